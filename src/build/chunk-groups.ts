// Build step (astro.config.mjs): how the browser's scripts are cut into files. Left to itself, Rolldown
// makes one file for every set of entries that share modules; with a dozen islands that was 75 files, and
// /app asked for 27 of them before its first field took typing. On a phone over HTTP/1.1 (six connections,
// a round trip each) that queue was most of the wait (bench/RESULTS.md, "Wizard on a phone"); HTTP/2 shares
// one connection, but each file still costs its request and headers.
import type { Plugin, Rolldown } from 'vite';
import { ASTRO_SCRIPT, COOKIE_BANNER_VIEW, HEADER_SCRIPT, LAYOUT_SCRIPT, PAGE_SCRIPT } from './script-ids';

const ADMIN_ISLAND = /[\\/]islands[\\/]admin[\\/]/;

type Context = Rolldown.ChunkingContext;

/** `/src/components/landing/Hero.astro?astro&type=script…` → `Hero`: for the names of shared files. */
const shortName = (id: string) =>
  id
    .replace(/[?].*$/, '')
    .replace(/^.*[\\/]/, '')
    .replace(/\.\w+$/, '');

/**
 * The scripts a module is loaded for: every entry (an .astro file's script, an island) and every module
 * loaded with `import()` from which it is reached through static imports.
 */
function rootsReaching(id: string, context: Context, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const roots = new Set<string>();
  memo.set(id, roots); // an import cycle comes back here and adds nothing
  const info = context.getModuleInfo(id);
  if (!info) return roots;
  if (info.isEntry || info.dynamicImporters.length > 0) roots.add(id);
  for (const importer of info.importers) for (const root of rootsReaching(importer, context, memo)) roots.add(root);
  return roots;
}

/**
 * A few shared files instead of dozens of small ones:
 * - `preact` (with `@nanostores/react`, its store hook) and `nanostores`: the libraries, which every island
 *   loads whole anyway;
 * - `layout`: everything the layout's script and the header's script use (consent, analytics, the cookie banner,
 *   the menu's focus trap), which every page loads anyway, also where an island uses it too; with the banner's
 *   drawing code, which the layout's script loads with import() for a first visit: ~1.5 KB gzip more for a
 *   returning visitor's first page, against a round trip more before a new visitor's banner and four more files
 *   for /app's first step (its small helpers would otherwise be files of their own, being shared by a content
 *   page's script and the islands). The header's own module stays a file of its own: /app has no header actions;
 * - `with-<scripts>`: our modules that islands share with the scripts of content pages (the landing page's form
 *   and prices, the cookie settings), one file per set of those scripts. A content page then loads exactly the
 *   modules it loaded before, in fewer files; an island's page, which needs them all, asks for three files
 *   instead of six;
 * - `islands`: our modules that two or more of the customer's islands share (fields, messages, texts, the
 *   order's state), an island's page asks for one file instead of fifteen. The contact form then loads code
 *   the wizard needs too (~25 KB gzip more than its own), still less than React DOM alone was before.
 * A dialog a content page's script loads on demand keeps its own file, and nothing is pulled into a group as
 * another module's dependency (`includeDependenciesRecursively: false`). `strictExecutionOrder`
 * (astro.config.mjs) keeps each module's top-level code running only when something imports it.
 */
export function chunkGroups(): Rolldown.CodeSplittingGroup[] {
  let memo = new Map<string, Set<string>>();
  let memoOf: Context | undefined;
  const roots = (id: string, context: Context) => {
    if (context !== memoOf) [memo, memoOf] = [new Map(), context];
    return [...rootsReaching(id, context, memo)];
  };
  // A content page's script, or something it loads with import() (the page's own script excepted: /app's
  // starts the wizard).
  const onContentPages = (root: string, context: Context): boolean =>
    ASTRO_SCRIPT.test(root)
      ? !PAGE_SCRIPT.test(root)
      : (context.getModuleInfo(root)?.dynamicImporters ?? []).some((importer) =>
          roots(importer, context).some((script) => onContentPages(script, context)),
        );
  return [
    { name: 'preact', test: /node_modules[\\/](?:preact|@nanostores[\\/]react)[\\/]/, priority: 2 },
    { name: 'nanostores', test: /node_modules[\\/]nanostores[\\/]/, priority: 2 },
    {
      name: (id, context) =>
        roots(id, context).some(
          (root) =>
            LAYOUT_SCRIPT.test(root) || COOKIE_BANNER_VIEW.test(root) || (HEADER_SCRIPT.test(root) && root !== id),
        )
          ? 'layout'
          : null,
      debugName: 'layout',
      priority: 2,
    },
    {
      name: (id, context) => {
        const info = context.getModuleInfo(id);
        if (!info || info.isEntry || info.dynamicImporters.length > 0) return null;
        const reachedBy = roots(id, context);
        const contentScripts = reachedBy.filter((root) => onContentPages(root, context));
        const byIslands = reachedBy.some((root) => !onContentPages(root, context) && !ADMIN_ISLAND.test(root));
        if (!contentScripts.length || !byIslands) return null;
        return `with-${contentScripts.map(shortName).sort().join('-')}`;
      },
      debugName: 'shared with content pages',
      priority: 1,
      includeDependenciesRecursively: false,
    },
    {
      name: (id, context) => {
        const reachedBy = roots(id, context);
        if (reachedBy.some((root) => onContentPages(root, context))) return null;
        return reachedBy.filter((root) => !ADMIN_ISLAND.test(root)).length >= 2 ? 'islands' : null;
      },
      debugName: 'islands',
      priority: 1,
      includeDependenciesRecursively: false,
    },
  ];
}

/**
 * Rolldown refuses `includeDependenciesRecursively: false` while entries must keep their exact exports, which
 * Astro asks for in every build (for its server build, whose unused prerender entries it deletes). The
 * browser's entries are only ever imported by their pages, which use what they import; they may export more.
 */
export function entriesMayExportMore(): Plugin {
  return {
    name: 'entries-may-export-more',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
  };
}
