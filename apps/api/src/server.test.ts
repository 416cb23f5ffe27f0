// The real start-up file in its own process: readiness, and a SIGTERM that answers every request received, closes
// keep-alive connections after their answer, refuses new ones, closes the database and exits 0 (docs/contracts.md §6).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DataStore } from './db/connection.js';
import { TEST_DATABASE_URL } from './test/test-app.js';

const apiDir = path.resolve(import.meta.dirname, '..');

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

/** Polls `condition` until it holds; fails with `what` after `timeoutMs`. */
async function waitFor(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > giveUpAt) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Opens a new connection and closes it: 'connected', or the error code (ECONNREFUSED once the server stopped listening). */
function connectTo(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  dataDir: string;
  databasePath: string;
  /** PostgreSQL (TEST_DATABASE_URL): the database made for this server alone. */
  databaseUrl: string | undefined;
  output: () => string;
  exited: Promise<number | null>;
}

/** With TEST_DATABASE_URL, a new empty PostgreSQL database on that server for one server process, and its address. */
async function createPostgresDatabase(): Promise<string | undefined> {
  if (!TEST_DATABASE_URL) return undefined;
  const name = `server_test_${randomBytes(6).toString('hex')}`;
  const admin = openDatabase({ url: TEST_DATABASE_URL, poolSize: 1 });
  await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin.kysely);
  await admin.close();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropPostgresDatabase(url: string): Promise<void> {
  const admin = openDatabase({ url: TEST_DATABASE_URL, poolSize: 1 });
  await sql`DROP DATABASE IF EXISTS ${sql.id(new URL(url).pathname.slice(1))} WITH (FORCE)`.execute(admin.kysely);
  await admin.close();
}

/** The ids of the orders the server's database holds (read after the server has exited). */
/** Runs `read` on the server's database, through a connection of its own. */
async function onDatabaseOf<T>(server: ServerProcess, read: (store: DataStore) => Promise<T>): Promise<T> {
  const store = openDatabase(
    server.databaseUrl ? { url: server.databaseUrl, poolSize: 1 } : { path: server.databasePath },
  );
  try {
    return await read(store);
  } finally {
    await store.close();
  }
}

const storedOrderIds = (server: ServerProcess) =>
  onDatabaseOf(server, async (store) =>
    (await store.kysely.selectFrom('orders').select('id').execute()).map((row) => row.id),
  );

/** SQLite's write-ahead log: there while the server writes, gone once it has closed its database. PostgreSQL has none. */
const hasWriteAheadLog = (databasePath: string) => existsSync(`${databasePath}-wal`);

/**
 * Starts src/server.ts on a free port with a new database, or on the database and mail folder of `after` (a server that
 * has stopped), and waits until it answers.
 */
