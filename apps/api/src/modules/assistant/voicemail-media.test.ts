// What the media server says on a number (docs/decisions/061), without a phone call: the voicemail greeting names the
// owner's business, or is the stock one; the assistant takes a message while its plan's monthly calls last, each call
// logged and counted, and over the limit the call is a plain voicemail.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderAssistant, orderVoipNumber, registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { LEAVE_A_MESSAGE } from '../voice/media-greeting.js';
import { mulawWav } from '../voice/sip-answerer.js';
import { voicemailGreetingOf } from './voicemail-media.js';

/** Monday 30 November 2026, 10:00 in Amsterdam. */
const NOW = new Date('2026-11-30T09:00:00.000Z');

let t: TestApp;
let ingrid: TestCustomer;
let ingridsNumber: string;
let erik: TestCustomer;
let eriksNumber: string;

const orderNumber = (customer: TestCustomer) => orderVoipNumber(t, customer);

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
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

describe('the voicemail greeting', () => {
  const greetingOf = (number: string) => voicemailGreetingOf(t.store.kysely, t.services.greetings, number);
  const greetingPath = (number: string) => `/api/voip/numbers/${encodeURIComponent(number)}/greeting`;

  it('is the standard one naming the number, in the owner’s language, while the owner set none', async () => {
    const digits = eriksNumber.slice(3).split('').join(' ');
    expect(await greetingOf(eriksNumber)).toEqual({
      language: 'en',
      text: `You have called 0 ${digits}. Nobody can take your call now. Please leave your message after the tone.`,
      recording: null,
    });
    // A number that is nobody's: Dutch.
    expect(await greetingOf('+31301111111')).toEqual({
      language: 'nl',
      text: 'U belt met 0 3 0 1 1 1 1 1 1 1. Er wordt nu niet opgenomen. Spreek na de toon uw bericht in.',
      recording: null,
    });
  });

  it('is the owner’s text, and the uploaded recording when there is one', async () => {
    const text = 'You have reached Jansen Plumbing. Please leave a message after the tone.';
    expect((await erik.put(greetingPath(eriksNumber), { text })).status).toBe(200);
    expect(await greetingOf(eriksNumber)).toEqual({ language: 'en', text, recording: null });
    // 0.1 s of 8 kHz µ-law silence.
    const wav = mulawWav(Buffer.alloc(800, 0xff));
    const uploaded = await request(t.app)
      .put(`${greetingPath(eriksNumber)}/recording`)
      .set('Authorization', `Bearer ${erik.token}`)
      .set('Content-Type', 'audio/wav')
      .send(wav);
    expect(uploaded.status).toBe(200);
    expect(await greetingOf(eriksNumber)).toEqual({ language: 'en', text, recording: wav });
  });
});

describe('the assistant taking a message by phone', () => {
  it('greets, logs each call as a message, and stops at the plan’s monthly limit', async () => {
    const prompt = (language: string) => LEAVE_A_MESSAGE[language as 'nl'];
    // No assistant yet: a plain voicemail.
    expect(await t.services.assistant.takePhoneMessage(ingridsNumber, NOW, prompt)).toBeNull();
    const id = await orderAssistant(ingrid, {
      name: 'Kapsalon Knip',
      languages: ['nl'],
      greeting: 'Goedemorgen, Kapsalon Knip.',
    });

    const taken = await t.services.assistant.takePhoneMessage(ingridsNumber, NOW, prompt, '+31612345678');
    const greeting = 'Goedemorgen, Kapsalon Knip. Spreek na de toon uw bericht in, dan wordt u teruggebeld.';
    expect(taken).toMatchObject({ language: 'nl', text: greeting });
    await taken!.end(new Date('2026-11-30T09:00:42.000Z'));
    const log = (await ingrid.get('/api/assistant/calls')).body;
    expect(log.calls).toEqual([
      {
        id: taken!.callId,
        subscriptionId: id,
        channel: 'phone',
        caller: '+31612345678',
        startedAt: '2026-11-30T09:00:00.000Z',
        endedAt: '2026-11-30T09:00:42.000Z',
        transcript: [{ speaker: 'assistant', text: greeting }],
        summary: '',
        outcome: 'message',
        transferNumber: null,
        booking: null,
      },
    ]);
    expect(log.usage).toEqual([{ subscriptionId: id, used: 1, limit: 100 }]);

    // 98 more phone calls this month (Starter: 100 a month): the 100th is still the assistant's, the 101st is not.
    const owner = await t.store.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ingrid@example.nl')
      .executeTakeFirstOrThrow();
    await t.store.kysely
      .insertInto('assistant_calls')
      .values(
        Array.from({ length: 98 }, () => ({
          user_id: owner.id,
          subscription_id: id,
          channel: 'phone' as const,
          started_at: '2026-11-02T08:00:00.000Z',
          ended_at: '2026-11-02T08:01:00.000Z',
          transcript: '[]',
          summary: '',
          outcome: 'message' as const,
          transfer_number: null,
          appointment_id: null,
        })),
      )
      .execute();
    expect(await t.services.assistant.takePhoneMessage(ingridsNumber, NOW, prompt)).not.toBeNull();
    expect(await t.services.assistant.takePhoneMessage(ingridsNumber, NOW, prompt)).toBeNull();
    expect((await ingrid.get('/api/assistant/calls')).body.usage).toEqual([
      { subscriptionId: id, used: 100, limit: 100 },
    ]);
  });
});
