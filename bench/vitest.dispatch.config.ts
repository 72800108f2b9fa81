// `npm run bench:dispatch`: one dispatch day's letters inside workerd, apart from `npm test`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { workerProject } from '../vitest.worker.config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: { projects: [workerProject('dispatch-bench', ['bench/dispatch-day.bench.test.ts'])] },
});
