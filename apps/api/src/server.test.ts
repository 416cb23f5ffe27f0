// The real start-up file in its own process: readiness, and a SIGTERM that lets the request in flight finish,
// refuses new ones, closes the database and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..');
const tsx = path.join(apiDir, 'node_modules/.bin/tsx');
const tsxBin = existsSync(tsx) ? tsx : path.resolve(apiDir, '../../node_modules/.bin/tsx');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const ORDER = {
  product: { kind: 'esim-pro', configuration: { durationMonths: 12, calling: 'nl', nlData: 2, euData: 1, worldData: 0 } },
  customer: { name: 'Sig Term', email: 'sigterm@example.nl', phone: '0612345678', country: 'NL', postcode: '1071 XX', houseNumber: '1', street: 'Museumstraat', city: 'Amsterdam' },
  delivery: 'email',
  payment: { method: 'ideal' },
  account: 'guest',
};

describe('the server process', () => {
  let dataDir: string;
  let child: ChildProcess;
  let baseUrl: string;
  let output = '';
  let exited: Promise<number | null>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'telecom-server-test-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(tsxBin, [path.join(apiDir, 'src/server.ts')], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_PATH: path.join(dataDir, 'app.db'),
        MAIL_DIR: path.join(dataDir, 'mail'),
        JWT_SECRET: 'server-test-secret-0123456789-abcdefghijklmnop',
        SEED_DEMO: 'false',
        PAYMENT_DELAY_MS: '1500',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    for (let attempt = 0; attempt < 150; attempt++) {
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server did not start:\n${output}`);
  }, 30_000);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is ready once the database answers', async () => {
    const res = await fetch(`${baseUrl}/api/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('finishes the order in flight on SIGTERM, refuses new connections, closes the database and exits 0', async () => {
    const started = Date.now();
    const inFlight = fetch(`${baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify(ORDER),
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(existsSync(path.join(dataDir, 'app.db-wal'))).toBe(true);
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));

    await expect(fetch(`${baseUrl}/api/health`, { headers: { connection: 'close' } })).rejects.toThrow();

    const res = await inFlight;
    expect(res.status).toBe(201);
    const body = (await res.json()) as { order: { id: string; payment: { status: string; transactionId: string } } };
    expect(body.order.payment).toMatchObject({ status: 'completed', transactionId: expect.stringMatching(/^TX-/) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);

    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
    // better-sqlite3 checkpoints and removes the write-ahead log when the last connection closes.
    expect(existsSync(path.join(dataDir, 'app.db-wal'))).toBe(false);
    const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    expect(db.prepare('SELECT id FROM orders WHERE id = ?').get(body.order.id)).toEqual({ id: body.order.id });
    db.close();
  }, 20_000);
});
