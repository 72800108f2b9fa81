// Builds the postal-code files the wizard loads at run time, from a CSV of German postal codes:
//   public/data/plz.json         sorted array of the distinct 5-digit codes, for validation
//   public/data/plz-places.json  { "code": ["Ort", …] }, place names per code, for city suggestions
//
// Postleitzahlen: GeoNames (geonames.org), CC BY 4.0 (the site must show this credit where it names its
// sources, e.g. the legal notice). The CSV used so far: GeoNames' postal codes as converted to CSV by the
// public repository zauberware/postal-codes-json-xml-csv (snapshot of 2026-03-30), with a header row and
// at least the columns `plz` and `ort`, one row per code and place (10,814 distinct codes in 23,297 rows).
// It is not part of the repository: the generated files are committed, and nothing else needs it.
//
// Usage, from the repository root: npm run plz -- path/to/plz-de.csv
// The output is deterministic; re-run it when the CSV changes and commit both files.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
if (!process.argv[2]) {
  console.error(
    'Usage: npm run plz -- path/to/plz-de.csv (a CSV with the columns plz and ort; see the top of this file)',
  );
  process.exit(1);
}
const input = resolve(process.argv[2]);
const outDir = join(root, 'public/data');

/** Splits CSV text into rows of fields (RFC 4180: quoted fields may hold commas, "" is a quote). */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const [header, ...rows] = parseCsv(readFileSync(input, 'utf8').replace(/^\uFEFF/, ''));
const plzColumn = header.indexOf('plz');
const ortColumn = header.indexOf('ort');
if (plzColumn < 0 || ortColumn < 0) throw new Error(`${input}: expected columns plz and ort, got ${header.join(',')}`);

const places = new Map();
let skipped = 0;
for (const row of rows) {
  if (row.length === 1 && row[0] === '') continue;
  const code = (row[plzColumn] ?? '').trim();
  const place = (row[ortColumn] ?? '').trim().replace(/\s+/g, ' ');
  if (!/^\d{5}$/.test(code)) {
    skipped++;
    continue;
  }
  if (!places.has(code)) places.set(code, new Set());
  if (place !== '') places.get(code).add(place);
}

const byCode = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const collator = new Intl.Collator('de', { sensitivity: 'variant', numeric: true });
const codes = [...places.keys()].sort(byCode);

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'plz.json'), `${JSON.stringify(codes)}\n`);
// One code per line keeps diffs readable when the source data changes.
const entries = codes.map(
  (code) => `${JSON.stringify(code)}:${JSON.stringify([...places.get(code)].sort(collator.compare))}`,
);
writeFileSync(join(outDir, 'plz-places.json'), `{\n${entries.join(',\n')}\n}\n`);

console.log(
  `build-plz: ${codes.length} codes from ${rows.length} rows` +
    (skipped ? ` (${skipped} rows without a 5-digit code skipped)` : '') +
    ` → ${relative(root, join(outDir, 'plz.json'))}, ${relative(root, join(outDir, 'plz-places.json'))}`,
);