async function startServer(env: Record<string, string>, after?: ServerProcess): Promise<ServerProcess> {
  const dataDir = after?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'telecom-server-test-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const databasePath = path.join(dataDir, 'app.db');
  const databaseUrl = after ? after.databaseUrl : await createPostgresDatabase();
  // Node itself with tsx as its loader, one process as in production: the tsx command would run the server as its
  // child and relay SIGTERM to it, killing it outright when it has not acknowledged the signal within 30 ms.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiDir, 'src/server.ts')], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      // The built-in simulated payment provider, which production refuses unless allowed (docs/contracts.md §12).
      ALLOW_SIMULATED_PAYMENTS: 'true',
      // The simulated voice platform, which production refuses unless allowed (docs/contracts.md §15).
      ALLOW_SIMULATED_VOICE: 'true',
      ALLOW_SIMULATED_STT: 'true',
      ALLOW_SIMULATED_SMS: 'true',
      PORT: String(port),
      DATABASE_PATH: databasePath,
      MAIL_DIR: path.join(dataDir, 'mail'),
      JWT_SECRET: 'server-test-secret-0123456789-abcdefghijklmnop',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (let attempt = 0; attempt < 300 && child.exitCode === null; attempt++) {
    try {
      // Closed after its answer: no connection of the start-up stays in fetch's pool for the tests to meet.
      if ((await fetch(`${baseUrl}/api/health`, { headers: { connection: 'close' } })).ok) {
        return { child, port, baseUrl, dataDir, databasePath, databaseUrl, output: () => output, exited };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  throw new Error(`the server did not start:\n${output}`);
}

async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server) return;
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  rmSync(server.dataDir, { recursive: true, force: true });
  if (server.databaseUrl) await dropPostgresDatabase(server.databaseUrl);
}

const ORDER = {
  product: {
    kind: 'esim-pro',
    configuration: { durationMonths: 12, calling: 'nl', nlData: 2, euData: 1, worldData: 0 },
  },
  customer: {
    name: 'Sig Term',
    email: 'sigterm@example.nl',
    phone: '0612345678',
    country: 'NL',
    postcode: '1071 XX',
    houseNumber: '1',
    street: 'Museumstraat',
    city: 'Amsterdam',
  },
  delivery: 'email',
  // A card: the simulated provider settles it within the request, after PAYMENT_DELAY_MS.
  payment: {
    method: 'creditcard',
    card: { number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123', name: 'Sig Term' },
  },
  account: 'guest',
  withdrawalConsent: true,
};

describe('the server process', () => {
  let server: ServerProcess;
  let baseUrl: string;
  let child: ChildProcess;
  let exited: Promise<number | null>;

  beforeAll(async () => {
    server = await startServer({ PAYMENT_DELAY_MS: '1500' });
    ({ baseUrl, child, exited } = server);
  }, 60_000);

  afterAll(() => stopServer(server));

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
    if (!server.databaseUrl) expect(hasWriteAheadLog(server.databasePath)).toBe(true);
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(await connectTo(server.port)).toBe('ECONNREFUSED');

    const res = await inFlight;
    expect(res.status).toBe(201);
    const body = (await res.json()) as { order: { id: string; payment: { status: string; transactionId: string } } };
    expect(body.order.payment).toMatchObject({ status: 'paid', transactionId: expect.stringMatching(/^TX-/) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);

    expect(await exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    // better-sqlite3 checkpoints and removes the write-ahead log when the last connection closes.
    if (!server.databaseUrl) expect(hasWriteAheadLog(server.databasePath)).toBe(false);
    expect(await storedOrderIds(server)).toContain(body.order.id);
  }, 20_000);
});

/** What one request came to, seen from the client. */
type Outcome =
  | {
      kind: 'answered';
      status: number;
      connection: string | undefined;
      body: string;
      socket: Socket;
      receivedAt: number;
    }
  | { kind: 'refused' }
  | { kind: 'failed'; sent: boolean; error: string };

interface Call {
  name: 'health' | 'ready' | 'order';
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const HEALTH: Call = { name: 'health', method: 'GET', path: '/api/health' };
const READY: Call = { name: 'ready', method: 'GET', path: '/api/ready' };
const PLACE_ORDER: Call = { name: 'order', method: 'POST', path: '/api/orders', body: JSON.stringify(ORDER) };
/**
 * What each client sends, round and round: half of them place orders (which wait on the payment provider), half
 * only ask for health and readiness, whose connections go idle for a moment between an answer and the next request.
 */
const CLIENT_CALLS: Call[][] = [
  [PLACE_ORDER, HEALTH, READY],
  [HEALTH, READY],
];

/**
 * Sends one request through `agent` and tells exactly what became of it: `sent` once it is on an open connection (a
 * kept-alive one, or a new one that connected), so that a connection refused before anything was sent
 * (`refused`) is never confused with a request lost after sending (`failed`).
 */
function send(agent: Agent, port: number, call: Call, onSent: () => void): Promise<Outcome> {
  return new Promise((resolve) => {
    let sent = false;
    let socket: Socket | undefined;
    const markSent = () => {
      sent = true;
      onSent();
    };
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      agent,
      method: call.method,
      path: call.path,
      headers: call.body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(call.body) } : {},
    });
    req.on('socket', (assigned: Socket) => {
      socket = assigned;
      if (assigned.connecting) assigned.once('connect', markSent);
      else markSent();
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        if (res.complete && socket) {
          resolve({
            kind: 'answered',
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            body,
            socket,
            receivedAt: Date.now(),
          });
        } else resolve({ kind: 'failed', sent, error: 'the answer ended before it was complete' });
      });
      res.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ kind: 'failed', sent, error: `${error.code}: ${error.message} while reading the answer` }),
      );
      res.on('close', () => resolve({ kind: 'failed', sent, error: 'the connection closed while reading the answer' }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!sent && error.code === 'ECONNREFUSED') resolve({ kind: 'refused' });
      else resolve({ kind: 'failed', sent, error: `${error.code}: ${error.message}` });
    });
    req.end(call.body);
  });
}

