// Starts the product: reads the settings, opens and migrates the database, serves the API and the built web app, and
// stops cleanly on SIGTERM (docs/contracts.md §6).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Server as NetServer, type AddressInfo, type Socket } from 'node:net';
import { collectDefaultMetrics } from 'prom-client';
import { resolveJwtSecret } from './config/jwt-secret.js';
import { loadSettings, SettingsError, type Settings } from './config/settings.js';
import { createApp, createServices } from './app.js';
import { openDatabase } from './db/connection.js';
import { migrate } from './db/migrate.js';
import { seedDemo } from './db/seed/demo.js';
import { startCounterCompaction } from './db/stat-counters.js';
import { withStartupLock } from './db/startup-lock.js';
import { createBackgroundTasks } from './lib/background-tasks.js';
import { createLogger } from './lib/logger.js';
import { requestClasses } from './http/request-classes.js';
import { prepareDummyHash } from './modules/auth/passwords.js';
import { startVoicemailMediaServer } from './modules/assistant/voicemail-media.js';

function readSettings(): Settings {
  try {
    return loadSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      process.stderr.write(`${error.message}\nThe server did not start. See the settings table in README.md.\n`);
      process.exit(1);
    }
    throw error;
  }
}

const settings = readSettings();
settings.jwtSecret = resolveJwtSecret(settings);
const logger = createLogger(settings.logLevel);
const db = openDatabase({
  path: settings.databasePath,
  url: settings.databaseUrl,
  poolSize: settings.databasePoolSize,
});
if (settings.migrateOnStart) {
  const applied = await migrate(db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
}

/**
 * After SIGTERM, how long a keep-alive connection may stay idle before it is closed. Its client may have sent the next
 * request before it could know that the server stops: closing at once would reset that request, and HTTP gives the
 * client no way to tell whether it was received. A client that has had an answer within this time gets its next
 * answer, with `Connection: close`; a connection quiet for longer is closed at once.
 */
const IDLE_GRACE_MS = 1_000;
/** Whatever is left then is cut off, and the exit code says so: `docker stop` kills at 10 s. */
const SHUTDOWN_DEADLINE_MS = 9_000;

let stopping = false;
const background = createBackgroundTasks(logger);
const deps = { settings, db, logger, isStopping: () => stopping, background };
const services = createServices(deps);
// One instance at a time (docs/contracts.md §11): each finds what those before it did.
await withStartupLock(db, async () => {
  // The seed before the admin account: PostgreSQL's seed is a copy, which needs a database without any rows.
  if (settings.seedDemo && (await seedDemo(db, { now: new Date() }, settings.admin?.email))) {
    logger.info('demo data seeded (log in as demo@telenova.nl, see README.md)');
  }
  if (settings.admin) {
    const admin = await services.auth.ensureAdminAccount(settings.admin);
    logger.info({ userId: admin.id }, 'admin account ready');
  }
  // Every area's new VOIP numbers (docs/contracts.md §9), added once: the numbers already there keep their state.
  const numbersAdded = await services.voip.ensureInventory();
  if (numbersAdded > 0) logger.info({ numbers: numbersAdded }, 'VOIP number inventory filled');
});
await prepareDummyHash();

const app = createApp(deps, services);
// The process's own figures (memory, event loop lag, CPU) beside the app's, in its registry: once, here, because they
// describe the process, which the tests' many apps share.
if (services.metrics) collectDefaultMetrics({ register: services.metrics.registry });
// Orders whose payment stayed open past its expiry become `expired`, every minute (a conditional update: safe on every
// instance at once; reading an order applies it too).
const stopExpirySweep = services.orders.startExpirySweep(60_000, (error) =>
  logger.error({ err: error }, 'expiring open payments failed'),
);
// The voice platform's new calls, imported every minute, and the calling meter's mails they call for (decision 052):
// without anyone opening a call list. Safe on every instance at once (each call and each mail is kept once).
const stopCallImport = services.callMeter.startImportSweep(60_000, (error) =>
  logger.error({ err: error }, 'importing the calls failed'),
);
// Voicemail messages 90 days old are deleted (docs/contracts.md §16), every minute; safe on every instance at once.
const stopVoicemailExpiry = services.voicemail.startExpirySweep(60_000, (error) =>
  logger.error({ err: error }, 'deleting expired voicemail messages failed'),
);
// Housekeeping (docs/decisions/067-housekeeping.md): jobs finished over a month ago and Idempotency-Keys past their day
// are deleted at start and every hour, 1,000 rows a statement; safe on every instance at once.
const stopHousekeeping = services.housekeeping.start(60 * 60_000, {
  onSwept: (deleted) => {
    if (Object.values(deleted).some((count) => count > 0)) logger.info({ deleted }, 'housekeeping done');
  },
  onError: (error) => logger.error({ err: error }, 'housekeeping failed'),
});
// The jobs that survive a restart (an eSIM's provisioning and mails), every second: each due job is claimed by one
// instance (modules/jobs/jobs.ts); shutdown lets a run in progress finish before the database closes.
const JOB_INTERVAL_MS = 1_000;
const stopJobs = services.jobs.start(JOB_INTERVAL_MS);

// The voicemail media server (docs/decisions/061): on Kamailio, the calls its voicemail and assistant routes hand over
// (UDP on MEDIA_SERVER_HOST:MEDIA_SERVER_PORT, Kamailio's MEDIA) are greeted and recorded into the voicemail intake.
// A port in use (another instance on the host has it) costs voicemail on this instance, not the site: logged as an
// error, and the server serves on.
const mediaServer =
  settings.voice.platform === 'kamailio'
    ? await startVoicemailMediaServer({
        db: db.kysely,
        voicemail: services.voicemail,
        greetings: services.greetings,
        assistant: services.assistant,
        speechToText: services.speechEngine ?? undefined,
        logger,
        host: settings.mediaServer.host,
        port: settings.mediaServer.port,
      }).catch((error: unknown) => {
        logger.error({ err: error }, 'the voicemail media server could not start: no voicemail on this instance');
        return undefined;
      })
    : undefined;
if (mediaServer) logger.info({ media: mediaServer.address }, 'voicemail media server listening');

// PostgreSQL's counters of the back office's stats (db/stat-counters.ts), folded into one row per key at start-up and
// every 10 minutes.
const stopCounterCompaction = startCounterCompaction(db.kysely, 10 * 60_000, (error) =>
  logger.error({ err: error }, 'folding the stat counters failed'),
);

// The monthly billing run, checked at start-up and every 10 minutes: the first check of each day (UTC) on any
// instance runs it (billing_runs), the others skip it.
const stopDailyBilling = services.billing.startDailyBilling(10 * 60_000, {
  onRun: (result) => logger.info({ billing: result }, 'billing run done'),
  onError: (error) => logger.error({ err: error }, 'the billing run failed'),
  track: (work) => background.run(work, 'the billing run'),
});

/** What shutdown needs to know of each open connection. */
interface Connection {
  /** Requests received on it and requests whose answer has been sent (or abandoned). */
  received: number;
  answered: number;
  /** When it last had nothing left to answer, and how many bytes it had read by then. */
  idleSince: number;
  bytesReadWhenIdle: number;
  /** The answer being sent says `Connection: close`: the connection ends after it. */
  closing: boolean;
}
const connections = new Map<Socket, Connection>();

// Requests and answers made with the app's prototypes in place (http/request-classes.ts).
const server = createServer(requestClasses(app), serve);
server.on('connection', (socket: Socket) => {
  connections.set(socket, { received: 0, answered: 0, idleSince: Date.now(), bytesReadWhenIdle: 0, closing: false });
  socket.once('close', () => connections.delete(socket));
});
server.listen(settings.port, () => {
  const { port } = server.address() as AddressInfo;
  logger.info({ port, database: db.description }, `listening on http://localhost:${port}`);
});
server.on('error', (error) => {
  logger.fatal({ err: error }, 'the server could not start');
  void db.close().finally(() => process.exit(1));
});

/**
 * Hands each request to the app, keeping count per connection. Once stopping, the answer to a connection's latest
 * request carries `Connection: close`, decided when its head is written, so that a request received after the signal
 * is answered too; Node then ends the connection after that answer. A request pipelined behind it keeps it open for
 * its own answer: to see those that came in together, the app then runs once the parser has read all it was given.
 */
function serve(req: IncomingMessage, res: ServerResponse): void {
  const connection = connections.get(req.socket);
  if (!connection) {
    app(req, res);
    return;
  }
  const sequence = ++connection.received;
  if (connection.closing) {
    // Pipelined behind an answer that said `Connection: close`: Node drops it when that answer has gone out. Not
    // running it keeps that true to the client, who may send it again (RFC 9112 §9.6).
    return;
  }
  const writeHead = res.writeHead;
  res.writeHead = ((...args: Parameters<typeof writeHead>) => {
    if (stopping && sequence === connection.received) {
      res.setHeader('Connection', 'close');
      connection.closing = true;
    }
    return writeHead.apply(res, args);
  }) as typeof writeHead;
  res.once('close', () => {
    connection.answered++;
    if (connection.answered < connection.received) return;
    connection.idleSince = Date.now();
    connection.bytesReadWhenIdle = req.socket.bytesRead;
    if (stopping) scheduleIdleCheck(IDLE_GRACE_MS);
  });
  if (stopping) setImmediate(() => app(req, res));
  else app(req, res);
}

let idleCheck: { timer: NodeJS.Timeout; at: number } | undefined;

function scheduleIdleCheck(delayMs: number): void {
  const at = Date.now() + delayMs;
  if (idleCheck && idleCheck.at <= at) return;
  if (idleCheck) clearTimeout(idleCheck.timer);
  idleCheck = { timer: setTimeout(closeIdleConnections, delayMs), at };
}

/**
 * Closes the connections that have been idle for IDLE_GRACE_MS, and looks again when the next one will have been.
 * A connection that has read bytes since its last answer is receiving a request: that request's answer closes it.
 */
function closeIdleConnections(): void {
  idleCheck = undefined;
  const now = Date.now();
  for (const [socket, connection] of connections) {
    if (connection.answered < connection.received || socket.bytesRead !== connection.bytesReadWhenIdle) continue;
    const idleFor = now - connection.idleSince;
    if (idleFor >= IDLE_GRACE_MS) socket.destroy();
    else scheduleIdleCheck(IDLE_GRACE_MS - idleFor);
  }
}

/**
 * Stops listening (new connections are refused) and resolves once the last connection has closed. Not http.Server's
 * close(): that also destroys every idle keep-alive connection at once, resetting the requests on their way to them.
 */
function stopListening(): Promise<void> {
  return new Promise((resolve) => {
    NetServer.prototype.close.call(server, () => resolve());
  });
}

function requestsInProgress(): number {
  let count = 0;
  for (const connection of connections.values()) count += connection.received - connection.answered;
  return count;
}

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  stopExpirySweep();
  stopCallImport();
  stopVoicemailExpiry();
  stopCounterCompaction();
  stopDailyBilling();
  // A sweep in progress stops after its current batch.
  const housekeepingStopped = stopHousekeeping();
  // No new calls for voicemail; a message being recorded ends with a BYE to its caller and is kept, as far as it got.
  await mediaServer?.close();
  // No new run of the jobs; one in progress finishes (a job cut off runs again on an instance once its lock passes).
  const jobsStopped = stopJobs();
  const startedAt = Date.now();
  logger.info({ signal, connections: connections.size, requestsInProgress: requestsInProgress() }, 'shutting down');
  const deadline = setTimeout(() => {
    logger.warn(
      { connections: connections.size, requestsInProgress: requestsInProgress(), backgroundTasks: background.pending },
      `forcing shutdown after ${SHUTDOWN_DEADLINE_MS / 1000} s: destroying the connections left`,
    );
    for (const socket of connections.keys()) socket.destroy();
    void db.close().finally(() => process.exit(1));
  }, SHUTDOWN_DEADLINE_MS);

  const closed = stopListening();
  closeIdleConnections();
  await closed;
  await jobsStopped;
  await housekeepingStopped;
  // The mails and the like of the last answers, which may still use the database.
  await background.settled(startedAt + SHUTDOWN_DEADLINE_MS - Date.now());
  if (background.pending > 0) return; // the deadline is due and reports them
  clearTimeout(deadline);
  await db.close();
  // The last spans to the collector; a collector that does not answer costs the exporter's timeout, not the exit.
  await services.tracing?.shutdown().catch((error: unknown) => logger.warn({ err: error }, 'traces not sent'));
  logger.info({ ms: Date.now() - startedAt }, 'stopped');
  process.exit(0);
}

function onSignal(signal: string): void {
  shutdown(signal).catch((error: unknown) => {
    logger.fatal({ err: error }, 'shutdown failed');
    process.exit(1);
  });
}
process.on('SIGTERM', () => onSignal('SIGTERM'));
process.on('SIGINT', () => onSignal('SIGINT'));
