import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // On PostgreSQL: the run's migrated template database, which every test app's database is copied from.
    globalSetup: ['src/test/postgres-template.ts'],
    // Real server processes on PostgreSQL: its own configuration, vitest.instances.config.ts (npm run test:instances).
    exclude: [
      '**/node_modules/**',
      'src/two-instances.test.ts',
      ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*.pg.test.ts']),
    ],
    // The demo seed walks three years of records through the services (about 1.5 s of CPU on SQLite, more on a busy
    // machine); on PostgreSQL each of its some 20,000 queries is a round trip, and every test app first makes its own
    // schema and migrates it.
    // There the tests mostly wait on the database: three files at a time, where vitest would run one per core but
    // one (a single file at a time on a two-core machine, 25 minutes for the suite).
    ...(process.env.TEST_DATABASE_URL
      ? { testTimeout: 120_000, hookTimeout: 120_000, maxWorkers: 3 }
      : // On SQLite the tests use the CPU: one file per core. (Vitest's default is a core fewer, which on a two-core
        // machine ran the whole suite, the three fuzzing files among it, one file at a time.)
        { testTimeout: 30_000, hookTimeout: 30_000, maxWorkers: availableParallelism() }),
  },
});
