// The AI assistant's daily digest (docs/contracts.md §16, docs/decisions/062): at 07:00 in Amsterdam each account whose
// assistants took phone calls the day before gets one mail in its language listing them (time, caller, outcome, what
// the caller said, the booking's time) with the month's calls against the plan's limit; none without calls, and one
// only however often the job runs. The phone path is not built yet: the calls are written as it will write them.
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPhoneNumber } from '@telecom/domain';
import { orderAssistant, registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { enqueueJob } from '../jobs/jobs.js';
import { ASSISTANT_DIGEST_JOB, digestDayAt, nextDigestAt } from './assistant-digest.js';
import { assistantDigestMail } from './assistant-digest-mail.js';

/** Monday 30 November 2026, 13:00 in Amsterdam (UTC+1). */
let now = new Date('2026-11-30T12:00:00.000Z');
/** 07:00 in Amsterdam on Tuesday 1 December and Wednesday 2 December. */
const TUESDAY_SEVEN = new Date('2026-12-01T06:00:00.000Z');
const WEDNESDAY_SEVEN = new Date('2026-12-02T06:00:00.000Z');

const BUSINESS = {
  name: 'Kapsalon Knip',
  phone: '030 123 4567',
  languages: ['nl', 'en'],
  hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], open: '08:00', close: '17:30' },
  greeting: 'Goedemorgen, Kapsalon Knip, waarmee kan ik u helpen?',
};

let t: TestApp;
let ingrid: { customer: TestCustomer; userId: number; assistantId: number };
let erik: { customer: TestCustomer; userId: number; assistantId: number };

async function withAssistant(customer: TestCustomer, plan: 'starter' | 'professional') {
  const assistantId = await orderAssistant(customer, BUSINESS, plan);
  const { id } = await t.store.kysely
    .selectFrom('users')
    .select('id')
    .where('email', '=', customer.email)
    .executeTakeFirstOrThrow();
  return { customer, userId: id, assistantId };
}

/** A conversation of an assistant, as the call log keeps it. */
async function logCall(
  owner: { userId: number; assistantId: number },
  call: {
    startedAt: string;
    channel?: 'phone' | 'test';
    caller?: string | null;
    outcome?: 'answered' | 'booked' | 'transferred' | 'message';
    summary?: string;
    transferNumber?: string | null;
    booking?: { start: string; contact: string | null };
  },
) {
  const appointment = call.booking
    ? await t.store.kysely
        .insertInto('appointments')
        .values({
          user_id: owner.userId,
          source: 'assistant',
          title: 'Knippen',
          start_at: call.booking.start,
          end_at: new Date(Date.parse(call.booking.start) + 30 * 60_000).toISOString(),
          contact: call.booking.contact,
          created_at: call.startedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    : undefined;
  await t.store.kysely
    .insertInto('assistant_calls')
    .values({
      user_id: owner.userId,
      subscription_id: owner.assistantId,
      channel: call.channel ?? 'phone',
      started_at: call.startedAt,
      ended_at: new Date(Date.parse(call.startedAt) + 90_000).toISOString(),
      transcript: JSON.stringify([{ speaker: 'caller', text: call.summary ?? '' }]),
      summary: call.summary ?? '',
      outcome: call.outcome ?? 'answered',
      transfer_number: call.transferNumber ?? null,
      appointment_id: appointment?.id ?? null,
      caller: call.caller ?? null,
    })
    .execute();
  return appointment?.id;
}

const digestMails = async () =>
  (await t.mails()).filter((mail) => /Dagoverzicht|AI assistant’s day|Resumen del día/.test(mail.subject));

/** The waiting row of the digest job: when it runs next. */
const digestJob = () =>
  t.store.kysely
    .selectFrom('jobs')
    .select(['id', 'run_at'])
    .where('kind', '=', ASSISTANT_DIGEST_JOB)
    .where('done_at', 'is', null)
    .execute();

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  // What the started job runner does first (server.ts): the digest's row, due at once.
  await t.services.jobs.ensureRecurring();
  ingrid = await withAssistant(await registerCustomer(t, { email: 'ingrid@example.nl' }), 'professional');
  erik = await withAssistant(
    await registerCustomer(t, { email: 'erik@example.com', firstName: 'Erik', language: 'en' }),
    'starter',
  );
  // The runner's first run: Sunday's digest (no calls), and what the orders left.
  await t.services.jobs.runDueJobs();

  // Ingrid's calls: four on Monday 30 November (Amsterdam), one late on Sunday and two earlier in November, a test by
  // text on Monday, and one on Tuesday before seven.
  await logCall(ingrid, { startedAt: '2026-11-10T12:00:00.000Z', caller: '+31687654321' });
  await logCall(ingrid, { startedAt: '2026-11-20T12:00:00.000Z', caller: '+31687654321', outcome: 'message' });
  await logCall(ingrid, { startedAt: '2026-11-29T22:30:00.000Z', caller: '+31687654321' });
  await logCall(ingrid, {
    startedAt: '2026-11-30T07:15:00.000Z',
    caller: '+31612345678',
    summary: 'Hoe laat zijn jullie open op zaterdag?',
  });
  // Without the caller's number on the row: the booking's contact is the caller's.
  await logCall(ingrid, {
    startedAt: '2026-11-30T09:05:00.000Z',
    outcome: 'booked',
    summary: 'Ik wil graag een knipbeurt woensdag om tien uur',
    booking: { start: '2026-12-02T09:00:00.000Z', contact: '+31698765432' },
  });
  await logCall(ingrid, {
    startedAt: '2026-11-30T11:00:00.000Z',
    channel: 'test',
    summary: 'Wat kost knippen?',
  });
  await logCall(ingrid, {
    startedAt: '2026-11-30T13:30:00.000Z',
    caller: '+31611223344',
    outcome: 'transferred',
    transferNumber: '+31201234567',
    summary: 'Ik heb een klacht over mijn rekening',
  });
  await logCall(ingrid, { startedAt: '2026-11-30T15:45:00.000Z', outcome: 'message' });
  await logCall(ingrid, { startedAt: '2026-12-01T05:30:00.000Z', caller: '+31687654321', summary: 'Goedemorgen' });
  // Erik's: one on Saturday 28 November, then one on Tuesday whose booking was deleted from the calendar since.
  await logCall(erik, { startedAt: '2026-11-28T10:00:00.000Z', caller: '+31655555555' });
  const deleted = await logCall(erik, {
    startedAt: '2026-12-01T10:00:00.000Z',
    caller: '+31655555555',
    outcome: 'booked',
    summary: 'Can I book a haircut on Friday?',
    booking: { start: '2026-12-04T14:00:00.000Z', contact: '+31655555555' },
  });
  await t.store.kysely.deleteFrom('appointments').where('id', '=', deleted!).execute();
}, 60_000);

