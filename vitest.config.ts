import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Both cores (the default leaves one free): the server files mostly wait on their servers and chains.
    maxWorkers: 2,
    projects: [
      {
        // The property tests take a few seconds each, longer beside the browser lanes on a busy machine.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // The suite runs beside the browser lanes, the types and the builds (scripts/test.mjs) on two
          // cores: a property test of 6 s alone took 64 s there. Timings belong in the benchmarks.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // Each file starts its own server on a temp database and random ports: two files run side by side.
          fileParallelism: true,
          // A worker loads the server's code once for all its files instead of once per file (it was
          // nearly half the suite's time); module state is the test clock's, reset before each file.
          isolate: false,
          setupFiles: ['tests/server/setup.ts'],
        },
      },
    ],
  },
});
