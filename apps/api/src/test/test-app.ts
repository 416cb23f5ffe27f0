import type { Express } from 'express';
import { createApp, createServices, type AppDeps, type AppServices } from '../app.js';
import { loadSettings, type Settings } from '../config/settings.js';
import { openDatabase, type Db } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { createLogger } from '../lib/logger.js';
import type { MailMessage, Mailer } from '../lib/mailer.js';

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
  db: Db;
  settings: Settings;
  services: AppServices;
  mailer: CapturingMailer;
}

/**
 * The real app on a fresh in-memory database, with silent logs, captured mail and no web app unless one is given.
 * `env` adds or overrides settings.
 */
export function createTestApp(overrides: Partial<AppDeps> & { env?: Record<string, string> } = {}): TestApp {
  const settings = loadSettings({ NODE_ENV: 'test', DATABASE_PATH: ':memory:', JWT_SECRET: TEST_JWT_SECRET, ...overrides.env });
  const db = overrides.db ?? openDatabase(':memory:');
  migrate(db);
  const mailer = new CapturingMailer();
  const deps: AppDeps = { settings, db, logger: createLogger('silent'), webDist: null, mailer, ...overrides };
  const services = createServices(deps);
  return { app: createApp(deps, services), db, settings, services, mailer };
}
