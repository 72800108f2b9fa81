// `npm run check:html`: every built page in dist/ through the Nu Html Checker (vnu.jar from the
// vnu-jar package, run with the machine's Java: Debian's default-jre-headless), in one JVM run.
// Fails on any HTML error. Warnings are printed, not fatal. The checker's CSS parser does not know
// some current CSS that Tailwind 4 emits (@property, margin-trim, custom properties in
// transition-property); those messages are the checker's gap, not errors in our pages, and are dropped.
//
//   node scripts/check-html.mjs            all *.html under dist/
//   node scripts/check-html.mjs a.html d/  these files and folders
import { execFile } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The messages about CSS the checker does not know yet (Tailwind 4 output); every other CSS message counts. */
export const IGNORED_CSS_MESSAGES = [
  /^CSS: Unrecognized at-rule “@property”/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist/,
  /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value/,
];

/**
 * @typedef {{ type: string; subType?: string; url?: string; message: string; extract?: string;
 *   firstLine?: number; lastLine?: number; firstColumn?: number; lastColumn?: number }} VnuMessage
 */

/**
 * Sorts the checker's messages: errors fail the check (a fatal error and a document the checker could
 * not read included), warnings are shown, the known CSS gaps and plain info messages are dropped.
 * @param {VnuMessage[]} messages
 */
export function classify(messages) {
  /** @type {{ errors: VnuMessage[]; warnings: VnuMessage[]; ignored: number }} */
  const result = { errors: [], warnings: [], ignored: 0 };
  for (const message of messages) {
    if (IGNORED_CSS_MESSAGES.some((pattern) => pattern.test(message.message))) result.ignored++;
    else if (message.type === 'error' || message.type === 'non-document-error') result.errors.push(message);
    else if (message.subType === 'warning') result.warnings.push(message);
  }
  return result;
}

/** @param {string} java */
function javaWorks(java) {
  return new Promise((done) => execFile(java, ['-version'], (error) => done(!error)));
}

/** The Java runtime to use: $JAVA_HOME/bin/java, else `java` on PATH; null when there is none. */
export async function findJava() {
  const candidates = [process.env.JAVA_HOME && join(process.env.JAVA_HOME, 'bin', 'java'), 'java'].filter(Boolean);
  for (const java of /** @type {string[]} */ (candidates)) if (await javaWorks(java)) return java;
  return null;
}

/** Every .html file under the given files and folders, sorted. @param {string[]} paths */
export async function htmlFiles(paths) {
  /** @type {string[]} */
  const files = [];
  for (const path of paths) {
    if ((await stat(path)).isDirectory()) {
      const entries = await readdir(path, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (entry.isFile() && entry.name.endsWith('.html')) files.push(join(entry.parentPath, entry.name));
      }
    } else files.push(path);
  }
  return files.sort();
}

/**
 * Runs the checker once over all files and returns its messages.
 * @param {string[]} files
 * @param {string} java
 * @returns {Promise<VnuMessage[]>}
 */
export function runChecker(files, java) {
  const require = createRequire(import.meta.url);
  const jar = String(require('vnu-jar'));
  return new Promise((done, fail) => {
    execFile(
      java,
      ['-jar', jar, '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) return fail(new Error(`The Nu Html Checker did not run: ${error.message}\n${stderr}`));
        try {
          done(JSON.parse(stderr).messages);
        } catch {
          fail(new Error(`The Nu Html Checker's output is not JSON:\n${stderr.slice(0, 2000)}`));
        }
      },
    );
  });
}

/** `dist/admin.html:3:41234: message` and the checker's extract. @param {VnuMessage} message */
export function describe(message) {
  const file = message.url ? relative(process.cwd(), fileURLToPath(message.url)) : '(no file)';
  const line = message.lastLine ?? message.firstLine;
  const where = line ? `${file}:${line}${message.lastColumn ? `:${message.lastColumn}` : ''}` : file;
  const extract = message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').trim()}` : '';
  return `${where}: ${message.message}${extract}`;
}

/**
 * Checks the files and folders; returns the classified messages and how many pages were checked.
 * @param {string[]} paths
 */
export async function checkHtml(paths) {
  const java = await findJava();
  if (!java) {
    throw new Error(
      'check:html needs a Java runtime for the Nu Html Checker. On Debian/Ubuntu: ' +
        'sudo apt-get install default-jre-headless (elsewhere any Java 11 or newer; or set JAVA_HOME).',
    );
  }
  const files = await htmlFiles(paths);
  if (files.length === 0) throw new Error(`No .html files in ${paths.join(', ')}: run npm run build first.`);
  return { pages: files.length, ...classify(await runChecker(files, java)) };
}

async function main() {
  const args = process.argv.slice(2);
  const paths =
    args.length > 0 ? args.map((path) => resolve(path)) : [fileURLToPath(new URL('../dist/', import.meta.url))];
  const { pages, errors, warnings, ignored } = await checkHtml(paths);
  for (const warning of warnings) console.warn(`warning: ${describe(warning)}`);
  for (const error of errors) console.error(`error: ${describe(error)}`);
  const summary = `${pages} page(s), ${errors.length} HTML error(s), ${warnings.length} warning(s); ${ignored} message(s) about CSS the checker does not know were ignored`;
  if (errors.length > 0) {
    console.error(`check:html failed: ${summary}`);
    process.exitCode = 1;
  } else console.log(`check:html: ${summary}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
