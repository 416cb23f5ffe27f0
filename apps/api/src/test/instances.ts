// Real API processes for the two-instance test (issue 19): the built server (`dist/server.js`) started as a child
// process on a port of its own choosing, on a PostgreSQL database made for the test.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const SERVER_ENTRY = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

/** TEST_DATABASE_URL, required: this suite has no SQLite variant and is never skipped (run by `npm run test:instances`). */
export function requiredDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'TEST_DATABASE_URL is not set: run "bash scripts/with-postgres.sh npm run test:instances" at the repository root',
    );
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`${SERVER_ENTRY} is missing: run "npm run build" first (npm run test:instances does)`);
  return url;
}

export interface TestDatabase {
  url: string;
  /** Runs one query on the database (its own short connection) and gives the rows. */
  query<Row extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

/** A new empty database on the server of `baseUrl`, dropped again by `drop()`. */
export async function createTestDatabase(baseUrl: string): Promise<TestDatabase> {
  const name = `instances_${randomBytes(5).toString('hex')}`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const target = new URL(baseUrl);
  target.pathname = `/${name}`;
  const url = target.toString();
  return {
    url,
    async query<Row extends Record<string, unknown>>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<Row>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    drop: () => admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** One JSON log line of the server (pino). */
export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface Instance {
  /** `http://127.0.0.1:<port>` */
  url: string;
  logs: LogLine[];
  /** Everything it wrote to stderr. */
  errors(): string;
  stop(): Promise<void>;
}

/** The settings both instances share: one secret, one admin, the same database. */
export interface InstanceEnv {
  DATABASE_URL: string;
  [name: string]: string;
}

/**
 * Starts `node dist/server.js` with PORT=0 and resolves when it listens (its "listening" log line names the port it
 * got), which is after its migrations and start-up work. Rejects with its output when it exits first or takes longer
 * than `timeoutMs`.
 */
export function startInstance(env: InstanceEnv, timeoutMs = 60_000): Promise<Instance> {
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      // The built-in simulated payment provider, which production refuses unless allowed (docs/contracts.md §12).
      ALLOW_SIMULATED_PAYMENTS: 'true',
      // The simulated voice platform, which production refuses unless allowed (docs/contracts.md §15).
      ALLOW_SIMULATED_VOICE: 'true',
      ALLOW_SIMULATED_STT: 'true',
      ALLOW_SIMULATED_SMS: 'true',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  let stderr = '';
  let pending = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return new Promise<Instance>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`the instance did not listen within ${timeoutMs} ms`)), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${stderr}\n${logs.map((line) => JSON.stringify(line)).join('\n')}`));
    };
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const text of lines) {
        if (!text.trim()) continue;
        let line: LogLine;
        try {
          line = JSON.parse(text) as LogLine;
        } catch {
          stderr += `${text}\n`;
          continue;
        }
        logs.push(line);
        if (typeof line.port === 'number' && line.msg.startsWith('listening on')) {
          clearTimeout(timer);
          resolve({
            url: `http://127.0.0.1:${line.port}`,
            logs,
            errors: () => stderr,
            async stop() {
              if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
              await exited;
            },
          });
        }
      }
    });
    child.once('exit', (code, signal) => fail(new Error(`the instance exited (${signal ?? code}) before it listened`)));
  });
}

/** A JSON request to an instance; gives the status and the parsed body. */
export async function call(
  base: string,
  method: string,
  path: string,
  { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { text };
  }
  return { status: res.status, body: parsed };
}
