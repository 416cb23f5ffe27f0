// Voicemail and the assistant's message-taking on a real SIP core (docs/decisions/061): a Kamailio this test starts on
// the API's database hands an unanswered call to the media server, which greets, beeps and records what the caller's
// phone (baresip, playing a WAV file) says; the recording reaches the owner's inbox with its transcript (from a local
// fake of the OpenAI-compatible speech-to-text API), summary and urgency, and the owner gets a mail. A number routed
// to the assistant logs the call in the assistant's call log as a message; with a speech engine (docs/decisions/064)
// the assistant talks with the caller turn by turn, books into the calendar, and puts the caller through by REFER.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DataStore } from '../../db/connection.js';
import { createLogger } from '../../lib/logger.js';
import { KNOWLEDGE } from '../../test/assistant-fixtures.js';
import { orderAssistant, registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { startFakeTranscriptions, type FakeTranscriptions } from '../../test/fake-transcriptions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { eventually, numberWithPassword, voiceDatabase } from '../../test/voice.js';
import { exampleAudio, VOICEMAIL_EXAMPLES } from '../voicemail/voicemail-examples.js';
import { wavSeconds } from './wav.js';
import { startBaresip, type BaresipClient } from './baresip-client.js';
import { createKamailioPlatform } from './kamailio-platform.js';
import { freePort, startKamailio, type KamailioProcess } from './kamailio-process.js';
import { LEAVE_A_MESSAGE, stockGreetingFile } from './media-greeting.js';
import { BEEP, mulawOf, type MediaServer } from './media-server.js';
import { mulawOfWav, readMulawWav } from './sip-answerer.js';
import { startVoicemailMediaServer, type VoicemailMediaOptions } from '../assistant/voicemail-media.js';
import { wavFile } from '../../test/wav-file.js';

const DOMAIN = 'voice.test';
const SARAH = VOICEMAIL_EXAMPLES[1]!;
/** The English example: 103 736 samples of 8 kHz µ-law, 12.97 s. */
const SARAH_SAMPLES = mulawOfWav(exampleAudio(SARAH));
const SARAH_SECONDS = SARAH_SAMPLES.length / 8_000;
/** The greeting every call hears in this test (the Dutch stock greeting) and the beep after it, in seconds. */
const GREETING_SAMPLES = readMulawWav(stockGreetingFile('nl')).length + BEEP.length;

let dir: string;
let store: DataStore;
let kamailio: KamailioProcess;
let media: MediaServer;
let stt: FakeTranscriptions;
let t: TestApp;
let phones: BaresipClient[] = [];
/** What the media server was asked to say: the language and the text (null: the stock greeting). */
const spoken: { language: string; text: string | null }[] = [];
/** The caller's audio: silence while the greeting and the beep play (and 0.2 s more), then Sarah's message. */
let callerAudio: string;
/** A caller who talks in turns: 1.2 s of Sarah's voice, then 2 s of silence, twenty times over. */
let talkingAudio: string;
let mediaPort: number;

/** G.711 µ-law to 16-bit linear (what baresip's aufile reads). */
function linearOf(mulaw: number): number {
  const u = ~mulaw & 0xff;
  const magnitude = ((((u & 0x0f) << 3) + 0x84) << ((u >> 4) & 0x07)) - 0x84;
  return u & 0x80 ? -magnitude : magnitude;
}

/** A WAV file of 8 kHz mono 16-bit PCM. */
const pcmWav = (samples: Int16Array): Buffer =>
  wavFile(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength), { bitsPerSample: 16 });

type Number = Awaited<ReturnType<typeof numberWithPassword>>;

async function phone(who: Number, audioFile?: string): Promise<BaresipClient> {
  const client = await startBaresip({ ...who, domain: DOMAIN, sipPort: kamailio.sipPort, audioFile });
  phones.push(client);
  await client.waitForOutput(/ 200 OK /);
  return client;
}

const routingPath = (number: string) => `/api/voip/numbers/${encodeURIComponent(number)}/routing`;

