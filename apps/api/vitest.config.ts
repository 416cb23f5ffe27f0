import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** The files that replace a module (vi.mock): each runs in a fresh module graph of its own. */
const ISOLATED = ['src/modules/auth/auth.test.ts', 'src/modules/auth/passwords.test.ts'];
const EXCLUDE = [
  '**/node_modules/**',
  // Real server processes on PostgreSQL: its own configuration, vitest.instances.config.ts (npm run test:instances).
  'src/two-instances.test.ts',
  ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*.pg.test.ts']),
];

export default defineConfig({
  test: {
    // On PostgreSQL: the run's migrated template database, which every test app's database is copied from.
    globalSetup: ['src/test/postgres-template.ts'],
    // Each file ends as if it had run alone: real timers, spies restored, its PostgreSQL pools closed.
    setupFiles: ['src/test/each-file.ts'],
    // The demo seed walks three years of records through the services (about 1.5 s of CPU on SQLite, more on a busy
    // machine); on PostgreSQL each of its some 20,000 queries is a round trip.
    // There the tests mostly wait on the database: four files at a time, where vitest would run one per core but
    // one (a single file at a time on a two-core machine, 25 minutes for the suite). On SQLite the tests use the CPU:
    // one file per core (vitest's default of a core fewer ran the suite, the three fuzzing files among it, one file at
    // a time), and one more for the file that mostly waits: the 61-second call of simulated-carrier.test.ts held a
    // worker for 76 s, while the other did everything else (243 s → 223 s for the suite on two cores; on PostgreSQL,
    // three workers and that call, the suite took 283 s).
    ...(process.env.TEST_DATABASE_URL
      ? { testTimeout: 120_000, hookTimeout: 120_000, maxWorkers: 4 }
      : { testTimeout: 30_000, hookTimeout: 30_000, maxWorkers: availableParallelism() + 1 }),
    projects: [
      {
        extends: true,
        // A worker runs file after file in one process (isolate: false), so the app and its libraries are imported
        // once per worker, not once per file: that import was a quarter of the suite's time (176 s → 90 s on SQLite).
        test: { name: 'api', include: ['src/**/*.test.ts'], exclude: [...EXCLUDE, ...ISOLATED], isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, exclude: EXCLUDE } },
    ],
  },
});
