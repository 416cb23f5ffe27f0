// Starts the product: reads the settings, opens and migrates the database, serves the API and the built web app.
import type { AddressInfo } from 'node:net';
import { resolveJwtSecret } from './config/jwt-secret.js';
import { loadSettings, SettingsError, type Settings } from './config/settings.js';
import { createApp, createServices } from './app.js';
import { openDatabase } from './db/connection.js';
import { migrate } from './db/migrate.js';
import { seedDemo } from './db/seed/demo.js';
import { createLogger } from './lib/logger.js';
import { prepareDummyHash } from './modules/auth/passwords.js';

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
const db = openDatabase(settings.databasePath);
const applied = migrate(db);
if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');

let stopping = false;
const deps = { settings, db, logger, isStopping: () => stopping };
const services = createServices(deps);
if (settings.admin) {
  const admin = await services.auth.ensureAdminAccount(settings.admin);
  logger.info({ userId: admin.id }, 'admin account ready');
}
if (settings.seedDemo && (await seedDemo(db, { now: new Date() }, settings.admin?.email))) {
  logger.info('demo data seeded (log in as demo@telenova.nl, see README.md)');
}
await prepareDummyHash();

const app = createApp(deps, services);
const server = app.listen(settings.port, () => {
  const { port } = server.address() as AddressInfo;
  logger.info({ port, database: settings.databasePath }, `listening on http://localhost:${port}`);
});
server.on('error', (error) => {
  logger.fatal({ err: error }, 'the server could not start');
  db.close();
  process.exit(1);
});

function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  server.close(() => {
    db.close();
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    logger.warn('forcing shutdown after 10 s');
    db.close();
    process.exit(1);
  }, 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
