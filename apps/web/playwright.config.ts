import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// e2e/run.mjs passes a free port and a temporary data folder; direct `npx playwright test` runs fall back.
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'telecom-e2e-'));
const baseURL = `http://localhost:${port}`;

/** The admin account the e2e server creates at start. */
export const E2E_ADMIN = { email: 'admin@telenova.test', password: 'E2e-Admin-Wachtwoord-1' } as const;

/**
 * Debian's Chromium, never a downloaded browser: its headless shell (Debian's package chromium-headless-shell, the same
 * Chromium build without the browser's windows and tabs, which Playwright itself runs headless tests in) where it is
 * installed, as in CI; it opens a page at less than half the processor time of the full browser's headless mode
 * (docs/decisions/035). Otherwise /usr/bin/chromium; CHROMIUM_PATH names another. The flags keep it off the (closed)
 * network.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** Kamailio's ports: e2e/run.mjs picks free ones. */
const voicePorts = {
  sip: Number(process.env.E2E_SIP_PORT ?? 5160),
  ws: Number(process.env.E2E_WS_PORT ?? 8180),
  rpc: Number(process.env.E2E_RPC_PORT ?? 5190),
  carrier: Number(process.env.E2E_CARRIER_PORT ?? 5170),
};

/** The settings of the e2e server, which the SIP core reads too (the database, the SIP domain and port). */
const serverEnv = {
  NODE_ENV: 'production',
  // The built-in simulated payment provider, which production refuses unless allowed (docs/contracts.md §12).
  ALLOW_SIMULATED_PAYMENTS: 'true',
  // The simulated speech to text and SMS gateway of voicemail (docs/contracts.md §16), refused likewise.
  ALLOW_SIMULATED_STT: 'true',
  ALLOW_SIMULATED_SMS: 'true',
  // The webhooks spec's receiver listens on http://127.0.0.1, which production refuses unless allowed (§18).
  ALLOW_LOCAL_WEBHOOKS: 'true',
  PORT: String(port),
  DATABASE_PATH: path.join(dataDir, 'app.db'),
  // A PostgreSQL-backed run (scripts/e2e-postgres.mjs): the server keeps its data there instead.
  ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
  MAIL_DIR: path.join(dataDir, 'mail'),
  JWT_SECRET: 'e2e-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
  SEED_DEMO: 'true',
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  PAYMENT_DELAY_MS: '0',
  LOG_LEVEL: 'warn',
  SIP_DOMAIN: 'sip.telenova.test',
  SIP_PORT: String(voicePorts.sip),
  // The SIP core is a real Kamailio (production refuses the simulated one, docs/contracts.md §15).
  VOICE_PLATFORM: 'kamailio',
  KAMAILIO_RPC_URL: `http://127.0.0.1:${voicePorts.rpc}/RPC`,
  SIP_WS_URL: `ws://127.0.0.1:${voicePorts.ws}`,
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // In CI a failed test runs once more; one that then passes is reported as flaky, and .ci/run lists it to be fixed
  // (from the JSON report named by E2E_JSON_REPORT).
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    locale: 'en-US',
    // Recording a trace costs about a fifth of the suite's time, so CI records one only for a test's retry (every
    // failure is retried there); a local run keeps the trace of each failed test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH_OPTIONS } }],
  // First the API, which migrates the database and seeds the demo; then the SIP core on the same database (Kamailio
  // from the repository's configuration, with the simulated carrier as its trunk; apps/api/scripts/voice.mjs). The
  // phone in the browser signs in and calls through it (docs/decisions/054).
  webServer: [
    {
      command: 'node ../api/dist/server.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // It seeds the demo data before it listens: some 25 s on a busy two-core machine since the demo's orders run
      // their whole chain (issue 37).
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv,
    },
    {
      command: 'node ../api/scripts/voice.mjs',
      port: voicePorts.ws,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        VOICE_MIGRATE: 'false',
        VOICE_WS_PORT: String(voicePorts.ws),
        VOICE_RPC_PORT: String(voicePorts.rpc),
        VOICE_CARRIER_PORT: String(voicePorts.carrier),
      },
    },
  ],
});
