import { defineConfig } from 'vitest/config';

// The two-instance test (src/two-instances.test.ts): real server processes on PostgreSQL, run by
// `npm run test:instances` with TEST_DATABASE_URL set (scripts/with-postgres.sh), never by the SQLite suite.
export default defineConfig({
  test: {
    include: ['src/two-instances.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
  },
});
