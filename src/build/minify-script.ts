// Build-time only: an inline script's text as the browser needs it. The inline scripts are written as
// ordinary TypeScript functions (so they are type-checked and readable) and inlined as their source
// text; every page carries them within its first 14 KB (one round trip), so they are minified like the
// module files are.
import { transformSync } from 'esbuild';

/** The script (JavaScript or TypeScript), minified (names shortened, whitespace, comments and types dropped). */
export function minifyScript(source: string): string {
  return transformSync(source, { loader: 'ts', minify: true, target: 'es2022' }).code.trim();
}