describe('the digest job', () => {
  it('is added by the job runner when it starts, once, and runs at once', async () => {
    const fresh = await createTestApp({ clock: { now: () => new Date('2026-12-01T08:00:00.000Z') } });
    const rowsOf = () =>
      fresh.store.kysely
        .selectFrom('jobs')
        .select(['run_at', 'done_at'])
        .where('kind', '=', ASSISTANT_DIGEST_JOB)
        .execute();
    expect(await rowsOf()).toEqual([]);
    for (let start = 0; start < 2; start++) {
      const stop = fresh.services.jobs.start(3_600_000);
      fresh.services.jobs.wake();
      // Run at once (Monday's digest, no calls), then due at seven on Wednesday in Amsterdam.
      await expect.poll(rowsOf).toEqual([{ run_at: '2026-12-02T06:00:00.000Z', done_at: null }]);
      await stop();
    }
  });
});

describe('when the digest is due', () => {
  it.each([
    // 06:59 in Amsterdam: Tuesday's digest is not due yet, Monday's (of Sunday) was the last.
    ['2026-12-01T05:59:00.000Z', '2026-11-29', '2026-12-01T06:00:00.000Z'],
    ['2026-12-01T06:00:00.000Z', '2026-11-30', '2026-12-02T06:00:00.000Z'],
    ['2026-12-01T22:59:00.000Z', '2026-11-30', '2026-12-02T06:00:00.000Z'],
    // 00:30 on Wednesday in Amsterdam, still Tuesday in UTC.
    ['2026-12-01T23:30:00.000Z', '2026-11-30', '2026-12-02T06:00:00.000Z'],
    // Summer time: 07:00 in Amsterdam is 05:00 UTC; the clocks go forward on Sunday 29 March 2026.
    ['2026-07-01T05:00:00.000Z', '2026-06-30', '2026-07-02T05:00:00.000Z'],
    ['2026-03-28T07:00:00.000Z', '2026-03-27', '2026-03-29T05:00:00.000Z'],
  ])('at %s covers %s and comes back at %s', (at, day, next) => {
    expect(digestDayAt(new Date(at))).toBe(day);
    expect(nextDigestAt(new Date(at)).toISOString()).toBe(next);
  });
});

