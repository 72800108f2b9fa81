// `npm run db:export -- [--output FILE] [--persist-to DIR | --remote]`: the D1 database as one SQL file
// (schema and rows), by default of the local state of `npm start`. Read it back with
// `npx wrangler d1 execute DB --local [--persist-to DIR] --file FILE`; `npm run drill:restore` does so.
import { EXPORT_USAGE, exportDatabase, parseExportArgs } from './d1-export.mjs';

let options;
try {
  options = parseExportArgs(process.argv.slice(2));
} catch (error) {
  console.error(error.message || EXPORT_USAGE);
  process.exit(1);
}
await exportDatabase(options);
console.log(`Export written: ${options.output}`);
