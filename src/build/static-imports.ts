// Build step (astro.config.mjs): which built script imports which, for the after-paint loader
// (src/build/after-paint.ts), recorded from Rolldown's own output as the browser's build writes it.
import type { Plugin } from 'vite';
import { PAGE_SCRIPT } from './script-ids';

interface BuiltScript {
  /** Addresses of the scripts it imports statically (`/_astro/app.X.js` → [`/_astro/preload-helper.Y.js`, …]). */
  imports: string[];
  /** Addresses of the scripts it imports with `import()`. */
  dynamicImports: string[];
  /** Whether it is a page's own `<script>` (its entry is a file in src/pages), not a layout's or a component's. */
  isPageScript: boolean;
}

const scripts = new Map<string, BuiltScript>();

/** The module and every module it imports statically, directly or through others, in that order. */
function withStaticImports(url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  for (const imported of scripts.get(url)?.imports ?? []) withStaticImports(imported, seen);
  return seen;
}

/**
 * What a page that draws in the browser needs for its drawing, in the order to ask for it: its own script
 * with everything that script imports, statically or with `import()` (what it draws with), each with its
 * static imports; then the other modules (layout and components) with theirs. Only the page's own script is
 * followed into its `import()`s: a layout's or a component's load something on demand (a dialog, a menu).
 */
export function drawingModulesFirst(modules: string[]): string[] {
  const pageScripts = modules.filter((url) => scripts.get(url)?.isPageScript);
  const drawing = pageScripts.flatMap((url) => [url, ...(scripts.get(url)?.dynamicImports ?? [])]);
  const rest = modules.filter((url) => !pageScripts.includes(url));
  return [...new Set([...drawing, ...rest].flatMap((url) => [...withStaticImports(url)]))];
}

export function staticImportsRecorder(): Plugin {
  return {
    name: 'static-imports',
    apply: 'build',
    generateBundle(_, bundle) {
      if (this.environment.name !== 'client') return;
      const address = (name: string) => `/${name}`;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        scripts.set(address(file.fileName), {
          imports: file.imports.map(address),
          dynamicImports: file.dynamicImports.map(address),
          isPageScript: PAGE_SCRIPT.test(file.facadeModuleId ?? ''),
        });
      }
    },
  };
}
