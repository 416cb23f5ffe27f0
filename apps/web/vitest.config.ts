import { defineConfig } from 'vitest/config';
import { countryFlags } from './build/country-flags';

// Unit tests of the web app live next to the code; the browser tests in e2e/ run under Playwright instead.
export default defineConfig({
  plugins: [countryFlags()],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
