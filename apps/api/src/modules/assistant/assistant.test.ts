// The AI assistant at work (docs/contracts.md §16, docs/decisions/059): a customer with an AI assistant subscription
// saves its knowledge, talks to it by text ("Test your assistant"), books a slot into the calendar, is put through by a
// handoff rule, and finds every conversation in the call log with the plan's monthly limit. Only the owner sees an
// assistant; bad input is a translated 400.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { translateMessage } from '@telecom/domain';
import {
  orderAndPay,
  orderAssistant,
  registerCustomer,
  subscriptionIdOf,
  type TestCustomer,
} from '../../test/customer-orders.js';
import { BUSINESS, KNOWLEDGE, NOW } from '../../test/assistant-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** As saved: every weekday present, keywords in lower case, the number in E.164. */
const SAVED = {
  ...KNOWLEDGE,
  openingHours: { ...KNOWLEDGE.openingHours, sun: [] },
  availability: {
    ...KNOWLEDGE.availability,
    hours: { mon: [], ...KNOWLEDGE.availability.hours, thu: [], fri: [], sat: [], sun: [] },
  },
  handoff: [{ keywords: ['klacht', 'spoed'], number: '+31612345678' }],
};

let t: TestApp;
let ingrid: TestCustomer;
let erik: TestCustomer;
let assistantId: number;
let esimId: number;

/** Says `utterances` in one test conversation; the answers in turn. */
async function talk(customer: TestCustomer, utterances: string[], id = assistantId) {
  const answers: request.Response[] = [];
  let previous: { conversation: unknown; callId: number } | undefined;
  for (const utterance of utterances) {
    const answer = await customer.post(`/api/assistant/${id}/test`, { ...previous, utterance });
    answers.push(answer);
    if (answer.status !== 200) break;
    previous = { conversation: answer.body.conversation, callId: answer.body.callId };
  }
  return answers;
}

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  ingrid = await registerCustomer(t, { email: 'ingrid@example.nl' });
  erik = await registerCustomer(t, { email: 'erik@example.com', firstName: 'Erik', language: 'en' });
  assistantId = await orderAssistant(ingrid, BUSINESS, 'professional');
  await orderAndPay(t, ingrid);
  esimId = await subscriptionIdOf(ingrid, 'esim-pro');
}, 60_000);

describe('GET and PUT /api/subscriptions/{id}/assistant', () => {
  it('answers the knowledge made from the business settings before any is saved', async () => {
    const answer = await ingrid.get(`/api/subscriptions/${assistantId}/assistant`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const early = [{ opens: '08:00', closes: '17:30' }];
    const week = { mon: early, tue: early, wed: early, thu: early, fri: early, sat: [], sun: [] };
    expect(answer.body).toEqual({
      knowledge: {
        greeting: 'Goedemorgen, Kapsalon Knip, waarmee kan ik u helpen?',
        openingHours: week,
        services: [],
        faq: [],
        availability: { hours: week, slotMinutes: 30, bufferMinutes: 0, daysAhead: 30 },
        handoff: [],
        languages: ['nl', 'en'],
      },
    });
  });

  it('refuses bad input with translated messages on the fields and keeps what was saved', async () => {
    const answer = await ingrid
      .put(`/api/subscriptions/${assistantId}/assistant`, {
        ...KNOWLEDGE,
        greeting: '  ',
        openingHours: { ...KNOWLEDGE.openingHours, mon: [{ opens: '17:00', closes: '09:00' }] },
        handoff: [{ keywords: ['klacht'], number: '0900 1234' }],
      })
      .set('Accept-Language', 'nl');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(answer.body.fields).toEqual({
      greeting: translateMessage('validation.assistant.greeting.required', 'nl'),
      'openingHours.mon.0.closes': translateMessage('validation.assistant.hours.order', 'nl'),
      'handoff.0.number': translateMessage('validation.assistant.handoff.number', 'nl'),
    });
    expect(answer.body.fields.greeting).toBe('Vul de begroeting in waarmee je assistent opneemt');
    const kept = await ingrid.get(`/api/subscriptions/${assistantId}/assistant`);
    expect(kept.body.knowledge.greeting).toBe(BUSINESS.greeting);
  });

  it('saves the knowledge as the schema keeps it, and answers it from then on', async () => {
    const saved = await ingrid.put(`/api/subscriptions/${assistantId}/assistant`, KNOWLEDGE);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ knowledge: SAVED });
    expect((await ingrid.get(`/api/subscriptions/${assistantId}/assistant`)).body).toEqual({ knowledge: SAVED });
  });

  it('is 404 for another account’s assistant and 409 for a subscription that is no assistant', async () => {
    expect((await erik.get(`/api/subscriptions/${assistantId}/assistant`)).status).toBe(404);
    const put = await erik.put(`/api/subscriptions/${assistantId}/assistant`, KNOWLEDGE);
    expect(put.status).toBe(404);
    expect(put.body.code).toBe('SUBSCRIPTION_NOT_FOUND');
    expect((await ingrid.get('/api/subscriptions/abc/assistant')).status).toBe(404);
    const esim = await ingrid.get(`/api/subscriptions/${esimId}/assistant`);
    expect(esim.status).toBe(409);
    expect(esim.body.code).toBe('INVALID_TRANSITION');
    expect((await request(t.app).get(`/api/subscriptions/${assistantId}/assistant`)).status).toBe(401);
  });
});

