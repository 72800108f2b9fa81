// `npm run bench:lifecycle`: the lifecycle benchmark inside workerd, apart from `npm test`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { workerProject } from '../vitest.worker.config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: { projects: [workerProject('lifecycle-bench', ['bench/lifecycle.bench.test.ts'])] },
});
