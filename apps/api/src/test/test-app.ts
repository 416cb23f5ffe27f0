import type { Express } from 'express';
import { createApp, type AppDeps } from '../app.js';
import { loadSettings } from '../config/settings.js';
import { openDatabase, type Db } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { createLogger } from '../lib/logger.js';

export interface TestApp {
  app: Express;
  db: Db;
}

/** The real app on a fresh in-memory database, with silent logs and no web app unless one is given. */
export function createTestApp(overrides: Partial<AppDeps> & { env?: Record<string, string> } = {}): TestApp {
  const settings = loadSettings({ NODE_ENV: 'test', DATABASE_PATH: ':memory:', JWT_SECRET: 'test-secret-that-is-long-enough-1234567890', ...overrides.env });
  const db = overrides.db ?? openDatabase(':memory:');
  migrate(db);
  const app = createApp({ settings, db, logger: createLogger('silent'), webDist: null, ...overrides });
  return { app, db };
}