describe('POST /api/assistant/{subscriptionId}/test', () => {
  it('greets with the saved greeting, answers the opening hours from the saved knowledge and says it is an AI', async () => {
    const [answer, identity] = await talk(ingrid, [
      'Wat zijn jullie openingstijden?',
      'Ben ik met een robot aan het praten?',
    ]);
    expect(answer!.status).toBe(200);
    // Asked, it says it is an AI, the assistant of the business as ordered.
    expect(identity!.body.reply).toBe(
      `Ik ben een AI-assistent van ${BUSINESS.name}: een computerprogramma, geen mens. Ik kan uw vragen beantwoorden, een afspraak maken, u doorverbinden of een bericht aannemen.`,
    );
    expect(identity!.body.action).toEqual({ type: 'answer', topic: 'identity' });
    expect(answer!.body.reply).toBe(
      'Onze openingstijden: maandag van 09:00 tot 17:30, dinsdag van 09:00 tot 17:30, woensdag van 09:00 tot 17:30, donderdag van 09:00 tot 17:30, vrijdag van 09:00 tot 17:30, zaterdag van 10:00 tot 16:00, zondag gesloten.',
    );
    expect(answer!.body.action).toEqual({ type: 'answer', topic: 'hours' });
    expect(answer!.body.appointmentId).toBeNull();
    expect(answer!.body.conversation.transcript).toEqual([
      { speaker: 'assistant', text: KNOWLEDGE.greeting },
      { speaker: 'caller', text: 'Wat zijn jullie openingstijden?' },
      { speaker: 'assistant', text: answer!.body.reply },
    ]);
  });

  it('books tomorrow at 14:00 after the name, into the calendar at 13:00 UTC', async () => {
    const [offer, booked] = await talk(ingrid, ['Ik wil een afspraak morgen om 14 uur', 'Jan de Vries']);
    expect(offer!.body.reply).toBe('Dinsdag 1 december om 14:00 is vrij. Op welke naam mag ik de afspraak zetten?');
    expect(booked!.status).toBe(200);
    expect(booked!.body.reply).toBe(
      'Uw afspraak staat op dinsdag 1 december om 14:00, op naam van Jan de Vries. Tot dan!',
    );
    // 14:00 in Amsterdam in winter (UTC+1) is 13:00 UTC; a slot of 30 minutes.
    expect(booked!.body.action).toEqual({
      type: 'book',
      start: '2026-12-01T13:00:00.000Z',
      end: '2026-12-01T13:30:00.000Z',
      service: null,
      name: 'Jan de Vries',
      phone: null,
    });
    const rows = await t.store.kysely
      .selectFrom('appointments')
      .select(['id', 'source', 'voicemail_id', 'title', 'start_at', 'end_at', 'contact', 'created_at'])
      .execute();
    expect(rows).toEqual([
      {
        id: booked!.body.appointmentId,
        source: 'assistant',
        voicemail_id: null,
        title: 'Jan de Vries',
        start_at: '2026-12-01T13:00:00.000Z',
        end_at: '2026-12-01T13:30:00.000Z',
        contact: null,
        created_at: NOW.toISOString(),
      },
    ]);
    const calendar = await ingrid.get('/api/calendar');
    expect(calendar.body.events).toEqual([
      {
        id: `assistant-${booked!.body.appointmentId}`,
        source: 'assistant',
        title: 'Jan de Vries',
        start: '2026-12-01T13:00:00.000Z',
        end: '2026-12-01T13:30:00.000Z',
        contact: null,
      },
    ]);
    expect((await erik.get('/api/calendar')).body.events).toEqual([]);
  });

  it('offers the next free times when the same time is asked again', async () => {
    const [answer] = await talk(ingrid, ['Ik wil een afspraak morgen om 14 uur']);
    expect(answer!.body.reply).toBe(
      'Dat tijdstip is helaas niet vrij. Wel vrij: dinsdag 1 december om 14:30, dinsdag 1 december om 15:00 of dinsdag 1 december om 15:30. Welke past u?',
    );
    expect(answer!.body.action).toEqual({ type: 'none' });
  });

  it('puts a complaint through to the handoff rule’s number', async () => {
    const [answer] = await talk(ingrid, ['Ik heb een klacht over mijn behandeling']);
    expect(answer!.body.reply).toBe('Een moment, ik verbind u door.');
    expect(answer!.body.action).toEqual({ type: 'transfer', number: '+31612345678' });
    expect(answer!.body.conversation.ended).toBe(true);
  });

  it('answers a translated 400 for an empty utterance or a conversation that is not one', async () => {
    const empty = await ingrid
      .post(`/api/assistant/${assistantId}/test`, { utterance: '  ' })
      .set('Accept-Language', 'es');
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ utterance: translateMessage('validation.assistant.utterance', 'es') });
    const broken = await ingrid.post(`/api/assistant/${assistantId}/test`, {
      conversation: { language: 'xx', transcript: 'no' },
      callId: 1,
      utterance: 'Hallo',
    });
    expect(broken.status).toBe(400);
    expect(Object.keys(broken.body.fields).every((field) => field.startsWith('conversation'))).toBe(true);
  });

  it('asks to start again once a conversation has no room for another turn', async () => {
    const [first] = await talk(ingrid, ['Hallo']);
    const { conversation, callId } = first!.body;
    const filler = Array.from({ length: 198 }, (_, index) => ({
      speaker: index % 2 === 0 ? 'caller' : 'assistant',
      text: 'Hallo',
    }));
    // 199 lines: a turn would make 201.
    const full = await ingrid
      .post(`/api/assistant/${assistantId}/test`, {
        conversation: { ...conversation, transcript: [conversation.transcript[0], ...filler] },
        callId,
        utterance: 'Hallo',
      })
      .set('Accept-Language', 'nl');
    expect(full.status).toBe(400);
    expect(full.body.fields).toEqual({ utterance: 'Dit testgesprek heeft zijn 200 regels bereikt: begin opnieuw' });
    // 198 lines: one more turn fits, to exactly 200.
    const last = await ingrid.post(`/api/assistant/${assistantId}/test`, {
      conversation: { ...conversation, transcript: filler },
      callId,
      utterance: 'Hallo',
    });
    expect(last.status).toBe(200);
    expect(last.body.conversation.transcript).toHaveLength(200);
  });

  it('is 404 for another account’s assistant or conversation', async () => {
    const [first] = await talk(ingrid, ['Hallo']);
    const other = await erik.post(`/api/assistant/${assistantId}/test`, { utterance: 'Hallo' });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('SUBSCRIPTION_NOT_FOUND');
    const eriksAssistant = await orderAssistant(erik, BUSINESS, 'professional');
    const stolen = await erik.post(`/api/assistant/${eriksAssistant}/test`, {
      conversation: first!.body.conversation,
      callId: first!.body.callId,
      utterance: 'Hallo',
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body.code).toBe('ASSISTANT_CALL_NOT_FOUND');
    expect((await ingrid.post(`/api/assistant/${esimId}/test`, { utterance: 'Hallo' })).status).toBe(409);
  });
});