/** Calls `number` from `caller`'s phone with the caller's audio, stays on while it plays after the beep, hangs up. */
async function leaveMessage(caller: Number, number: string) {
  const callersPhone = await phone(caller, callerAudio);
  await callersPhone.dial(`sip:${number}@${DOMAIN}`);
  await callersPhone.waitFor('CALL_ESTABLISHED', 15_000);
  const answeredAt = Date.now();
  // The greeting and the beep, 0.2 s of silence, the message, and 0.2 s to spare.
  await new Promise((resolve) => setTimeout(resolve, (GREETING_SAMPLES / 8_000 + 0.2 + SARAH_SECONDS + 0.2) * 1_000));
  await callersPhone.hangup();
  await callersPhone.waitFor('CALL_CLOSED');
  return answeredAt;
}

/** The owner's inbox once the processing job has run (the server's runner does that within a second). */
async function processedInbox(owner: TestCustomer) {
  return eventually(
    async () => {
      await t.services.jobs.runDueJobs();
      return (await owner.get('/api/voicemails')).body.voicemails as Record<string, unknown>[];
    },
    (voicemails) => voicemails.length > 0 && voicemails[0]!.transcript !== null,
    60_000,
  );
}

/** The product's media server on the port Kamailio hands calls to, with the test app's services. */
const startMedia = (options: Pick<VoicemailMediaOptions, 'speaker' | 'speechToText'>) =>
  startVoicemailMediaServer({
    db: store.kysely,
    voicemail: t.services.voicemail,
    greetings: t.services.greetings,
    assistant: t.services.assistant,
    logger: createLogger('silent'),
    port: mediaPort,
    ...options,
  });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'voicemail-kamailio-'));
  const linear = new Int16Array(GREETING_SAMPLES + 1_600 + SARAH_SAMPLES.length);
  SARAH_SAMPLES.forEach((sample, i) => {
    linear[GREETING_SAMPLES + 1_600 + i] = linearOf(sample);
  });
  callerAudio = path.join(dir, 'caller.wav');
  writeFileSync(callerAudio, pcmWav(linear));
  const burst = SARAH_SAMPLES.subarray(8_000, 17_600);
  const talking = new Int16Array(20 * (burst.length + 16_000));
  for (let turn = 0; turn < 20; turn += 1)
    burst.forEach((sample, i) => {
      talking[turn * (burst.length + 16_000) + i] = linearOf(sample);
    });
  talkingAudio = path.join(dir, 'talking.wav');
  writeFileSync(talkingAudio, pcmWav(talking));

  stt = await startFakeTranscriptions();
  // The recording is what the media server heard, not the example's bytes: the fake hears Sarah's words in any audio.
  stt.otherwise = { text: SARAH.transcript, language: 'english' };
  const { store: opened, ...where } = await voiceDatabase(dir);
  store = opened;
  mediaPort = await freePort(true);
  kamailio = await startKamailio({ ...where, domain: DOMAIN, media: `sip:127.0.0.1:${mediaPort}` });
  t = await createTestApp({
    db: store,
    env: { SIP_DOMAIN: DOMAIN, STT_PROVIDER: 'openai-compatible', STT_URL: stt.url },
    voicePlatform: createKamailioPlatform({ db: store.kysely, domain: DOMAIN, rpcUrl: kamailio.rpcUrl }),
  });
  await t.services.voip.ensureInventory();
  media = await startMedia({
    // The Dutch stock greeting for every text, so that the caller's audio can wait for its end; the texts are kept.
    speaker: {
      speak: async (language, text) => {
        spoken.push({ language, text });
        return readMulawWav(stockGreetingFile('nl'));
      },
    },
  });
}, 60_000);

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') {
    process.stderr.write(`Kamailio's log:\n${kamailio.log().split('\n').slice(-60).join('\n')}\n`);
    for (const client of phones) process.stderr.write(`baresip:\n${client.log()}\n`);
  }
  await Promise.all(phones.map((client) => client.stop()));
  phones = [];
});

