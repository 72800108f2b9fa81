// Lets plain Node import the site's TypeScript as Vite does: Node ≥ 22.18 strips the types, but src/
// imports its modules without the .ts extension and JSON without an import attribute, which Node alone
// cannot resolve. Register before the first (dynamic) import of such a module; the scripts that do
// (legal-archive.mjs, deploy.mjs) then run the same code as the build, the Worker and the tests.
import { registerHooks } from 'node:module';

let registered = false;

export function allowViteStyleImports() {
  if (registered) return;
  registered = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier.endsWith('.json')) {
        return { ...nextResolve(specifier, context), importAttributes: { type: 'json' } };
      }
      try {
        return nextResolve(specifier, context);
      } catch (error) {
        if (!/^\.\.?\//.test(specifier) || error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
        return nextResolve(`${specifier}.ts`, context);
      }
    },
  });
}
