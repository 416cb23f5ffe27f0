import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { foldCase } from '@telecom/domain';
import { openTestDatabase } from '../test/test-app.js';
import { openDatabase } from './connection.js';
import { copyDatabase, CopyRefusedError, tableCounts } from './copy-database.js';
import { migrate } from './migrate.js';
import { customerCounts, invoiceCounts, orderCounts } from './stat-counters.js';
import { seedDemo } from './seed/demo.js';

const NOW = new Date('2026-11-23T10:30:00Z');

// PostgreSQL is the target: a *.pg.test.ts runs where TEST_DATABASE_URL names one (the API suite's second run).
describe('db:copy, SQLite to PostgreSQL', () => {
  it('copies every row with its id, moves the sequences past them, and refuses a target with data', async () => {
    const sqlite = openDatabase(':memory:');
    await migrate(sqlite);
    await seedDemo(sqlite, { now: NOW });
    const postgres = await openTestDatabase();
    await migrate(postgres);

    const report = await copyDatabase(sqlite, postgres);
    const counts = await tableCounts(sqlite);
    expect(await tableCounts(postgres)).toEqual(counts);
    expect(report.rows).toEqual(counts);
    expect(counts.customers).toBe(1247);

    const rowsOf = (store: typeof sqlite) => store.kysely.selectFrom('invoices').selectAll().orderBy('id').execute();
    expect(await rowsOf(postgres)).toEqual(await rowsOf(sqlite));
    // The counters are not copied: the target's triggers count the rows as they go in, to the same figures.
    const counters = async (store: typeof sqlite) => ({
      invoices: await invoiceCounts(store.kysely, '2026-11-23'),
      customers: await customerCounts(store.kysely, '2026-11'),
      orders: await orderCounts(store.kysely),
    });
    const byKey = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();
    const [copied, source] = [await counters(postgres), await counters(sqlite)];
    expect(byKey(copied.invoices)).toEqual(byKey(source.invoices));
    expect(byKey(copied.customers)).toEqual(byKey(source.customers));
    expect(byKey(copied.orders)).toEqual(byKey(source.orders));
    expect(source.orders.length).toBeGreaterThan(0);
    const meta = (store: typeof sqlite) => store.kysely.selectFrom('app_meta').selectAll().orderBy('key').execute();
    expect(await meta(postgres)).toEqual(await meta(sqlite));

    const highest = (
      await sqlite.kysely
        .selectFrom('customers')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id;
    const added = await postgres.kysely
      .insertInto('customers')
      .values({
        name: 'Nieuw',
        name_key: 'nieuw',
        email: 'nieuw@example.nl',
        email_key: foldCase('nieuw@example.nl'),
        plan: 'voip',
        plan_name: 'VOIP',
        status: 'active',
        created_at: NOW.toISOString(),
        created_at_ms: NOW.getTime(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(added.id).toBe(Number(highest) + 1);

    await expect(copyDatabase(sqlite, postgres)).rejects.toThrow(CopyRefusedError);
    await sqlite.close();
  });

  it("copies Kamailio's SIP accounts and call records, its SQLite times as timestamps", async () => {
    const sqlite = openDatabase(':memory:');
    await migrate(sqlite);
    await sqlite.kysely
      .insertInto('subscriber')
      .values({ username: '31201234567', domain: 'voice.test', ha1: 'a'.repeat(32), ha1b: 'b'.repeat(32) })
      .execute();
    // As Kamailio's SQLite driver writes it: 2461374.75 is the Julian day of 2026-11-30 06:00:00 UTC.
    await sqlite.kysely
      .insertInto('acc')
      .values({
        method: 'INVITE',
        from_tag: 'f',
        to_tag: 't',
        callid: 'call-1',
        sip_code: '200',
        sip_reason: 'OK',
        time: 2_461_374.75,
        src_user: '31201234567',
        dst_user: '31201234568',
        invited_at: '1796018399.5',
        event_at: 1_796_018_400.25,
      })
      .execute();
    const postgres = await openTestDatabase();
    await migrate(postgres);

    const report = await copyDatabase(sqlite, postgres);

    expect(report.rows).toMatchObject({ version: 4, subscriber: 1, acc: 1, missed_calls: 0 });
    expect(await postgres.kysely.selectFrom('subscriber').select(['username', 'ha1']).execute()).toEqual([
      { username: '31201234567', ha1: 'a'.repeat(32) },
    ]);
    const { rows } = await sql<{
      time: string;
      event_at: number;
    }>`SELECT to_char(time, 'YYYY-MM-DD HH24:MI:SS') AS time, event_at FROM acc`.execute(postgres.kysely);
    expect(rows).toEqual([{ time: '2026-11-30 06:00:00', event_at: 1_796_018_400.25 }]);
    await sqlite.close();
  });

  it('copies voicemail messages with their recordings byte for byte, and the calendar', async () => {
    const sqlite = openDatabase(':memory:');
    await migrate(sqlite);
    await seedDemo(sqlite, { now: NOW });
    const user = await sqlite.kysely.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    // Every byte value, so that no text conversion on the way could go unnoticed.
    const audio = Buffer.concat([Buffer.from('RIFF'), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);
    const voicemail = await sqlite.kysely
      .insertInto('voicemails')
      .values({
        user_id: user.id,
        number: '+31201234567',
        caller: null,
        received_at: NOW.toISOString(),
        seconds: 3,
        audio,
        expires_at: '2027-02-21T10:30:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sqlite.kysely
      .insertInto('appointments')
      .values({
        user_id: user.id,
        source: 'voicemail',
        voicemail_id: voicemail.id,
        title: 'Afspraak',
        start_at: '2026-12-08T09:00:00.000Z',
        end_at: '2026-12-08T09:30:00.000Z',
        contact: null,
        created_at: NOW.toISOString(),
      })
      .execute();
    const postgres = await openTestDatabase();
    await migrate(postgres);
    await copyDatabase(sqlite, postgres);
    // This message beside the demo account's three (the seed's examples).
    const messageOf = (store: typeof sqlite) =>
      store.kysely.selectFrom('voicemails').selectAll().where('id', '=', voicemail.id).executeTakeFirstOrThrow();
    const copied = await messageOf(postgres);
    expect(Buffer.compare(Buffer.from(copied.audio), audio)).toBe(0);
    expect({ ...copied, audio: null }).toEqual({ ...(await messageOf(sqlite)), audio: null });
    const recordings = (store: typeof sqlite) =>
      store.kysely.selectFrom('voicemails').select(['id', 'audio']).orderBy('id').execute();
    const seeded = await recordings(sqlite);
    expect(seeded).toHaveLength(4);
    expect(
      (await recordings(postgres)).map(({ id, audio: bytes }, index) => [
        id,
        Buffer.compare(Buffer.from(bytes), Buffer.from(seeded[index]!.audio)),
      ]),
    ).toEqual(seeded.map(({ id }) => [id, 0]));
    const appointments = (store: typeof sqlite) =>
      store.kysely.selectFrom('appointments').selectAll().orderBy('id').execute();
    // The demo's accepted request and this message's.
    expect(await appointments(sqlite)).toHaveLength(2);
    expect(await appointments(postgres)).toEqual(await appointments(sqlite));
    await sqlite.close();
  });
});
