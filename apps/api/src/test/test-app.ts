import type { Express } from 'express';
import { createApp, createServices, type AppDeps, type AppServices } from '../app.js';
import { loadSettings, type Settings } from '../config/settings.js';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, type DataStore } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { createLogger } from '../lib/logger.js';
import type { MailMessage, Mailer } from '../lib/mailer.js';
import { createAnswerCheck, type AnswerCheck } from './answer-check.js';

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
  mailer: CapturingMailer;
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
  return { app: createApp(deps, services), store, settings, services, mailer, answers };
}

/** PostgreSQL for the tests when set (`npm test` runs the API suite once more with it, .ci/run). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

const openStores: DataStore[] = [];

/**
 * A new empty database: in memory on SQLite; on PostgreSQL (TEST_DATABASE_URL) a schema of its own in the test
 * database, so that every test app starts empty as on SQLite. Not migrated.
 */
export async function openTestDatabase(): Promise<DataStore> {
  if (!TEST_DATABASE_URL) return openDatabase(':memory:');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = openDatabase({ url: TEST_DATABASE_URL, poolSize: 1 });
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.kysely);
  await admin.close();
  const store = openDatabase({ url: TEST_DATABASE_URL, schema, poolSize: 4 });
  openStores.push(store);
  return store;
}

/** Closes the PostgreSQL pools the tests opened (vitest's teardown; SQLite's memory goes with the process). */
export async function closeTestDatabases(): Promise<void> {
  await Promise.all(openStores.splice(0).map((store) => store.close()));
}
