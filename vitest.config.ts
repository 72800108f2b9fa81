import { defineConfig } from 'vitest/config';

// The islands are written against React's API and run on Preact (astro.config.mjs, `preact({ compat: true })`):
// unit tests that render them resolve `react` the way the site's build does (@preact/preset-vite's aliases).
const PREACT_COMPAT = {
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  react: 'preact/compat',
};

// `npm test`: pure unit tests in Node, the Worker's tests inside workerd (tests/worker), and the
// tests that run a real `astro build` in a child process (tests/build, slower).
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: PREACT_COMPAT },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // As the Worker tests (vitest.worker.config.ts): a file per core.
          maxWorkers: '100%',
        },
      },
      'vitest.worker.config.ts',
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          maxWorkers: '100%',
        },
      },
    ],
  },
});