describe('GET /api/assistant/calls', () => {
  it('lists each conversation once, newest first, with its outcome and booking, and this month’s phone calls', async () => {
    // Two phone calls (the voice platform's, later): one of this month counts against the limit, one of October not.
    const { user_id: userId } = await t.store.kysely
      .selectFrom('subscriptions')
      .select('user_id')
      .where('id', '=', assistantId)
      .executeTakeFirstOrThrow();
    for (const [startedAt, caller] of [
      ['2026-11-02T10:00:00.000Z', '+31612345678'],
      ['2026-10-31T10:00:00.000Z', null],
    ] as const)
      await t.store.kysely
        .insertInto('assistant_calls')
        .values({
          user_id: userId!,
          subscription_id: assistantId,
          channel: 'phone',
          caller,
          started_at: startedAt,
          ended_at: startedAt,
          transcript: '[]',
          summary: '',
          outcome: 'answered',
          transfer_number: null,
          appointment_id: null,
        })
        .execute();
    const answer = await ingrid.get('/api/assistant/calls');
    expect(answer.status).toBe(200);
    const { calls, usage } = answer.body;
    // Same start (the fixed clock): newest first by id. The tests' six conversations, then the phone calls.
    expect(
      calls.map((call: { channel: string; caller: string | null; summary: string; outcome: string }) => [
        call.channel,
        call.caller,
        call.summary,
        call.outcome,
      ]),
    ).toEqual([
      ['test', null, 'Hallo', 'answered'],
      // The long one: after "Hallo" the assistant offered to take a message, so the next "Hallo" was one.
      ['test', null, 'Hallo', 'message'],
      ['test', null, 'Ik heb een klacht over mijn behandeling', 'transferred'],
      ['test', null, 'Ik wil een afspraak morgen om 14 uur', 'answered'],
      ['test', null, 'Ik wil een afspraak morgen om 14 uur', 'booked'],
      ['test', null, 'Wat zijn jullie openingstijden?', 'answered'],
      ['phone', '+31612345678', '', 'answered'],
      ['phone', null, '', 'answered'],
    ]);
    const [, , transferred, , booked] = calls;
    expect(transferred.transferNumber).toBe('+31612345678');
    expect(transferred.endedAt).toBe(NOW.toISOString());
    expect(booked.booking).toEqual({
      appointmentId: expect.any(Number),
      title: 'Jan de Vries',
      start: '2026-12-01T13:00:00.000Z',
      end: '2026-12-01T13:30:00.000Z',
    });
    expect(booked.transcript.map((turn: { speaker: string }) => turn.speaker)).toEqual([
      'assistant',
      'caller',
      'assistant',
      'caller',
      'assistant',
    ]);
    // Professional: 300 calls a month.
    expect(usage).toEqual([{ subscriptionId: assistantId, used: 1, limit: 300 }]);
    expect((await erik.get('/api/assistant/calls')).body.calls).toEqual([]);
  });
});

describe('the call log and the account’s privacy', () => {
  it('is in the data export, and goes with the account', async () => {
    const { calls } = (await ingrid.get('/api/assistant/calls')).body;
    const exported = (await ingrid.get('/api/account/export')).body;
    expect(exported.assistantCalls).toEqual(calls);
    expect(exported.assistantCalls).toHaveLength(8);
    expect((await erik.get('/api/account/export')).body.assistantCalls).toEqual([]);

    expect((await ingrid.post('/api/account/delete', { password: 'Zomer-Fiets-2026' })).status).toBe(204);
    expect(await t.store.kysely.selectFrom('assistant_calls').select('id').execute()).toEqual([]);
  });
});
