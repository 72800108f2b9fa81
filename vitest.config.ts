import { defineConfig } from 'vitest/config';

// `npm test`: pure unit tests in Node, the Worker's tests inside workerd (tests/worker), and the
// tests that run a real `astro build` in a child process (tests/build, slower).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      'vitest.worker.config.ts',
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