describe('the daily digest mail', () => {
  it('lists yesterday’s phone calls at 07:00 in the owner’s language, with the month’s calls against the limit', async () => {
    // The runner ran the digest at once when the day began (of Sunday: no calls), and waits for seven on Tuesday.
    expect(await digestJob()).toEqual([{ id: expect.any(Number), run_at: TUESDAY_SEVEN.toISOString() }]);
    expect(await digestMails()).toEqual([]);

    now = TUESDAY_SEVEN;
    await t.services.jobs.runDueJobs();
    const mails = await digestMails();
    // Erik's assistant took no call on Monday: no mail for him.
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ingrid@example.nl', 'Dagoverzicht van je AI-assistent: maandag 30 november'],
    ]);
    expect(mails[0]!.text).toBe(
      [
        'Hallo Ingrid,',
        '',
        'Gesprekken die je AI-assistent op maandag 30 november heeft gevoerd: 4.',
        '',
        `08:15 · ${formatPhoneNumber('+31612345678')} · Beantwoord`,
        '  Beller: ‘Hoe laat zijn jullie open op zaterdag?’',
        `10:05 · ${formatPhoneNumber('+31698765432')} · Geboekt: woensdag 2 december om 10:00`,
        '  Beller: ‘Ik wil graag een knipbeurt woensdag om tien uur’',
        `14:30 · ${formatPhoneNumber('+31611223344')} · Doorverbonden met ${formatPhoneNumber('+31201234567')}`,
        '  Beller: ‘Ik heb een klacht over mijn rekening’',
        '16:45 · Afgeschermd nummer · Bericht aangenomen',
        '',
        // Two earlier in November, Sunday night's and Monday's four; not the test by text nor Tuesday's.
        'Pakket Professional: 7 van 300 gesprekken gebruikt in november 2026.',
        '',
        'Lees de gesprekken helemaal terug op de pagina van je assistent: http://localhost:3000/dashboard/assistent',
        '',
        'Het team van TeleNova',
        '',
      ].join('\n'),
    );

    // The figure is the rows': Ingrid's phone calls from 1 November (UTC) to the end of Monday in Amsterdam.
    const rows = await t.store.kysely
      .selectFrom('assistant_calls')
      .select(['channel', 'started_at'])
      .where('subscription_id', '=', ingrid.assistantId)
      .execute();
    const counted = rows.filter(
      (row) =>
        row.channel === 'phone' &&
        row.started_at >= '2026-11-01T00:00:00.000Z' &&
        row.started_at < '2026-11-30T23:00:00.000Z',
    );
    expect(counted).toHaveLength(7);
    expect(await t.store.kysely.selectFrom('assistant_digests').selectAll().execute()).toEqual([
      { user_id: ingrid.userId, day: '2026-11-30', calls: 4, sent_at: TUESDAY_SEVEN.toISOString() },
    ]);
    expect(await digestJob()).toEqual([{ id: expect.any(Number), run_at: WEDNESDAY_SEVEN.toISOString() }]);
  });

  it('goes once: on a retry of the job, a second instance’s row and a second run of the day', async () => {
    const before = (await digestMails()).length;
    now = new Date(TUESDAY_SEVEN.getTime() + 60_000);
    // Nothing is due any more.
    expect(await t.services.jobs.runDueJobs()).toEqual({ ran: 0, failed: 0 });
    // The same job run again (a retry after a crash): Monday's digest is there.
    await t.store.kysely
      .updateTable('jobs')
      .set({ run_at: now.toISOString() })
      .where('kind', '=', ASSISTANT_DIGEST_JOB)
      .where('done_at', 'is', null)
      .execute();
    expect(await t.services.jobs.runDueJobs()).toEqual({ ran: 1, failed: 0 });
    // A second instance that started at the same time added a row of its own: it finishes without a mail.
    const second = await enqueueJob(t.store.kysely, ASSISTANT_DIGEST_JOB, {}, now);
    expect(await t.services.jobs.runDueJobs()).toEqual({ ran: 1, failed: 0 });
    const secondRow = await t.store.kysely
      .selectFrom('jobs')
      .select('done_at')
      .where('id', '=', second)
      .executeTakeFirstOrThrow();
    expect(secondRow.done_at).toBe(now.toISOString());
    // Two runs of Monday's digest at once.
    expect(
      await Promise.all([
        t.services.assistantDigest.sendDigests('2026-11-30'),
        t.services.assistantDigest.sendDigests('2026-11-30'),
      ]),
    ).toEqual([0, 0]);
    expect((await digestMails()).length).toBe(before);
    // And the runner, started again, adds no second row while one waits.
    await t.services.jobs.ensureRecurring();
    expect(await digestJob()).toHaveLength(1);
  });

  it('goes in English to an English account, and names a booking deleted since as booked only', async () => {
    const before = (await digestMails()).length;
    now = WEDNESDAY_SEVEN;
    await t.services.jobs.runDueJobs();
    const mails = (await digestMails()).slice(before);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ingrid@example.nl', 'Dagoverzicht van je AI-assistent: dinsdag 1 december'],
      ['erik@example.com', 'Your AI assistant’s day: Tuesday 1 December'],
    ]);
    expect(mails[0]!.text).toContain(
      `06:30 · ${formatPhoneNumber('+31687654321')} · Beantwoord\n  Beller: ‘Goedemorgen’\n`,
    );
    // December's count: Tuesday's call only.
    expect(mails[0]!.text).toContain('Pakket Professional: 1 van 300 gesprekken gebruikt in december 2026.');
    expect(mails[1]!.text).toBe(
      [
        'Hello Erik,',
        '',
        'Calls your AI assistant took on Tuesday 1 December: 1.',
        '',
        `11:00 · ${formatPhoneNumber('+31655555555')} · Booked`,
        '  Caller: “Can I book a haircut on Friday?”',
        '',
        // Saturday's call in November does not count in December.
        'Starter plan: 1 of 100 calls used in December 2026.',
        '',
        'Read the conversations in full on your assistant’s page: http://localhost:3000/dashboard/assistent',
        '',
        'The TeleNova team',
        '',
      ].join('\n'),
    );
  });

  it('sends nothing on a day without calls', async () => {
    const before = (await digestMails()).length;
    now = new Date('2026-12-03T06:00:00.000Z');
    await t.services.jobs.runDueJobs();
    expect((await digestMails()).length).toBe(before);
    expect(
      await t.store.kysely.selectFrom('assistant_digests').select('day').where('day', '=', '2026-12-02').execute(),
    ).toEqual([]);
    expect(await digestJob()).toEqual([{ id: expect.any(Number), run_at: '2026-12-04T06:00:00.000Z' }]);
  });
});

