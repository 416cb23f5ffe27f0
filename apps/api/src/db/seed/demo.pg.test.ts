// The demo seed on PostgreSQL and SQLite side by side (a *.pg.test.ts: runs where TEST_DATABASE_URL is set).
import { expect, it } from 'vitest';
import { openDatabase } from '../connection.js';
import { migrate } from '../migrate.js';
import { demoRows, emptyStore } from '../../test/demo-rows.js';
import { seedDemo } from './demo.js';

const NOW = new Date('2026-11-23T10:30:00Z');

it('gives the same rows on SQLite and on PostgreSQL', async () => {
  const postgres = await emptyStore();
  const sqlite = openDatabase(':memory:');
  await migrate(sqlite);
  expect(await seedDemo(postgres, { now: NOW })).toBe(true);
  expect(await seedDemo(sqlite, { now: NOW })).toBe(true);
  expect(await demoRows(postgres)).toEqual(await demoRows(sqlite));
  await sqlite.close();
});
