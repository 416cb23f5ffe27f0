// `npm run db:copy [-- --from data/app.db]` (issue 19 point 8): copies every table of a SQLite file (by default the
// DATABASE_PATH of the settings) into the PostgreSQL database of DATABASE_URL, keeping ids, in one transaction; then
// moves PostgreSQL's identity sequences past the highest ids. Both databases are migrated first; a target that already
// holds data is refused. Stop the app before copying, so that nothing is written to the SQLite file meanwhile.
// Runs the built code: the npm script builds first.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const dist = (file) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));
const { loadSettings, SettingsError } = await import(dist('config/settings.js'));
const { openDatabase, isPostgresUrl } = await import(dist('db/connection.js'));
const { migrate } = await import(dist('db/migrate.js'));
const { copyDatabase, CopyRefusedError } = await import(dist('db/copy-database.js'));

function fail(message) {
  console.error(message);
  process.exit(1);
}

let settings;
try {
  settings = loadSettings();
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  fail(`${error.message}\nSee the settings table in README.md.`);
}
const { values } = parseArgs({ options: { from: { type: 'string' } } });
const from = values.from ?? settings.databasePath;
if (!isPostgresUrl(settings.databaseUrl))
  fail('db:copy needs DATABASE_URL=postgres://… naming the (empty) PostgreSQL database to copy into.');
if (from === ':memory:' || !existsSync(from))
  fail(`No SQLite database at ${from} (give it with --from, or DATABASE_PATH).`);

const source = openDatabase({ path: from });
const target = openDatabase({ url: settings.databaseUrl });
try {
  await migrate(source);
  await migrate(target);
  const started = performance.now();
  const { rows } = await copyDatabase(source, target);
  for (const [table, count] of Object.entries(rows)) console.log(`${table.padEnd(26)} ${String(count).padStart(9)}`);
  console.log(`Copied ${from} into ${target.description} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  if (!(error instanceof CopyRefusedError)) console.error(error);
  else console.error(error.message);
  process.exitCode = 1;
} finally {
  await Promise.all([source.close(), target.close()]);
}