describe('the digest in Spanish', () => {
  it('writes the outcomes and an unlimited plan in Spanish, times in Amsterdam', () => {
    const mail = assistantDigestMail(
      {
        email: 'lucia@example.es',
        name: 'Lucía',
        language: 'es',
        day: '2026-07-14',
        monthStart: '2026-07-01',
        calls: [
          {
            // 09:30 in Amsterdam (summer time, UTC+2).
            startedAt: '2026-07-14T07:30:00.000Z',
            caller: null,
            outcome: 'booked',
            summary: 'Quiero una cita',
            transferNumber: null,
            bookingStart: '2026-07-16T08:00:00.000Z',
          },
          {
            startedAt: '2026-07-14T12:05:00.000Z',
            caller: '+34612345678',
            outcome: 'transferred',
            summary: '',
            transferNumber: null,
            bookingStart: null,
          },
          {
            startedAt: '2026-07-14T15:00:00.000Z',
            caller: '+31612345678',
            outcome: 'message',
            summary: 'Llámame',
            transferNumber: null,
            bookingStart: null,
          },
        ],
        usage: [{ plan: 'Enterprise', used: 1234, limit: null }],
      },
      'https://telenova.example',
    );
    expect(mail.subject).toBe('Resumen del día de tu asistente IA: martes, 14 de julio');
    expect(mail.text).toBe(
      [
        'Hola, Lucía:',
        '',
        'Llamadas que atendió tu asistente IA el martes, 14 de julio: 3.',
        '',
        '09:30 · Número oculto · Reservada: jueves, 16 de julio a las 10:00',
        '  Quien llamó: «Quiero una cita»',
        `14:05 · ${formatPhoneNumber('+34612345678')} · Transferida`,
        `17:00 · ${formatPhoneNumber('+31612345678')} · Mensaje anotado`,
        '  Quien llamó: «Llámame»',
        '',
        'Plan Enterprise: 1234 llamadas en julio de 2026 (ilimitadas).',
        '',
        'Lee las conversaciones completas en la página de tu asistente: https://telenova.example/dashboard/assistent',
        '',
        'El equipo de TeleNova',
        '',
      ].join('\n'),
    );
  });
});
