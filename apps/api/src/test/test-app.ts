import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import { inject } from 'vitest';
import { createApp, createServices, type AppDeps, type AppServices } from '../app.js';
import { loadSettings, type Settings } from '../config/settings.js';
import { openDatabase, type DataStore } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { seedDemo } from '../db/seed/demo.js';
import { createLogger } from '../lib/logger.js';
import type { MailMessage, Mailer } from '../lib/mailer.js';
import { MAIL_JOB } from '../modules/jobs/mail-outbox.js';
import { createAnswerCheck, type AnswerCheck } from './answer-check.js';
import { databaseUrl, onServer } from './postgres-template.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-1234567890';

/** A mailer that keeps what it is given, so tests can read the mails. */
export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
}

export interface TestApp {
  app: Express;
  /** The app's database. */
  store: DataStore;
  settings: Settings;
  services: AppServices;
  /** Where the mails arrive once sent: see `mails`. */
  mailer: CapturingMailer;
  /** Sends the mails of the outbox that are due (the job runner's work, which tests do not start) and answers every mail sent so far. */
  mails(): Promise<MailMessage[]>;
  /** The check of every /api answer against the OpenAPI document: the calls answered and the mismatches found. */
  answers: AnswerCheck;
}

/**
 * The real app on a fresh in-memory database, with silent logs, captured mail and no web app unless one is given,
 * every /api answer checked against the OpenAPI document (a mismatch answers 500 naming it). `env` adds or overrides
 * settings.
 */
export async function createTestApp(
  overrides: Partial<AppDeps> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const settings = loadSettings({
    NODE_ENV: 'test',
    DATABASE_PATH: ':memory:',
    JWT_SECRET: TEST_JWT_SECRET,
    ...overrides.env,
  });
  const store = overrides.db ?? (await openTestDatabase());
  await migrate(store);
  const mailer = new CapturingMailer();
  const answers = createAnswerCheck();
  const deps: AppDeps = {
    settings,
    db: store,
    logger: createLogger('silent'),
    webDist: null,
    mailer,
    answerCheck: answers.middleware,
    ...overrides,
  };
  const services = createServices(deps);
  const mails = async () => {
    await services.jobs.runDueJobs({ kinds: [MAIL_JOB] });
    return mailer.sent;
  };
  return { app: createApp(deps, services), store, settings, services, mailer, mails, answers };
}

/** PostgreSQL for the tests when set (`npm run test:pg`, .ci/run). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

const openStores: DataStore[] = [];
/** The address of each PostgreSQL test database, for a second pool on it. */
const addresses = new WeakMap<DataStore, string>();

/** A new database of this test run on TEST_DATABASE_URL's server, a copy of `template`, opened. */
async function openCopy(base: string, template: string): Promise<DataStore> {
  const name = `${template}_${randomBytes(6).toString('hex')}`;
  // FILE_COPY copies the template's files as they are: for these small databases about twice as fast as the default
  // (WAL_LOG, which writes every block through the log), whose safety a throwaway test database does not need.
  await onServer(base, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`));
  const url = databaseUrl(base, name);
  const store = openDatabase({ url, poolSize: 4 });
  openStores.push(store);
  addresses.set(store, url);
  return store;
}

/**
 * A new database with no rows: in memory on SQLite (not migrated); on PostgreSQL (TEST_DATABASE_URL) a database of its
 * own, copied from the run's migrated template (src/test/postgres-template.ts), so that every test app starts empty
 * as on SQLite without migrating a schema again. `migrate` finds nothing to do on it.
 */
export async function openTestDatabase(): Promise<DataStore> {
  if (!TEST_DATABASE_URL) return openDatabase(':memory:');
  return openCopy(TEST_DATABASE_URL, inject('postgresTemplate'));
}

/** Another connection pool on the database of `store`: a second instance of the API on the same data. */
export function openSecondInstance(store: DataStore): DataStore {
  const url = addresses.get(store);
  if (!url) throw new Error('openSecondInstance: not a PostgreSQL test database');
  const second = openDatabase({ url, poolSize: 4 });
  openStores.push(second);
  return second;
}

/** The moment the demo data of `openDemoDatabase` is seeded at. */
export const DEMO_SEED_NOW = new Date('2026-11-23T10:30:00Z');

let demoImage: Promise<Buffer> | undefined;
let demoTemplate: Promise<string> | undefined;

/**
 * A migrated database with the demo data as `seedDemo` makes it at DEMO_SEED_NOW, and no admin account. The seed runs
 * once and is copied: on SQLite once per test worker, into memory (`serialize`); on PostgreSQL once per run, into a
 * template database of its own that the first test to ask makes (under an advisory lock, the others wait for it).
 * `demo.test.ts` seeds for real: what the seed does is tested there.
 */
export async function openDemoDatabase(): Promise<DataStore> {
  if (!TEST_DATABASE_URL) return openDatabase({ image: await (demoImage ??= seededImage()) });
  return openCopy(TEST_DATABASE_URL, await (demoTemplate ??= seededTemplate(TEST_DATABASE_URL)));
}

async function seededImage(): Promise<Buffer> {
  const store = openDatabase(':memory:');
  try {
    await migrate(store);
    if (!(await seedDemo(store, { now: DEMO_SEED_NOW }))) throw new Error('the demo seed found a database with data');
    return store.sqlite!.serialize();
  } finally {
    await store.close();
  }
}

async function seededTemplate(base: string): Promise<string> {
  const template = inject('postgresTemplate');
  const demo = `${template}_demo`;
  await onServer(base, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [demo]);
    try {
      const made = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [demo]);
      if (made.rowCount) return;
      // Seeded under another name and renamed when done: a copy is only ever taken of a whole seed.
      const building = `${demo}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building}`);
      await client.query(`CREATE DATABASE ${building} TEMPLATE ${template} STRATEGY FILE_COPY`);
      const store = openDatabase({ url: databaseUrl(base, building), poolSize: 4 });
      try {
        if (!(await seedDemo(store, { now: DEMO_SEED_NOW })))
          throw new Error('the demo seed found a database with data');
      } finally {
        await store.close();
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${demo}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [demo]);
    }
  });
  return demo;
}

/** Closes the PostgreSQL pools the tests opened (vitest's teardown; SQLite's memory goes with the process). */
export async function closeTestDatabases(): Promise<void> {
  await Promise.all(openStores.splice(0).map((store) => store.close()));
}
