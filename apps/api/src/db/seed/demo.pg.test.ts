// The demo seed on PostgreSQL and SQLite side by side (a *.pg.test.ts: runs where TEST_DATABASE_URL is set).
import { expect, it } from 'vitest';
import { openDatabase } from '../connection.js';
import { migrate } from '../migrate.js';
import { demoRows } from '../../test/demo-rows.js';
import { DEMO_SEED_NOW, openDemoDatabase } from '../../test/test-app.js';
import { seedDemo } from './demo.js';

it('gives the same rows on SQLite and on PostgreSQL', async () => {
  // The run's seed on PostgreSQL (made once, test-app.ts), and the same seed on SQLite.
  const postgres = await openDemoDatabase();
  const sqlite = openDatabase(':memory:');
  await migrate(sqlite);
  expect(await seedDemo(sqlite, { now: DEMO_SEED_NOW })).toBe(true);
  expect(await demoRows(postgres)).toEqual(await demoRows(sqlite));
  await sqlite.close();
});
