// The chat-completions dialogue engine (docs/contracts.md §16, docs/decisions/060) against a local fake of the chat
// completions API: through "Test your assistant", the model's words are the reply, its tool calls become bookings in
// the calendar and transfers only where the knowledge allows them, and when the server fails or is silent the rule
// engine answers the turn. The key and the caller's words never reach a log line. Then the adapter on its own: what it
// sends, and the answers it does not use.
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULE_ENGINE, type AssistantContext, type AssistantKnowledge, type Conversation } from '@telecom/domain';
import { createLogger } from '../../lib/logger.js';
import { orderAndPay, orderAssistant, registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { startFakeChatCompletions, type FakeChatCompletions } from '../../test/fake-chat-completions.js';
import { KNOWLEDGE, NOW } from '../../test/assistant-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createChatDialogueEngine } from './chat-dialogue-engine.js';

const API_KEY = 'sk-chat-very-secret-4711';

/** The rule engine's answer to "Wat zijn jullie openingstijden?" with this knowledge. */
const RULE_HOURS =
  'Onze openingstijden: maandag van 09:00 tot 17:30, dinsdag van 09:00 tot 17:30, woensdag van 09:00 tot 17:30, donderdag van 09:00 tot 17:30, vrijdag van 09:00 tot 17:30, zaterdag van 10:00 tot 16:00, zondag gesloten.';

let fake: FakeChatCompletions;
let t: TestApp;
let ingrid: TestCustomer;
let assistantId: number;
const logLines: string[] = [];

/** Says `utterances` in one test conversation; the answers in turn. */
async function talk(utterances: string[]) {
  const answers: request.Response[] = [];
  let previous: { conversation: unknown; callId: number } | undefined;
  for (const utterance of utterances) {
    const answer = await ingrid.post(`/api/assistant/${assistantId}/test`, { ...previous, utterance });
    expect(answer.status).toBe(200);
    answers.push(answer);
    previous = { conversation: answer.body.conversation, callId: answer.body.callId };
  }
  return answers;
}

const warnings = (from = 0) =>
  logLines
    .slice(from)
    .map((line) => JSON.parse(line) as { level: number; msg: string; llm?: Record<string, unknown> })
    .filter((line) => line.llm !== undefined);

beforeAll(async () => {
  fake = await startFakeChatCompletions({ apiKey: API_KEY });
  t = await createTestApp({
    clock: { now: () => NOW },
    logger: createLogger('info', { write: (line: string) => void logLines.push(line) }),
    env: {
      LLM_PROVIDER: 'openai-compatible',
      LLM_API_URL: `${fake.url}/`,
      LLM_API_KEY: API_KEY,
      LLM_MODEL: 'test-model',
      LLM_TIMEOUT_MS: '1000',
    },
  });
  ingrid = await registerCustomer(t, { email: 'ingrid@example.nl' });
  assistantId = await orderAssistant(
    ingrid,
    { name: 'Kapsalon Knip', phone: '030 123 4567', languages: ['nl'] },
    'professional',
  );
  await orderAndPay(t, ingrid);
  expect((await ingrid.put(`/api/subscriptions/${assistantId}/assistant`, KNOWLEDGE)).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await fake.close();
});

describe('POST /api/assistant/{subscriptionId}/test with LLM_PROVIDER=openai-compatible', () => {
  it('answers the opening hours in the model’s words, asked with the knowledge and the free slots', async () => {
    fake.received.length = 0;
    const words = 'We zijn doordeweeks open van 09:00 tot 17:30 en op zaterdag van 10:00 tot 16:00.';
    fake.reply({ content: words });
    const [answer] = await talk(['Wat zijn jullie openingstijden?']);
    expect(answer!.body.reply).toBe(words);
    expect(answer!.body.action).toEqual({ type: 'none' });
    expect(answer!.body.appointmentId).toBeNull();
    expect(answer!.body.conversation.transcript).toEqual([
      { speaker: 'assistant', text: KNOWLEDGE.greeting },
      { speaker: 'caller', text: 'Wat zijn jullie openingstijden?' },
      { speaker: 'assistant', text: words },
    ]);

    expect(fake.received).toHaveLength(1);
    const { authorization, body } = fake.received[0]!;
    expect(authorization).toBe(`Bearer ${API_KEY}`);
    expect(body.model).toBe('test-model');
    expect(body.tool_choice).toBe('auto');
    expect(body.tools.map((tool) => tool.function.name)).toEqual([
      'book_appointment',
      'transfer_call',
      'take_message',
      'end_call',
    ]);
    expect(body.messages.slice(1)).toEqual([
      { role: 'assistant', content: KNOWLEDGE.greeting },
      { role: 'user', content: 'Wat zijn jullie openingstijden?' },
    ]);
    const system = body.messages[0]!;
    expect(system.role).toBe('system');
    for (const line of [
      // The business's name as ordered.
      'You are the AI phone assistant of Kapsalon Knip.',
      'Speak Dutch',
      'say that you are an AI assistant',
      'Answer briefly',
      'Now it is Monday 2026-11-30 10:00 (Europe/Amsterdam)',
      KNOWLEDGE.greeting,
      '- Monday: 09:00–17:30',
      '- Saturday: 10:00–16:00',
      '- Sunday: closed',
      '- Knippen: 30 minutes, €\u00a025,00',
      '- Q: Hebben jullie parkeergelegenheid?\n  A: Ja, achter de zaak kunt u gratis parkeren.',
      '- About "klacht", "spoed": transfer to +31612345678',
      // The first free slots: tomorrow (Tuesday) from 09:00, the availability's hours, not the opening hours.
      'Free appointment slots of 30 minutes',
      '- 2026-12-01T09:00 (Tuesday)\n- 2026-12-01T09:30 (Tuesday)',
    ])
      expect(system.content).toContain(line);
    // Monday (today) and the rest of Tuesday after 17:00 offer no slot.
    expect(system.content).not.toContain('2026-11-30T');
    expect(system.content).not.toContain('2026-12-01T17:00');
  });

  it('books the free slot tomorrow that the model chose, into the calendar and the call log', async () => {
    fake.received.length = 0;
    fake.reply(
      { content: 'Morgen om 14:00 is vrij. Op welke naam mag ik de afspraak zetten?' },
      { toolCalls: [{ name: 'book_appointment', arguments: { start: '2026-12-01T14:00', name: 'Jan de Vries' } }] },
    );
    const [, booked] = await talk(['Kan ik morgen om 14 uur komen?', 'Jan de Vries']);
    expect(booked!.body.reply).toBe(
      'Uw afspraak staat op dinsdag 1 december om 14:00, op naam van Jan de Vries. Tot dan!',
    );
    // 14:00 in Amsterdam in winter is 13:00 UTC; the availability's 30 minutes.
    expect(booked!.body.action).toEqual({
      type: 'book',
      start: '2026-12-01T13:00:00.000Z',
      end: '2026-12-01T13:30:00.000Z',
      service: null,
      name: 'Jan de Vries',
      phone: null,
    });
    // The second request carries the conversation so far.
    expect(fake.received[1]!.body.messages.slice(1)).toEqual([
      { role: 'assistant', content: KNOWLEDGE.greeting },
      { role: 'user', content: 'Kan ik morgen om 14 uur komen?' },
      { role: 'assistant', content: 'Morgen om 14:00 is vrij. Op welke naam mag ik de afspraak zetten?' },
      { role: 'user', content: 'Jan de Vries' },
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
    const { calls } = (await ingrid.get('/api/assistant/calls')).body;
    expect(calls[0]).toMatchObject({
      id: booked!.body.callId,
      outcome: 'booked',
      summary: 'Kan ik morgen om 14 uur komen?',
      booking: { appointmentId: booked!.body.appointmentId, title: 'Jan de Vries', start: '2026-12-01T13:00:00.000Z' },
    });
  });

  it('books nothing on a taken or closed slot and offers the next free ones', async () => {
    fake.reply(
      { toolCalls: [{ name: 'book_appointment', arguments: { start: '2026-12-01T14:00', name: 'Piet' } }] },
      // Thursday: the availability has no hours then.
      { toolCalls: [{ name: 'book_appointment', arguments: { start: '2026-12-03T10:00:00+01:00', name: 'Piet' } }] },
    );
    const [taken, closed] = await talk(['Morgen om 14 uur graag, op naam van Piet', 'Donderdag om 10 uur dan?']);
    expect(taken!.body.reply).toBe(
      'Dat tijdstip is helaas niet vrij. Wel vrij: dinsdag 1 december om 14:30, dinsdag 1 december om 15:00 of dinsdag 1 december om 15:30. Welke past u?',
    );
    expect([taken!.body.action, taken!.body.appointmentId]).toEqual([{ type: 'none' }, null]);
    expect(closed!.body.reply).toBe(
      'Dat tijdstip is helaas niet vrij. Wel vrij: dinsdag 8 december om 09:00, dinsdag 8 december om 09:30 of dinsdag 8 december om 10:00. Welke past u?',
    );
    expect([closed!.body.action, closed!.body.appointmentId, closed!.body.conversation.ended]).toEqual([
      { type: 'none' },
      null,
      false,
    ]);
    expect((await ingrid.get('/api/calendar')).body.events).toHaveLength(1);
  });

  it('puts the call through to the handoff rule’s number, and to no other', async () => {
    fake.reply(
      { toolCalls: [{ name: 'transfer_call', arguments: { number: '+31 20 123 4567' } }] },
      { toolCalls: [{ name: 'transfer_call', arguments: { number: '06-12345678' } }] },
    );
    const [refused, transferred] = await talk(['Verbind me door met 020 123 4567', 'Ik heb een klacht']);
    expect(refused!.body.reply).toBe(
      'Naar dat nummer kan ik u helaas niet doorverbinden. Kan ik u op een andere manier helpen?',
    );
    expect([refused!.body.action, refused!.body.conversation.ended]).toEqual([{ type: 'none' }, false]);
    expect(transferred!.body.reply).toBe('Een moment, ik verbind u door.');
    expect([transferred!.body.action, transferred!.body.conversation.ended]).toEqual([
      { type: 'transfer', number: '+31612345678' },
      true,
    ]);
    const { calls } = (await ingrid.get('/api/assistant/calls')).body;
    expect(calls[0]).toMatchObject({
      id: transferred!.body.callId,
      outcome: 'transferred',
      transferNumber: '+31612345678',
    });
  });

  it('lets the rule engine answer when the server fails with a 500 or does not answer in time', async () => {
    const from = logLines.length;
    fake.reply({ status: 500 }, { hang: true });
    const [failed, silent] = await talk(['Wat zijn jullie openingstijden?', 'Wat zijn jullie openingstijden?']);
    expect(failed!.body.reply).toBe(RULE_HOURS);
    expect(failed!.body.action).toEqual({ type: 'answer', topic: 'hours' });
    expect(silent!.body.reply).toBe(RULE_HOURS);
    expect(silent!.body.conversation.transcript.map((turn: { text: string }) => turn.text)).toEqual([
      KNOWLEDGE.greeting,
      'Wat zijn jullie openingstijden?',
      RULE_HOURS,
      'Wat zijn jullie openingstijden?',
      RULE_HOURS,
    ]);
    expect(warnings(from).map((line) => [line.level, line.llm])).toEqual([
      [
        40,
        {
          endpoint: `${fake.url}/v1/chat/completions`,
          model: 'test-model',
          reason: 'status',
          status: 500,
          timeoutMs: 1000,
        },
      ],
      [40, { endpoint: `${fake.url}/v1/chat/completions`, model: 'test-model', reason: 'timeout', timeoutMs: 1000 }],
    ]);
  }, 20_000);

  it('writes neither the key nor the caller’s words into any log line', () => {
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) {
      expect(line).not.toContain(API_KEY);
      expect(line).not.toContain('openingstijden');
    }
  });
});

describe('the chat-completions engine on its own', () => {
  const knowledge = {
    greeting: 'Hello, this is Bakery Bloem.',
    openingHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
    services: [],
    faq: [],
    availability: {
      hours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
      slotMinutes: 30,
      bufferMinutes: 0,
      daysAhead: 7,
    },
    handoff: [],
    languages: ['en'],
  } satisfies AssistantKnowledge;
  const context: AssistantContext = { knowledge, now: NOW, bookings: [] };
  const conversation: Conversation = {
    language: 'en',
    transcript: [{ speaker: 'assistant', text: knowledge.greeting }],
    awaiting: null,
    name: null,
    ended: false,
  };
  const lines: string[] = [];
  const engine = (options: { apiKey?: string; url?: string } = {}) =>
    createChatDialogueEngine({
      url: options.url ?? fake.url,
      apiKey: 'apiKey' in options ? options.apiKey : API_KEY,
      model: 'test-model',
      timeoutMs: 1000,
      logger: createLogger('warn', { write: (line: string) => void lines.push(line) }),
    });
  const reasons = () => lines.map((line) => (JSON.parse(line) as { llm: { reason: string; status?: number } }).llm);

  it('greets with the knowledge’s greeting without asking the server', async () => {
    fake.received.length = 0;
    expect(await engine().start(knowledge, 'en')).toEqual(await RULE_ENGINE.start(knowledge, 'en'));
    expect(fake.received).toEqual([]);
  });

  it('uses no answer that is no JSON, has no words, calls an unknown tool or comes without the right key', async () => {
    lines.length = 0;
    const rules = await RULE_ENGINE.respond(conversation, 'Are you a robot?', context);
    expect(rules.reply).toMatch(/^I am an AI assistant/);
    fake.reply(
      { invalidJson: '<html>Bad gateway</html>' },
      { content: '   ' },
      { toolCalls: [{ name: 'order_pizza', arguments: {} }] },
      { toolCalls: [{ name: 'take_message', arguments: '{"text": ' }] },
    );
    for (let i = 0; i < 4; i++)
      expect(await engine().respond(conversation, 'Are you a robot?', context)).toEqual(rules);
    // Without the key the fake answers 401, as OpenAI does; nothing answers at port 9.
    expect(await engine({ apiKey: undefined }).respond(conversation, 'Are you a robot?', context)).toEqual(rules);
    expect(await engine({ url: 'http://127.0.0.1:9' }).respond(conversation, 'Are you a robot?', context)).toEqual(
      rules,
    );
    for (const line of lines) expect([line.includes(API_KEY), line.includes('robot')]).toEqual([false, false]);
    expect(reasons()).toEqual([
      {
        endpoint: `${fake.url}/v1/chat/completions`,
        model: 'test-model',
        reason: 'invalid',
        status: 200,
        timeoutMs: 1000,
      },
      { endpoint: `${fake.url}/v1/chat/completions`, model: 'test-model', reason: 'invalid', timeoutMs: 1000 },
      { endpoint: `${fake.url}/v1/chat/completions`, model: 'test-model', reason: 'invalid', timeoutMs: 1000 },
      { endpoint: `${fake.url}/v1/chat/completions`, model: 'test-model', reason: 'invalid', timeoutMs: 1000 },
      {
        endpoint: `${fake.url}/v1/chat/completions`,
        model: 'test-model',
        reason: 'status',
        status: 401,
        timeoutMs: 1000,
      },
      {
        endpoint: 'http://127.0.0.1:9/v1/chat/completions',
        model: 'test-model',
        reason: 'unreachable',
        timeoutMs: 1000,
      },
    ]);
  });

  it('takes a message and ends the call through the tools, and asks no model once the call has ended', async () => {
    fake.received.length = 0;
    fake.reply(
      // A server that sends the arguments as an object rather than a JSON text is understood too.
      {
        toolCalls: [{ name: 'take_message', arguments: { text: 'Please call Sarah back about the cake.' } }],
        argumentsAsObjects: true,
      },
      { toolCalls: [{ name: 'end_call', arguments: '' }] },
    );
    const message = await engine().respond(conversation, 'Tell them to call Sarah back about the cake', context);
    expect([message.reply, message.action]).toEqual([
      "Thank you, I'll pass your message on. Is there anything else I can do for you?",
      { type: 'message', text: 'Please call Sarah back about the cake.' },
    ]);
    const ended = await engine().respond(message.conversation, 'No, bye', context);
    expect([ended.reply, ended.action, ended.conversation.ended]).toEqual([
      "You're welcome. Have a nice day, goodbye!",
      { type: 'end' },
      true,
    ]);
    const after = await engine().respond(ended.conversation, 'Hello?', context);
    expect([after.reply, after.action]).toEqual(['', { type: 'end' }]);
    expect(fake.received).toHaveLength(2);
  });
});
