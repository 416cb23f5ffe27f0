import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Real server processes on PostgreSQL: its own configuration, vitest.instances.config.ts (npm run test:instances).
    exclude: [
      '**/node_modules/**',
      'src/two-instances.test.ts',
      ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*.pg.test.ts']),
    ],
    // On PostgreSQL every test app first makes its own schema and migrates it: more time than in memory.
    ...(process.env.TEST_DATABASE_URL ? { testTimeout: 30_000, hookTimeout: 30_000 } : {}),
  },
});
