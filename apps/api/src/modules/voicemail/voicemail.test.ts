// AI voicemail end to end (docs/contracts.md §16, docs/decisions/057), on the simulated speech to text and SMS gateway:
// a customer with a VOIP number leaves the recorded test message on it; the job transcribes and analyses it and mails
// the owner; the inbox shows it; the owner accepts or declines the appointment request, the caller gets an SMS, and an
// accepted one is in the calendar and its ICS feed. Only the owner sees a message; bad input is a translated 400.
import ICAL from 'ical.js';
import request from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { analyseMessage, formatPhoneNumber } from '@telecom/domain';
import { orderVoipNumber, registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { exampleAudio, VOICEMAIL_EXAMPLES } from './voicemail-examples.js';

/** Monday 30 November 2026, 10:00 in Amsterdam. */
const NOW = new Date('2026-11-30T09:00:00.000Z');
let now = NOW;

const JAN = VOICEMAIL_EXAMPLES[0]!;
const SARAH = VOICEMAIL_EXAMPLES[1]!;
const MARIA = VOICEMAIL_EXAMPLES[2]!;

let t: TestApp;
let ingrid: TestCustomer;
let erik: TestCustomer;
let ingridsNumber: string;
let eriksNumber: string;

const orderNumber = (customer: TestCustomer) => orderVoipNumber(t, customer);

/** Leaves the next example on `number` and runs the jobs, as the server's job runner does within a second. */
async function leaveTestMessage(customer: TestCustomer, number: string) {
  const left = await customer.post('/api/voicemails/test', { number });
  expect(left.status).toBe(202);
  await t.services.jobs.runDueJobs();
}

const inbox = async (customer: TestCustomer) => (await customer.get('/api/voicemails')).body;
const smsSent = () => t.store.kysely.selectFrom('simulated_sms').select(['recipient', 'text']).orderBy('id').execute();
const voicemailMails = async () => (await t.mails()).filter((mail) => /voicemail|mensaje de voz/i.test(mail.subject));

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  await t.services.voip.ensureInventory();
  ingrid = await registerCustomer(t, { email: 'ingrid@example.nl' });
  erik = await registerCustomer(t, {
    email: 'erik@example.com',
    firstName: 'Erik',
    lastName: 'Jansen',
    language: 'en',
  });
  ingridsNumber = await orderNumber(ingrid);
  eriksNumber = await orderNumber(erik);
}, 60_000);

