import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Real server processes on PostgreSQL: its own configuration, vitest.instances.config.ts (npm run test:instances).
    exclude: ['**/node_modules/**', 'src/two-instances.test.ts'],
  },
});
