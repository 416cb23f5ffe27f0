import { defineConfig } from 'vitest/config';

// Unit tests of the web app live next to the code; the browser tests in e2e/ run under Playwright instead.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
