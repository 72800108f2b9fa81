// Build step (astro.config.mjs): which built script imports which, for the after-paint loader
// (src/build/after-paint.ts), recorded from Rolldown's own output as the browser's build writes it.
import type { Plugin } from 'vite';

/** Each built script's static imports, by address (`/_astro/app.X.js` → [`/_astro/preload-helper.Y.js`, …]). */
const staticImports = new Map<string, string[]>();

/** The module and every module it imports statically, directly or through others, in that order. */
export function withStaticImports(url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  for (const imported of staticImports.get(url) ?? []) withStaticImports(imported, seen);
  return seen;
}

export function staticImportsRecorder(): Plugin {
  return {
    name: 'static-imports',
    apply: 'build',
    generateBundle(_, bundle) {
      if (this.environment.name !== 'client') return;
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk')
          staticImports.set(
            `/${file.fileName}`,
            file.imports.map((name) => `/${name}`),
          );
      }
    },
  };
}
