import { defineConfig } from 'vitest/config';
import { countryFlags } from './build/country-flags';
import { countryNames } from './build/country-names';

// Unit tests of the web app live next to the code; the browser tests in e2e/ run under Playwright instead.
export default defineConfig({
  plugins: [countryFlags(), countryNames()],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // A worker runs file after file in one process (each file in a fresh one spent most of the run importing); the
    // files that stub a global or fake the timers undo it after each test.
    isolate: false,
  },
});
