// What the voice tests with a real Kamailio share (modules/voice/*.test.ts): the database the API and Kamailio both
// open, a customer's number with its SIP password set through the API, and waiting for Kamailio's records.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import request from 'supertest';
import { expect, inject } from 'vitest';
import { openDatabase, type DataStore } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { orderAndPay, type TestCustomer } from './customer-orders.js';
import { databaseUrl, onServer } from './postgres-template.js';
import { TEST_DATABASE_URL, type TestApp } from './test-app.js';

/**
 * A migrated database of the test's own that Kamailio opens too: a SQLite file in `dir`, or on PostgreSQL
 * (TEST_DATABASE_URL) a database copied from the run's migrated template. Answers where Kamailio finds it.
 */
export async function voiceDatabase(
  dir: string,
  poolSize = 4,
): Promise<{ store: DataStore; databasePath?: string; databaseUrl?: string }> {
  if (!TEST_DATABASE_URL) {
    const databasePath = path.join(dir, 'telecom.db');
    const sqlite = openDatabase(databasePath);
    await migrate(sqlite);
    return { store: sqlite, databasePath };
  }
  const template = inject('postgresTemplate');
  const name = `${template}_${randomBytes(6).toString('hex')}`;
  await onServer(TEST_DATABASE_URL, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = databaseUrl(TEST_DATABASE_URL, name);
  return { store: openDatabase({ url, poolSize }), databaseUrl: url };
}

/**
 * Orders and pays the `index`-th free Utrecht (030) number for the customer (who lives in Utrecht: orderAndPay's
 * address), without a bundle, and sets its SIP password as the dashboard does. Answers the number and the credentials.
 */
export async function numberWithPassword(
  t: TestApp,
  customer: TestCustomer,
  index = 0,
): Promise<{ number: string; username: string; password: string }> {
  const free = await request(t.app).get('/api/voip/numbers?area=030');
  const number = (free.body.numbers as { number: string }[])[index]!.number;
  const hold = await request(t.app).post('/api/voip/numbers/hold').send({ number });
  await orderAndPay(t, customer, {
    kind: 'voip',
    numberType: 'nl',
    number,
    bundle: null,
    numberHold: hold.body.holdToken,
  });
  const set = await customer.post(`/api/voip/numbers/${encodeURIComponent(number)}/sip/password`);
  expect(set.status).toBe(200);
  return { number, username: set.body.account.username as string, password: set.body.password as string };
}

/** Reads until `done` holds or `timeoutMs` has passed (Kamailio writes its records as the SIP replies go out). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