describe('the server process in production', () => {
  it('refuses to start with the simulated payment provider unless a demo allows it, and says which setting', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiDir, 'src/server.ts')], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: '0',
        DATABASE_PATH: ':memory:',
        JWT_SECRET: 'server-test-secret-0123456789-abcdefghijklmnop',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('PAYMENT_PROVIDER is simulated, which takes no money');
    expect(output).toContain('The server did not start.');
  });
});

describe('the server process under load on SIGTERM', () => {
  const CLIENTS = 8;
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServer({ PAYMENT_DELAY_MS: '300' });
  }, 60_000);

  afterAll(() => stopServer(server));

  it('answers every request it received, closes each keep-alive connection after an answer that says so, refuses new connections and exits 0', async () => {
    const tally = { sent: 0, answered: 0, refused: 0, ordersInFlight: 0 };
    const failures: string[] = [];
    const answers: {
      call: Call['name'];
      status: number;
      connection: string | undefined;
      body: string;
      receivedAt: number;
    }[] = [];
    /** Per connection, in order, the `Connection` header of each answer it carried. */
    const answersBySocket = new Map<Socket, (string | undefined)[]>();
    let signalAt = Infinity;

    async function client(index: number): Promise<void> {
      // One keep-alive connection per client, reused for request after request without a pause.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const calls = CLIENT_CALLS[index % CLIENT_CALLS.length]!;
        for (let n = index; ; n++) {
          const call = calls[n % calls.length]!;
          let sent = false;
          const outcome = await send(agent, server.port, call, () => {
            sent = true;
            tally.sent++;
            if (call.name === 'order') tally.ordersInFlight++;
          });
          if (sent && call.name === 'order') tally.ordersInFlight--;
          if (outcome.kind === 'refused') {
            tally.refused++;
            return;
          }
          if (outcome.kind === 'failed') {
            failures.push(`${call.method} ${call.path} (${outcome.sent ? 'sent' : 'not sent'}): ${outcome.error}`);
          } else {
            tally.answered++;
            answers.push({
              call: call.name,
              status: outcome.status,
              connection: outcome.connection,
              body: outcome.body,
              receivedAt: outcome.receivedAt,
            });
            const seen = answersBySocket.get(outcome.socket) ?? [];
            seen.push(outcome.connection);
            answersBySocket.set(outcome.socket, seen);
          }
          if (Date.now() > signalAt + 30_000) {
            failures.push(`client ${index} still had answers 30 s after SIGTERM`);
            return;
          }
        }
      } finally {
        agent.destroy();
      }
    }

    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
    // In the middle of the traffic: every client busy for a while, and orders waiting on the payment provider.
    await waitFor(
      () =>
        tally.answered >= 80 &&
        answers.filter((answer) => answer.call === 'order').length >= CLIENTS / 2 &&
        tally.ordersInFlight >= 3,
      'traffic with orders answered and in flight',
      40_000,
    );
    const inFlightAtSignal = { requests: tally.sent - tally.answered - failures.length, orders: tally.ordersInFlight };
    signalAt = Date.now();
    server.child.kill('SIGTERM');
    const exitCode = await server.exited;
    const exitMs = Date.now() - signalAt;
    await Promise.all(clients);

    const answeredAfterSignal = answers.filter((answer) => answer.receivedAt >= signalAt);
    const stoppingReady = answers.filter((answer) => answer.call === 'ready' && answer.status === 503);
    const orderIds = answers
      .filter((answer) => answer.call === 'order' && answer.status === 201)
      .map((answer) => (JSON.parse(answer.body) as { order: { id: number | string } }).order.id);
    // The figures of the run, for the record.
    process.stdout.write(
      `SIGTERM under load: ${tally.sent} requests sent, ${tally.answered} answered (${answeredAfterSignal.length} after the signal, ` +
        `${answeredAfterSignal.filter((answer) => answer.connection === 'close').length} of them with Connection: close; ` +
        `${stoppingReady.length} readiness answers 503), ${tally.refused} connections refused, ${failures.length} lost; ` +
        `in flight at the signal: ${inFlightAtSignal.requests} requests, ${inFlightAtSignal.orders} orders; ` +
        `${orderIds.length} orders; exit ${String(exitCode)} after ${exitMs} ms\n`,
    );

    expect(exitCode).toBe(0);
    expect(exitMs).toBeLessThan(10_000);
    expect(server.output()).not.toContain('forcing shutdown');
    // Nothing reset, hung up or cut short: every request sent was answered in full, and each client ended on a
    // connection refused before anything was sent.
    expect(failures).toEqual([]);
    expect(tally.answered).toBe(tally.sent);
    expect(tally.refused).toBe(CLIENTS);
    // Each connection carried keep-alive answers and then exactly one that said `Connection: close`, its last: the
    // server closed none of them between answers, and none while a request was on its way.
    expect(answersBySocket.size).toBeGreaterThanOrEqual(CLIENTS);
    for (const headers of answersBySocket.values()) {
      expect(headers.at(-1)).toBe('close');
      expect(headers.slice(0, -1).every((header) => header === 'keep-alive')).toBe(true);
    }
    expect(answeredAfterSignal.filter((answer) => answer.connection === 'close').length).toBeGreaterThanOrEqual(
      CLIENTS,
    );
    // Readiness, where a client asked for it while the server drained: 503 `stopping`, and the connection closes.
    for (const answer of stoppingReady) {
      expect(JSON.parse(answer.body)).toEqual({ status: 'stopping' });
      expect(answer.connection).toBe('close');
    }
    // The orders in flight at the signal were answered, and the database holds exactly the orders answered 201.
    expect(answers.filter((answer) => answer.call === 'order' && answer.status !== 201)).toEqual([]);
    if (!server.databaseUrl) expect(hasWriteAheadLog(server.databasePath)).toBe(false);
    const stored = await storedOrderIds(server);
    expect([...stored].sort()).toEqual([...orderIds].sort());
  }, 90_000);
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what came back on one connection into answers (each with a Content-Length, as this API sends them). */
function parseAnswers(raw: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) throw new Error(`an incomplete answer: ${rest.toString()}`);
    const [statusLine = '', ...lines] = rest.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length']);
    if (!Number.isInteger(length)) throw new Error(`an answer without Content-Length: ${statusLine}`);
    const bodyEnd = headEnd + 4 + length;
    if (rest.length < bodyEnd) throw new Error(`an answer cut short: ${statusLine}`);
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.subarray(headEnd + 4, bodyEnd).toString('utf8'),
    });
    rest = rest.subarray(bodyEnd);
  }
  return answers;
}