describe('a message left on a number', () => {
  let janId: number;

  it('is in the owner’s inbox with its transcript, summary, urgency and appointment request', async () => {
    expect((await inbox(ingrid)).voicemails).toEqual([]);
    await leaveTestMessage(ingrid, ingridsNumber);

    const analysed = analyseMessage(JAN.transcript, { now: NOW, timeZone: 'Europe/Amsterdam', language: 'nl' });
    const answer = await ingrid.get('/api/voicemails');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    janId = answer.body.voicemails[0].id;
    expect(answer.body).toEqual({
      voicemails: [
        {
          id: janId,
          number: ingridsNumber,
          caller: '+31612345678',
          receivedAt: '2026-11-30T09:00:00.000Z',
          // espeak-ng's recording of the Dutch example plays 13.98 s.
          seconds: 14,
          status: 'new',
          transcript:
            'Goedemorgen, u spreekt met Jan de Vries. Ik wil graag een afspraak maken voor dinsdag 8 december om 10 uur. U kunt mij terugbellen op 06 12 34 56 78.',
          language: 'nl',
          summary: analysed.summary,
          urgency: analysed.urgency,
          callbackNumber: analysed.callbackNumber ?? '+31612345678',
          appointment: { date: '2026-12-08', time: '10:00', status: 'pending' },
          // 90 days later.
          expiresAt: '2027-02-28T09:00:00.000Z',
        },
      ],
      unread: 1,
    });
  });

  it('is mailed to the owner in her language, with the caller, the summary, the urgency and the inbox', async () => {
    const analysed = analyseMessage(JAN.transcript, { now: NOW, timeZone: 'Europe/Amsterdam', language: 'nl' });
    const urgency = { urgent: 'dringend', normal: 'normaal', spam: 'waarschijnlijk spam' }[analysed.urgency];
    const mails = await voicemailMails();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ingrid@example.nl', `Nieuw voicemailbericht van ${formatPhoneNumber('+31612345678')}`],
    ]);
    const { text } = mails[0]!;
    expect(text).toContain(
      `${formatPhoneNumber('+31612345678')} heeft een bericht van 14 seconden ingesproken op ${formatPhoneNumber(ingridsNumber)} (30 november 2026 om 10:00).`,
    );
    expect(text).toContain(`Samenvatting: ${analysed.summary}`);
    expect(text).toContain(`Urgentie: ${urgency}`);
    expect(text).toContain(
      'De beller vraagt een afspraak op dinsdag 8 december om 10:00: accepteer of weiger die in je inbox.',
    );
    expect(text).toContain('http://localhost:3000/dashboard/voicemail');
  });

  it('plays its recording to the owner as WAV', async () => {
    const audio = await ingrid.get(`/api/voicemails/${janId}/audio`).buffer(true);
    expect(audio.status).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.headers['cache-control']).toBe('private, max-age=3600');
    expect(Number(audio.headers['content-length'])).toBe(exampleAudio(JAN).length);
    expect(Buffer.compare(audio.body as Buffer, exampleAudio(JAN))).toBe(0);
    expect(audio.headers['accept-ranges']).toBe('bytes');
  });

  it('answers a Range with 206 and those bytes, so that the audio element can seek', async () => {
    const whole = exampleAudio(JAN);
    const middle = await ingrid.get(`/api/voicemails/${janId}/audio`).set('Range', 'bytes=1000-1999').buffer(true);
    expect(middle.status).toBe(206);
    expect(middle.headers['content-type']).toBe('audio/wav');
    expect(middle.headers['accept-ranges']).toBe('bytes');
    expect(middle.headers['content-range']).toBe(`bytes 1000-1999/${whole.length}`);
    expect(middle.headers['content-length']).toBe('1000');
    expect(Buffer.compare(middle.body as Buffer, whole.subarray(1000, 2000))).toBe(0);

    // Open-ended and from the end: the rest from a byte on, and the last bytes (the element's first probe is bytes=0-).
    const rest = await ingrid.get(`/api/voicemails/${janId}/audio`).set('Range', 'bytes=0-').buffer(true);
    expect(rest.status).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 0-${whole.length - 1}/${whole.length}`);
    expect(Buffer.compare(rest.body as Buffer, whole)).toBe(0);
    const last = await ingrid.get(`/api/voicemails/${janId}/audio`).set('Range', 'bytes=-44').buffer(true);
    expect(last.status).toBe(206);
    expect(last.headers['content-range']).toBe(`bytes ${whole.length - 44}-${whole.length - 1}/${whole.length}`);
    expect(Buffer.compare(last.body as Buffer, whole.subarray(whole.length - 44))).toBe(0);
    // An end past the recording stops at its last byte.
    const beyond = await ingrid
      .get(`/api/voicemails/${janId}/audio`)
      .set('Range', `bytes=${whole.length - 10}-${whole.length + 500}`)
      .buffer(true);
    expect(beyond.status).toBe(206);
    expect(beyond.headers['content-range']).toBe(`bytes ${whole.length - 10}-${whole.length - 1}/${whole.length}`);
    expect((beyond.body as Buffer).length).toBe(10);
  });

  it('answers 416 with the size for a Range beyond the recording, and the whole file for one it cannot use', async () => {
    const size = exampleAudio(JAN).length;
    const unsatisfiable = await ingrid
      .get(`/api/voicemails/${janId}/audio`)
      .set('Range', `bytes=${size}-`)
      .set('Accept-Language', 'nl');
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers['content-range']).toBe(`bytes */${size}`);
    expect(unsatisfiable.body).toEqual({
      code: 'RANGE_NOT_SATISFIABLE',
      message: 'Het gevraagde deel ligt voorbij het einde van de opname',
    });
    // Malformed, another unit, or two ranges at once: the whole recording (a server may ignore Range).
    for (const range of ['bytes=abc', 'items=0-10', 'bytes=0-9,2000-2009']) {
      const answer = await ingrid.get(`/api/voicemails/${janId}/audio`).set('Range', range).buffer(true);
      expect(answer.status, range).toBe(200);
      expect(answer.headers['content-range'], range).toBeUndefined();
      expect(Buffer.compare(answer.body as Buffer, exampleAudio(JAN)), range).toBe(0);
    }
    // Another account's message stays 404 whatever the Range.
    expect((await erik.get(`/api/voicemails/${janId}/audio`).set('Range', 'bytes=0-9')).status).toBe(404);
  });

  it('is marked read and new again', async () => {
    const read = await request(t.app)
      .patch(`/api/voicemails/${janId}`)
      .set('Authorization', `Bearer ${ingrid.token}`)
      .send({ status: 'read' });
    expect(read.status).toBe(200);
    expect(read.body.status).toBe('read');
    expect((await inbox(ingrid)).unread).toBe(0);
  });

  it('is nobody else’s: another account gets 404 for every call on it', async () => {
    const auth = { Authorization: `Bearer ${erik.token}` };
    expect((await erik.get(`/api/voicemails/${janId}/audio`)).status).toBe(404);
    expect((await request(t.app).patch(`/api/voicemails/${janId}`).set(auth).send({ status: 'new' })).status).toBe(404);
    expect((await erik.post(`/api/voicemails/${janId}/appointment`, { decision: 'accept' })).status).toBe(404);
    expect((await request(t.app).delete(`/api/voicemails/${janId}`).set(auth)).status).toBe(404);
    expect((await inbox(erik)).voicemails).toEqual([]);
    // Nor can a test message be left on another's number.
    expect((await erik.post('/api/voicemails/test', { number: ingridsNumber })).status).toBe(404);
    expect((await inbox(ingrid)).voicemails.map((voicemail: { id: number }) => voicemail.id)).toEqual([janId]);
    expect((await request(t.app).get('/api/voicemails')).status).toBe(401);
  });

  it('answers a translated 400 for a bad body and 404 for an id that is none', async () => {
    const auth = { Authorization: `Bearer ${ingrid.token}` };
    const bad = await request(t.app)
      .patch(`/api/voicemails/${janId}`)
      .set(auth)
      .set('Accept-Language', 'nl')
      .send({ status: 'gelezen' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.fields).toEqual({ status: 'Deze waarde is ongeldig' });
    const decision = await ingrid
      .post(`/api/voicemails/${janId}/appointment`, { decision: 'maybe' })
      .set('Accept-Language', 'en');
    expect(decision.status).toBe(400);
    expect(decision.body.fields).toEqual({ decision: 'This value is not valid' });
    const number = await ingrid.post('/api/voicemails/test', { number: '0612345678' }).set('Accept-Language', 'es');
    expect(number.status).toBe(400);
    expect(Object.keys(number.body.fields)).toEqual(['number']);
    expect((await ingrid.get('/api/voicemails/abc/audio')).status).toBe(404);
    expect((await ingrid.get('/api/voicemails/999999/audio')).status).toBe(404);
  });

  it('accepted: approved, in the calendar and its ICS feed, and the caller told by SMS', async () => {
    const accepted = await ingrid.post(`/api/voicemails/${janId}/appointment`, { decision: 'accept' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.appointment).toEqual({ date: '2026-12-08', time: '10:00', status: 'approved' });
    await t.services.jobs.runDueJobs();
    expect(await smsSent()).toEqual([
      {
        recipient: '+31612345678',
        text: `Uw afspraak op dinsdag 8 december om 10:00 is bevestigd. Tot dan! Vragen? Bel ${formatPhoneNumber(ingridsNumber)}.`,
      },
    ]);

    const calendar = await ingrid.get('/api/calendar');
    expect(calendar.status).toBe(200);
    // 10:00 in Amsterdam in December (CET, UTC+1) is 09:00 UTC; 30 minutes.
    expect(calendar.body.events).toEqual([
      {
        id: `voicemail-${janId}`,
        source: 'voicemail',
        title: `Afspraak met ${formatPhoneNumber('+31612345678')}`,
        start: '2026-12-08T09:00:00.000Z',
        end: '2026-12-08T09:30:00.000Z',
        contact: '+31612345678',
      },
    ]);
    const feedUrl = calendar.body.feedUrl as string;
    expect(feedUrl).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const feed = await request(t.app).get(new URL(feedUrl).pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(feed.text))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(
      events.map((event) => [
        event.uid,
        event.startDate.toJSDate().toISOString(),
        event.endDate.toJSDate().toISOString(),
        event.summary,
      ]),
    ).toEqual([
      [
        `voicemail-${janId}`,
        '2026-12-08T09:00:00.000Z',
        '2026-12-08T09:30:00.000Z',
        `Afspraak met ${formatPhoneNumber('+31612345678')}`,
      ],
    ]);
    expect(feed.text).toContain('DTSTART:20261208T090000Z');

    // Decided once: a second decision is a conflict.
    const again = await ingrid
      .post(`/api/voicemails/${janId}/appointment`, { decision: 'reject' })
      .set('Accept-Language', 'en');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INVALID_TRANSITION');
  });

  it('a message without an appointment request cannot be accepted (409)', async () => {
    await leaveTestMessage(ingrid, ingridsNumber);
    const sarah = (await inbox(ingrid)).voicemails[0];
    expect([sarah.caller, sarah.transcript, sarah.language]).toEqual(['+31698765432', SARAH.transcript, 'en']);
    const refused = await ingrid.post(`/api/voicemails/${sarah.id}/appointment`, { decision: 'accept' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('INVALID_TRANSITION');
  });

  it('declined: rejected, not in the calendar, and a polite SMS in the caller’s language', async () => {
    await leaveTestMessage(ingrid, ingridsNumber);
    const maria = (await inbox(ingrid)).voicemails[0];
    expect([maria.transcript, maria.caller, maria.language, maria.appointment]).toEqual([
      MARIA.transcript,
      '+31611223344',
      'es',
      { date: '2026-12-10', time: '15:00', status: 'pending' },
    ]);
    const rejected = await ingrid.post(`/api/voicemails/${maria.id}/appointment`, { decision: 'reject' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.appointment.status).toBe('rejected');
    await t.services.jobs.runDueJobs();
    expect((await smsSent()).at(-1)).toEqual({
      recipient: '+31611223344',
      text: `Gracias por su mensaje. Lamentablemente no podemos atenderle el jueves, 10 de diciembre. Llámenos al ${formatPhoneNumber(ingridsNumber)} para buscar otro momento.`,
    });
    expect((await ingrid.get('/api/calendar')).body.events).toHaveLength(1);
  });

  it('takes the examples in turn: the fourth test message is the Dutch one again', async () => {
    await leaveTestMessage(ingrid, ingridsNumber);
    const voicemails = (await inbox(ingrid)).voicemails as { caller: string }[];
    expect(voicemails.map((voicemail) => voicemail.caller)).toEqual([
      '+31612345678',
      '+31611223344',
      '+31698765432',
      '+31612345678',
    ]);
  });
});

describe('the owner’s mail within the minute', () => {
  it('goes as soon as the message is stored: the intake wakes the job runner, without waiting for its tick', async () => {
    // A runner whose tick is an hour away: only the intake's wake can make it run.
    const stop = t.services.jobs.start(3_600_000);
    try {
      const before = t.mailer.sent.length;
      expect((await erik.post('/api/voicemails/test', { number: eriksNumber })).status).toBe(202);
      await vi.waitFor(
        () => {
          expect(t.mailer.sent.slice(before).map((mail) => [mail.to, mail.subject])).toEqual([
            ['erik@example.com', `New voicemail from ${formatPhoneNumber('+31612345678')}`],
          ]);
        },
        { timeout: 10_000, interval: 50 },
      );
      expect((await inbox(erik)).voicemails[0].transcript).toBe(JAN.transcript);
    } finally {
      await stop();
    }
    // Erik's test message goes again, for the expiry test's counts.
    const [message] = (await inbox(erik)).voicemails;
    expect(
      (await request(t.app).delete(`/api/voicemails/${message.id}`).set('Authorization', `Bearer ${erik.token}`))
        .status,
    ).toBe(204);
  });
});

describe('a request that named a day only', () => {
  it('is accepted at 09:00 on that day, as the SMS says', async () => {
    await leaveTestMessage(erik, eriksNumber);
    const [message] = (await inbox(erik)).voicemails;
    await t.store.kysely
      .updateTable('voicemails')
      .set({ appointment_time: null })
      .where('id', '=', message.id)
      .execute();
    expect((await inbox(erik)).voicemails[0].appointment).toEqual({
      date: '2026-12-08',
      time: null,
      status: 'pending',
    });
    const accepted = await erik.post(`/api/voicemails/${message.id}/appointment`, { decision: 'accept' });
    expect(accepted.body.appointment).toEqual({ date: '2026-12-08', time: null, status: 'approved' });
    await t.services.jobs.runDueJobs();
    expect((await smsSent()).at(-1)).toEqual({
      recipient: '+31612345678',
      text: `Uw afspraak op dinsdag 8 december om 09:00 is bevestigd. Tot dan! Vragen? Bel ${formatPhoneNumber(eriksNumber)}.`,
    });
    // 09:00 in Amsterdam in December is 08:00 UTC. Erik's account is in English.
    expect((await erik.get('/api/calendar')).body.events).toEqual([
      {
        id: `voicemail-${message.id}`,
        source: 'voicemail',
        title: `Appointment with ${formatPhoneNumber('+31612345678')}`,
        start: '2026-12-08T08:00:00.000Z',
        end: '2026-12-08T08:30:00.000Z',
        contact: '+31612345678',
      },
    ]);
    // Gone again, for the counts of the tests below.
    const deleted = await request(t.app)
      .delete(`/api/voicemails/${message.id}`)
      .set('Authorization', `Bearer ${erik.token}`);
    expect(deleted.status).toBe(204);
    expect((await erik.get('/api/calendar')).body.events).toEqual([]);
  });
});

describe('receiveVoicemail', () => {
  it('refuses what is no WAV, a recording over 3 minutes and a number nobody has, and stores nothing', async () => {
    const { receiveVoicemail } = t.services.voicemail;
    const before = (await t.store.kysely.selectFrom('voicemails').select('id').execute()).length;
    const wav = exampleAudio(JAN);
    // The Dutch example's header with a byte rate 14 times smaller: it would play 196 s.
    const long = Buffer.from(wav);
    long.writeUInt32LE(Math.round(long.readUInt32LE(28) / 14), 28);
    const message = { number: ingridsNumber, caller: null, receivedAt: NOW };
    await expect(receiveVoicemail({ ...message, audio: Buffer.from('not a recording') })).rejects.toThrow(
      'the recording is not a WAV file',
    );
    await expect(receiveVoicemail({ ...message, audio: long })).rejects.toThrow(
      'the recording plays 196 s, more than 180 s',
    );
    await expect(receiveVoicemail({ ...message, number: '+31201111111', audio: wav })).rejects.toThrow(
      'no account has the number +31201111111',
    );
    expect((await t.store.kysely.selectFrom('voicemails').select('id').execute()).length).toBe(before);
  });
});

describe('the calendar feed', () => {
  it('gets a new secret address; the old one is 404, as is a made-up one', async () => {
    const before = (await ingrid.get('/api/calendar')).body.feedUrl as string;
    const renewed = await ingrid.post('/api/calendar/feed');
    expect(renewed.status).toBe(200);
    const after = renewed.body.feedUrl as string;
    expect(after).not.toBe(before);
    expect((await request(t.app).get(new URL(before).pathname)).status).toBe(404);
    expect((await request(t.app).get(new URL(after).pathname)).status).toBe(200);
    expect((await request(t.app).get(`/api/calendar/${'x'.repeat(43)}.ics`)).status).toBe(404);
    expect((await request(t.app).get('/api/calendar/short.ics')).status).toBe(404);
  });

  it('is each account’s own', async () => {
    const eriks = await erik.get('/api/calendar');
    expect(eriks.body.events).toEqual([]);
    const feed = await request(t.app).get(new URL(eriks.body.feedUrl as string).pathname);
    expect(new ICAL.Component(ICAL.parse(feed.text)).getAllSubcomponents('vevent')).toEqual([]);
  });
});

describe('deleting', () => {
  it('DELETE removes the message and its calendar appointment', async () => {
    const jan = ((await inbox(ingrid)).voicemails as { id: number; appointment: { status: string } | null }[]).find(
      (voicemail) => voicemail.appointment?.status === 'approved',
    )!;
    const deleted = await request(t.app)
      .delete(`/api/voicemails/${jan.id}`)
      .set('Authorization', `Bearer ${ingrid.token}`);
    expect(deleted.status).toBe(204);
    expect((await inbox(ingrid)).voicemails.map((voicemail: { id: number }) => voicemail.id)).not.toContain(jan.id);
    expect((await ingrid.get('/api/calendar')).body.events).toEqual([]);
    expect((await ingrid.get(`/api/voicemails/${jan.id}/audio`)).status).toBe(404);
  });

  it('deletes messages 90 days after they came in, not a moment before', async () => {
    await leaveTestMessage(erik, eriksNumber);
    expect((await inbox(erik)).voicemails).toHaveLength(1);
    const ingridsBefore = (await inbox(ingrid)).voicemails.length;
    expect(ingridsBefore).toBe(3);
    now = new Date(NOW.getTime() + 90 * 86_400_000 - 1);
    expect(await t.services.voicemail.deleteExpired()).toBe(0);
    now = new Date(NOW.getTime() + 90 * 86_400_000);
    // Ingrid's three and Erik's one came in at NOW.
    expect(await t.services.voicemail.deleteExpired()).toBe(4);
    expect((await inbox(ingrid)).voicemails).toEqual([]);
    expect((await inbox(erik)).voicemails).toEqual([]);
    now = NOW;
  });
});
