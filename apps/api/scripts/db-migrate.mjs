// `npm run db:migrate` (docs/contracts.md §3, §11): applies the migrations of the database the settings name
// (DATABASE_URL, else the SQLite file of DATABASE_PATH) and exits. Safe when several run at once: Kysely's migrator
// takes a lock (on PostgreSQL an advisory lock), and those that come after find nothing left to do.
// Runs the built code: the npm script builds first.
import { fileURLToPath } from 'node:url';

const dist = (file) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));
const { loadSettings, SettingsError } = await import(dist('config/settings.js'));
const { openDatabase } = await import(dist('db/connection.js'));
const { migrate } = await import(dist('db/migrate.js'));

let settings;
try {
  settings = loadSettings();
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(`${error.message}\nSee the settings table in README.md.`);
  process.exit(1);
}
const store = openDatabase({ path: settings.databasePath, url: settings.databaseUrl });
try {
  const applied = await migrate(store);
  console.log(
    applied.length > 0 ? `${store.description}: applied ${applied.join(', ')}` : `${store.description}: up to date`,
  );
} catch (error) {
  console.error(`${store.description}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
