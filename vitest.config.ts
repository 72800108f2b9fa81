import { defineConfig } from 'vitest/config';

// `npm test`: pure unit tests in Node, and the Worker's tests inside workerd (tests/worker).
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
    ],
  },
});