describe('the server process with requests pipelined after SIGTERM', () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServer({ PAYMENT_DELAY_MS: '4000' });
  }, 60_000);

  afterAll(() => stopServer(server));

  /** A new connection, the data it receives, and how it ends: 'end' when the server closes it cleanly. */
  async function openConnection() {
    const socket = connect(server.port, '127.0.0.1');
    await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<string>((resolve) => {
      socket.once('end', () => resolve('end'));
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    return { socket, chunks, ended };
  }

  const HEALTH_REQUEST = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';

  /** A connection that the server has surely accepted: it has had one answer, and is kept alive. */
  async function openKeptAliveConnection() {
    const connection = await openConnection();
    connection.socket.write(HEALTH_REQUEST);
    await waitFor(() => Buffer.concat(connection.chunks).includes('{"status":"ok"}'), 'the answer to GET /api/health');
    return connection;
  }

  it('answers requests that arrive on a kept-alive connection after the signal, only the last with Connection: close', async () => {
    // (A connection that the kernel has completed but the server not yet accepted when it stops listening is reset
    // by the kernel; these two have each had an answer first.)
    const { socket, chunks, ended } = await openKeptAliveConnection();
    // And a connection that stays idle: the server closes it, and it does not hold up the exit.
    const idle = await openKeptAliveConnection();

    const order = JSON.stringify(ORDER);
    socket.write(
      `POST /api/orders HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(order)}\r\n\r\n${order}`,
    );
    server.child.kill('SIGTERM');
    await waitFor(() => server.output().includes('shutting down'), 'the server to begin its shutdown');
    // While the order waits on the payment provider: two more requests on the same connection, in one write.
    socket.write(`${HEALTH_REQUEST}GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);

    expect(await ended).toBe('end');
    const answers = parseAnswers(Buffer.concat(chunks));
    expect(answers.map((answer) => [answer.status, answer.headers.connection])).toEqual([
      [200, 'keep-alive'],
      [201, 'keep-alive'],
      [200, 'keep-alive'],
      [503, 'close'],
    ]);
    expect(JSON.parse(answers[3]!.body)).toEqual({ status: 'stopping' });
    expect(await idle.ended).toBe('end');
    expect(parseAnswers(Buffer.concat(idle.chunks)).map((answer) => answer.status)).toEqual([200]);
    expect(await server.exited).toBe(0);
    const { order: placed } = JSON.parse(answers[1]!.body) as { order: { id: string } };
    expect(await storedOrderIds(server)).toEqual([placed.id]);
  }, 30_000);
});

describe('the mail outbox through kill -9', () => {
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;
  afterAll(async () => {
    // One data folder and database for both: the second removes them.
    first?.child.kill('SIGKILL');
    await stopServer(second);
  });

  it('sends every paid order exactly one confirmation after the server is killed in a stream of orders', async () => {
    first = await startServer({ PAYMENT_DELAY_MS: '0' });
    const { baseUrl } = first;
    // Three buyers ordering and paying by card (settled within the request) without a pause, until the kill.
    let answered = 0;
    const buyer = async () => {
      for (;;) {
        try {
          const res = await fetch(`${baseUrl}/api/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'accept-language': 'en' },
            body: JSON.stringify(ORDER),
          });
          if (res.status !== 201) throw new Error(`order answered ${res.status}`);
          answered++;
        } catch {
          return; // the server is gone
        }
      }
    };
    const buyers = [buyer(), buyer(), buyer()];
    await waitFor(() => answered >= 30, '30 paid orders');
    first.child.kill('SIGKILL');
    await Promise.all(buyers);
    await first.exited;
    // The dead instance's claims on jobs lapse after their lease (a minute): the test lets that minute pass at once.
    await onDatabaseOf(first, (store) =>
      store.kysely.updateTable('jobs').set({ locked_until: null }).where('done_at', 'is', null).execute(),
    );

    second = await startServer({}, first);
    const pendingMails = () =>
      onDatabaseOf(second!, async (store) =>
        Number(
          (
            await store.kysely
              .selectFrom('jobs')
              .select((eb) => eb.fn.countAll().as('count'))
              .where('kind', '=', 'mail')
              .where('done_at', 'is', null)
              .executeTakeFirstOrThrow()
          ).count,
        ),
      );
    // Every job due by now done, not only the mails: a paid order's eSIM job adds its mail after the confirmation's,
    // so the mails can be all sent for a moment while another is still to come.
    const dueJobs = () =>
      onDatabaseOf(second!, async (store) =>
        Number(
          (
            await store.kysely
              .selectFrom('jobs')
              .select((eb) => eb.fn.countAll().as('count'))
              .where('done_at', 'is', null)
              .where('run_at', '<=', new Date().toISOString())
              .executeTakeFirstOrThrow()
          ).count,
        ),
      );
    const deadline = Date.now() + 30_000;
    while (((await dueJobs()) > 0 || (await pendingMails()) > 0) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await pendingMails()).toBe(0);

    const paid = await onDatabaseOf(second, async (store) =>
      (await store.kysely.selectFrom('orders').select('id').where('status', '=', 'paid').execute()).map(
        (row) => row.id,
      ),
    );
    expect(paid.length).toBeGreaterThanOrEqual(30);
    // The order each mail confirms, from its subject (headers unfolded).
    const mailDir = path.join(first.dataDir, 'mail');
    const confirmed = readdirSync(mailDir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readFileSync(path.join(mailDir, name), 'utf8').replace(/\r?\n[ \t]+/g, ' '))
      .map((eml) => /^Subject: Your TeleNova order (ORD-\d+)$/m.exec(eml)?.[1])
      .filter((orderId) => orderId !== undefined); // the eSIM mails that have gone out too
    const perOrder = new Map<string, number>();
    for (const orderId of confirmed) perOrder.set(orderId, (perOrder.get(orderId) ?? 0) + 1);
    expect([...perOrder.keys()].sort()).toEqual([...paid].sort());
    expect([...perOrder.values()].filter((count) => count !== 1)).toEqual([]);
  }, 90_000);
});