afterAll(async () => {
  await kamailio?.stop();
  await media?.close();
  await stt?.close();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('voicemail on Kamailio', () => {
  it('records a message after the ring time, and the owner finds it transcribed in the inbox and by mail', async () => {
    const ingrid = await registerCustomer(t, { email: 'ingrid@example.nl' });
    const bram = await registerCustomer(t, { email: 'bram@example.nl', firstName: 'Bram', lastName: 'de Vries' });
    const caller = await numberWithPassword(t, ingrid, 0);
    const owner = await numberWithPassword(t, bram, 0);
    const saved = await bram.put(routingPath(owner.number), { ringSeconds: 5, fallback: 'voicemail' });
    expect(saved.status).toBe(200);
    // Bram's own greeting text (docs/contracts.md §16: the business's text, spoken).
    const greeting = 'Welkom bij Installatiebedrijf De Vries. Spreek na de toon uw bericht in.';
    const set = await bram.put(`/api/voip/numbers/${encodeURIComponent(owner.number)}/greeting`, { text: greeting });
    expect(set.status).toBe(200);
    // Bram's phone rings and is not answered.
    const bramsPhone = await phone(owner);
    spoken.length = 0;

    const dialled = Date.now();
    const promise = leaveMessage(caller, owner.number);
    await bramsPhone.waitFor('CALL_INCOMING', 10_000);
    const answeredAt = await promise;
    // The media server answered when the 5 s of ringing were up (a loaded machine answers a little late).
    expect(answeredAt - dialled).toBeGreaterThanOrEqual(4_000);
    expect(answeredAt - dialled).toBeLessThan(10_000);
    await bramsPhone.waitFor('CALL_CLOSED');
    // His text, spoken in his language.
    expect(spoken).toEqual([{ language: 'nl', text: greeting }]);

    const [message] = await processedInbox(bram);
    // The speech to text got the recording: 8 kHz µ-law, as long as Sarah's message within a second.
    const [sent] = stt.received;
    const recording = mulawOfWav(sent!.file!.bytes);
    expect(Math.abs(recording.length / 8_000 - SARAH_SECONDS)).toBeLessThanOrEqual(1);
    // What the caller said, sample for sample (G.711 to linear and back gives the same bytes): its second second.
    expect(recording.indexOf(SARAH_SAMPLES.subarray(8_000, 16_000))).toBeGreaterThan(0);
    expect(message).toEqual(
      expect.objectContaining({
        number: owner.number,
        caller: caller.number,
        seconds: wavSeconds(sent!.file!.bytes),
        status: 'new',
        transcript: SARAH.transcript,
        language: 'en',
        summary: 'Sarah Miller asks you to call back on +31698765432.',
        urgency: 'urgent',
        callbackNumber: '+31698765432',
        appointment: null,
      }),
    );
    // The inbox shows whole seconds: the recording's length rounded (a recording of 13.5 s, within a second of
    // Sarah's 12.97 s, shows 14).
    expect(message!.seconds).toBe(Math.round(recording.length / 8_000));
    const mails = (await t.mails()).filter((mail) => mail.to === 'bram@example.nl' && /voicemail/i.test(mail.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Samenvatting: Sarah Miller asks you to call back on +31698765432.');

    // Ingrid's call to Bram's number was answered (by the media server), on-net: free.
    const calls = await eventually(
      async () => (await ingrid.get('/api/calls')).body.calls as Record<string, unknown>[],
      (found) => found.length > 0,
    );
    expect(calls).toEqual([
      expect.objectContaining({
        direction: 'outbound',
        caller: caller.number,
        callee: owner.number,
        disposition: 'answered',
        destination: 'on-net',
        costCents: 0,
      }),
    ]);
  }, 90_000);

  it('on the assistant route with no phone signed in, greets as the assistant and logs the message', async () => {
    const ingrid = await registerCustomer(t, { email: 'ingrid2@example.nl' });
    const anna = await registerCustomer(t, { email: 'anna@example.nl', firstName: 'Anna', lastName: 'Bakker' });
    const caller = await numberWithPassword(t, ingrid, 0);
    const owner = await numberWithPassword(t, anna, 0);
    // The account's first assistant starts its free trial: the order is paid at once.
    await orderAssistant(anna, { name: 'Kapsalon Knip', languages: ['nl'], greeting: 'Goedemorgen, Kapsalon Knip.' });
    const saved = await anna.put(routingPath(owner.number), { ringSeconds: 20, fallback: 'assistant' });
    expect(saved.status).toBe(200);
    spoken.length = 0;

    const dialled = Date.now();
    await leaveMessage(caller, owner.number);

    const [message] = await processedInbox(anna);
    expect(message).toEqual(
      expect.objectContaining({ number: owner.number, caller: caller.number, transcript: SARAH.transcript }),
    );
    // No phone of Anna's is signed in: the media server answered at once, as her assistant.
    const greeting = `Goedemorgen, Kapsalon Knip. ${LEAVE_A_MESSAGE.nl}`;
    expect(spoken).toEqual([{ language: 'nl', text: greeting }]);
    const log = await eventually(
      async () => (await anna.get('/api/assistant/calls')).body,
      (body) => body.calls.length > 0 && body.calls[0].endedAt !== null,
    );
    expect(log.calls).toEqual([
      expect.objectContaining({
        channel: 'phone',
        caller: caller.number,
        outcome: 'message',
        transcript: [{ speaker: 'assistant', text: greeting }],
        booking: null,
      }),
    ]);
    expect(Date.parse(log.calls[0].startedAt)).toBeGreaterThanOrEqual(dialled);
    // Counted against the Starter plan's 100 calls a month.
    expect(log.usage).toEqual([expect.objectContaining({ used: 1, limit: 100 })]);
  }, 90_000);

  describe('with a speech engine, the assistant talks', () => {
    /** What the assistant said, in turn: its texts (the speaker plays 0.3 s of tone for each). */
    const said: string[] = [];
    const SHORT = Buffer.from(Array.from({ length: 2_400 }, (_, i) => mulawOf(3_000 * Math.sin(i / 3))));

    /** The media server again on its port, now with the speech engine (the fake transcription server). */
    beforeAll(async () => {
      await media.close();
      media = await startMedia({
        speechToText: t.services.speechEngine!,
        speaker: {
          speak: async (_language, text) => {
            said.push(text ?? '');
            return SHORT;
          },
        },
      });
    });

    /** Anna's number routed to her assistant (Kapsalon Knip), bookable every day from 09:00 to 17:00. */
    async function salon(email: string) {
      const anna = await registerCustomer(t, { email, firstName: 'Anna', lastName: 'Bakker' });
      const owner = await numberWithPassword(t, anna, 0);
      const id = await orderAssistant(anna, { name: 'Kapsalon Knip', languages: ['nl'] });
      const day = [{ opens: '09:00', closes: '17:00' }];
      const hours = { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day };
      return { anna, owner, id, hours };
    }

    it('answers from the knowledge, books a free time into the calendar and says goodbye', async () => {
      const { anna, owner, id, hours } = await salon('anna-talks@example.nl');
      const ingrid = await registerCustomer(t, { email: 'ingrid-talks@example.nl' });
      const caller = await numberWithPassword(t, ingrid, 0);
      const saved = await anna.put(`/api/subscriptions/${id}/assistant`, {
        ...KNOWLEDGE,
        availability: { ...KNOWLEDGE.availability, hours },
      });
      expect(saved.status).toBe(200);
      expect((await anna.put(routingPath(owner.number), { ringSeconds: 20, fallback: 'assistant' })).status).toBe(200);
      said.length = 0;
      stt.received.length = 0;
      const utterances = [
        'Wat zijn jullie openingstijden?',
        'Ik wil een afspraak morgen om 14 uur',
        'Jan de Vries',
        'Dat was het, tot ziens',
      ];
      stt.script = utterances.map((text) => ({ text, language: 'dutch' }));

      const callersPhone = await phone(caller, talkingAudio);
      await callersPhone.dial(`sip:${owner.number}@${DOMAIN}`);
      await callersPhone.waitFor('CALL_ESTABLISHED', 15_000);
      // The assistant hangs up after its goodbye.
      await callersPhone.waitFor('CALL_CLOSED', 60_000);

      expect(said[0]).toBe(KNOWLEDGE.greeting);
      expect(said[1]).toMatch(/^Onze openingstijden: maandag van 09:00 tot 17:30/);
      expect(said[2]).toMatch(/ om 14:00 is vrij\. Op welke naam mag ik de afspraak zetten\?$/);
      expect(said[3]).toMatch(/ om 14:00, op naam van Jan de Vries\./);
      expect(said).toHaveLength(5);
      // Each utterance went to speech to text as a µ-law WAV of what the caller said: about 1.2 s of voice and the pause.
      expect(stt.received).toHaveLength(4);
      for (const { file } of stt.received) {
        const seconds = mulawOfWav(file!.bytes).length / 8_000;
        expect(seconds).toBeGreaterThan(1);
        expect(seconds).toBeLessThan(3.5);
      }

      const log = await eventually(
        async () => (await anna.get('/api/assistant/calls')).body,
        (body) => body.calls.length > 0 && body.calls[0].endedAt !== null,
      );
      const [logged] = log.calls;
      expect(logged).toMatchObject({
        channel: 'phone',
        caller: caller.number,
        outcome: 'booked',
        summary: utterances[0],
      });
      expect(logged.transcript.filter((turn: { speaker: string }) => turn.speaker === 'caller')).toEqual(
        utterances.map((text) => ({ speaker: 'caller', text })),
      );
      expect(logged.transcript.filter((turn: { speaker: string }) => turn.speaker === 'assistant')).toEqual(
        said.map((text) => ({ speaker: 'assistant', text })),
      );
      // Tomorrow at 14:00 in Amsterdam, half an hour, with the caller's number.
      const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
      const calendar = (await anna.get('/api/calendar')).body.events as Record<string, unknown>[];
      expect(calendar).toEqual([
        expect.objectContaining({ source: 'assistant', title: 'Jan de Vries', contact: caller.number }),
      ]);
      const start = new Date(calendar[0]!.start as string);
      expect(start.toLocaleString('sv-SE', { timeZone: 'Europe/Amsterdam' })).toBe(`${tomorrow} 14:00:00`);
      expect(logged.booking).toMatchObject({ title: 'Jan de Vries', start: calendar[0]!.start });
      expect(log.usage).toEqual([expect.objectContaining({ used: 1, limit: 100 })]);
    }, 90_000);

    it('puts the caller through to the handoff number: the caller’s phone calls it', async () => {
      const { anna, owner, id } = await salon('anna-hands-off@example.nl');
      const ingrid = await registerCustomer(t, { email: 'ingrid-spoed@example.nl' });
      const caller = await numberWithPassword(t, ingrid, 0);
      const erik = await registerCustomer(t, { email: 'erik-spoed@example.nl', firstName: 'Erik' });
      const colleague = await numberWithPassword(t, erik, 0);
      const saved = await anna.put(`/api/subscriptions/${id}/assistant`, {
        ...KNOWLEDGE,
        handoff: [{ keywords: ['spoed'], number: colleague.number }],
      });
      expect(saved.status).toBe(200);
      expect((await anna.put(routingPath(owner.number), { ringSeconds: 20, fallback: 'assistant' })).status).toBe(200);
      said.length = 0;
      stt.script = [{ text: 'Ik heb een spoed klus, mijn kraan lekt', language: 'dutch' }];
      const colleaguesPhone = await phone(colleague);

      const callersPhone = await phone(caller, talkingAudio);
      await callersPhone.dial(`sip:${owner.number}@${DOMAIN}`);
      await callersPhone.waitFor('CALL_ESTABLISHED', 15_000);
      // The REFER: the caller's phone rings the colleague's, and the assistant's leg ends.
      await colleaguesPhone.waitFor('CALL_INCOMING', 30_000);
      expect(said).toHaveLength(2);
      const log = await eventually(
        async () => (await anna.get('/api/assistant/calls')).body,
        (body) => body.calls.length > 0 && body.calls[0].endedAt !== null,
      );
      expect(log.calls[0]).toMatchObject({
        channel: 'phone',
        outcome: 'transferred',
        transferNumber: colleague.number,
      });
    }, 90_000);
  });
});
