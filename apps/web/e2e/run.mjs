// Runs the browser tests against the production build: picks a free port and a temporary database, then hands
// over to Playwright, whose webServer starts the real server once for the whole run. Extra arguments go to
// `playwright test` (e.g. `npm run test:e2e -- e2e/shell.spec.ts`).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/lib/local-server.mjs';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = path.resolve(webDir, '../api/dist/server.js');
for (const built of [serverEntry, path.join(webDir, 'dist/index.html')]) {
  if (!existsSync(built)) {
    console.error(`${built} is missing: run "npm run build" first (the root "npm run test:e2e" does).`);
    process.exit(1);
  }
}

const port = await freePort();
// The SIP core's ports (Kamailio, started by playwright.config.ts's first webServer): SIP, WebSocket, JSON-RPC and the
// simulated carrier.
const [sipPort, wsPort, rpcPort, carrierPort] = [
  await freePort(),
  await freePort(),
  await freePort(),
  await freePort(),
];
const dataDir = mkdtempSync(path.join(tmpdir(), 'telecom-e2e-'));
console.log(`E2E: server on port ${port}, Kamailio's WebSocket on ${wsPort}, data in ${dataDir}`);

const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: webDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_PORT: String(port),
    E2E_SIP_PORT: String(sipPort),
    E2E_WS_PORT: String(wsPort),
    E2E_RPC_PORT: String(rpcPort),
    E2E_CARRIER_PORT: String(carrierPort),
    E2E_DATA_DIR: dataDir,
  },
});
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
