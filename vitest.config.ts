import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Both cores (the default leaves one free): the server files mostly wait on their servers and chains.
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // Each file starts its own server on a temp database and random ports: two files run side by side.
          fileParallelism: true,
        },
      },
    ],
  },
});
