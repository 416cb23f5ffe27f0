// The demo seed on PostgreSQL and SQLite side by side (a *.pg.test.ts: runs where TEST_DATABASE_URL is set).
import { expect, it } from 'vitest';
import { openDatabase } from '../connection.js';
import { migrate } from '../migrate.js';
import { demoRows } from '../../test/demo-rows.js';
import { DEMO_SEED_NOW, openDemoDatabase, openTestDatabase } from '../../test/test-app.js';
import { createUsersRepository } from '../../modules/users/users.repository.js';
import { seedDemo } from './demo.js';

it('gives the same rows on SQLite and on PostgreSQL played through the services, beside an admin account', async () => {
  // An admin account first: PostgreSQL cannot take the copy and is seeded by the services; SQLite gets the same admin.
  const postgres = await openTestDatabase();
  const sqlite = openDatabase(':memory:');
  await migrate(sqlite);
  for (const store of [postgres, sqlite]) {
    await createUsersRepository(store.kysely).insert({
      firstName: 'Admin',
      lastName: '',
      email: 'beheer@telenova.nl',
      phone: null,
      passwordHash: 'not used',
      role: 'admin',
      language: 'nl',
      newsletter: false,
      emailVerified: true,
      createdAt: DEMO_SEED_NOW.toISOString(),
    });
    expect(await seedDemo(store, { now: DEMO_SEED_NOW }, 'beheer@telenova.nl')).toBe(true);
    expect(await seedDemo(store, { now: DEMO_SEED_NOW }, 'beheer@telenova.nl')).toBe(false);
  }
  const users = await postgres.kysely.selectFrom('users').select(['id', 'email']).orderBy('id').execute();
  expect(users[0]).toEqual({ id: 1, email: 'beheer@telenova.nl' });
  expect(await demoRows(postgres)).toEqual(await demoRows(sqlite));
  await sqlite.close();
});

it('gives the same rows by its copy from SQLite, the way PostgreSQL is seeded by default', async () => {
  // The run's seed on PostgreSQL (made once, test-app.ts, by the copy), against the same seed on SQLite.
  const postgres = await openDemoDatabase();
  const sqlite = openDatabase(':memory:');
  await migrate(sqlite);
  expect(await seedDemo(sqlite, { now: DEMO_SEED_NOW })).toBe(true);
  expect(await demoRows(postgres)).toEqual(await demoRows(sqlite));
  await sqlite.close();
});
