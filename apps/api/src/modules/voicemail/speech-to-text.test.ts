// The speech to text (docs/contracts.md §16): one contract for the simulated implementation and the OpenAI-compatible
// adapter against a local fake server (the multipart body it gets, the verbose_json it answers); the adapter's errors;
// and, through the app, a server that fails or does not answer: the message stays untranscribed, no mail goes, and the
// job tries again later until the server answers.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderAndPay, registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { startFakeTranscriptions, type FakeTranscriptions } from '../../test/fake-transcriptions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  createOpenAiSpeechToText,
  createSimulatedSpeechToText,
  languageOf,
  SpeechToTextError,
  type SpeechToText,
} from './speech-to-text.js';
import { exampleAudio, VOICEMAIL_EXAMPLES } from './voicemail-examples.js';
import { wavFile } from '../../test/wav-file.js';

const [JAN, SARAH, MARIA] = VOICEMAIL_EXAMPLES as [
  (typeof VOICEMAIL_EXAMPLES)[number],
  (typeof VOICEMAIL_EXAMPLES)[number],
  (typeof VOICEMAIL_EXAMPLES)[number],
];
/** A WAV that is none of the examples: 1 s of silence, 8 kHz 8-bit. */
const SILENCE = wavFile(Buffer.alloc(8000, 0x80));

let fake: FakeTranscriptions;

beforeAll(async () => {
  fake = await startFakeTranscriptions();
  fake.know(exampleAudio(JAN), JAN.transcript, 'dutch');
  fake.know(exampleAudio(SARAH), SARAH.transcript, 'english');
  fake.know(exampleAudio(MARIA), MARIA.transcript, 'spanish');
});
afterAll(async () => {
  await fake.close();
});

const implementations: [string, () => SpeechToText][] = [
  ['the simulated speech to text', createSimulatedSpeechToText],
  [
    'the OpenAI-compatible adapter',
    () => createOpenAiSpeechToText({ url: fake.url, apiKey: 'sk-test', model: 'whisper-1', timeoutMs: 5_000 }),
  ],
];

describe.each(implementations)('%s', (_name, make) => {
  it('hears the words and the language of each example message', async () => {
    const stt = make();
    expect(await stt.transcribe(exampleAudio(JAN))).toEqual({ text: JAN.transcript, language: 'nl' });
    expect(await stt.transcribe(exampleAudio(SARAH))).toEqual({ text: SARAH.transcript, language: 'en' });
    expect(await stt.transcribe(exampleAudio(MARIA))).toEqual({ text: MARIA.transcript, language: 'es' });
  });

  it('hears no words in other audio', async () => {
    expect((await make().transcribe(SILENCE)).text).toBe('');
  });
});

describe('the OpenAI-compatible adapter', () => {
  it('posts the recording as multipart/form-data with the model, verbose_json and the key', async () => {
    fake.received.length = 0;
    fake.mode = 'answer';
    const stt = createOpenAiSpeechToText({
      url: `${fake.url}/`,
      apiKey: 'sk-test',
      model: 'whisper-1',
      timeoutMs: 5_000,
    });
    await stt.transcribe(exampleAudio(JAN));
    expect(fake.received).toHaveLength(1);
    const [got] = fake.received;
    expect(got!.path).toBe('/v1/audio/transcriptions');
    expect(got!.authorization).toBe('Bearer sk-test');
    expect(got!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(got!.fields).toEqual({ model: 'whisper-1', response_format: 'verbose_json' });
    expect(got!.file?.name).toBe('voicemail.wav');
    expect(got!.file?.type).toBe('audio/wav');
    expect(Buffer.compare(got!.file!.bytes, exampleAudio(JAN))).toBe(0);
  });

  it('sends no Authorization without a key, and the server’s own model name', async () => {
    fake.received.length = 0;
    const stt = createOpenAiSpeechToText({
      url: fake.url,
      apiKey: undefined,
      model: 'Systran/faster-whisper-small',
      timeoutMs: 5_000,
    });
    await stt.transcribe(SILENCE);
    expect(fake.received[0]!.authorization).toBeUndefined();
    expect(fake.received[0]!.fields.model).toBe('Systran/faster-whisper-small');
  });

  it('fails clearly on an error status and when the server does not answer in time', async () => {
    const stt = createOpenAiSpeechToText({ url: fake.url, apiKey: undefined, model: 'whisper-1', timeoutMs: 300 });
    fake.mode = 'error';
    const failed = stt.transcribe(SILENCE);
    await expect(failed).rejects.toBeInstanceOf(SpeechToTextError);
    await expect(failed).rejects.toThrow(
      `the speech to text at ${fake.url}/v1/audio/transcriptions answered 500: {"error":{"message":"The server had an error","type":"server_error"}}`,
    );
    fake.mode = 'hang';
    await expect(stt.transcribe(SILENCE)).rejects.toThrow(
      `the speech to text at ${fake.url}/v1/audio/transcriptions did not answer within 300 ms`,
    );
    const nobody = createOpenAiSpeechToText({
      url: 'http://127.0.0.1:9',
      apiKey: undefined,
      model: 'x',
      timeoutMs: 2_000,
    });
    await expect(nobody.transcribe(SILENCE)).rejects.toThrow(
      'the speech to text at http://127.0.0.1:9/v1/audio/transcriptions could not be reached',
    );
    fake.mode = 'answer';
  });

  it('reads the language as whisper names it or as an ISO code', () => {
    expect(['dutch', 'English', 'es', 'de-DE', 'french', 'klingon', 42].map(languageOf)).toEqual([
      'nl',
      'en',
      'es',
      'de',
      'fr',
      null,
      null,
    ]);
  });
});

describe('a message while the speech to text fails', () => {
  const NOW = new Date('2026-11-30T09:00:00.000Z');
  let now = NOW;
  let t: TestApp;
  let ingrid: TestCustomer;
  let number: string;

  beforeAll(async () => {
    t = await createTestApp({
      clock: { now: () => now },
      env: { STT_PROVIDER: 'openai-compatible', STT_URL: fake.url, STT_TIMEOUT_MS: '1000' },
    });
    await t.services.voip.ensureInventory();
    ingrid = await registerCustomer(t, { email: 'ingrid@example.nl' });
    const free = await request(t.app).get('/api/voip/numbers?area=030');
    number = (free.body.numbers as { number: string }[])[0]!.number;
    const hold = await request(t.app).post('/api/voip/numbers/hold').send({ number });
    await orderAndPay(t, ingrid, {
      kind: 'voip',
      numberType: 'nl',
      number,
      bundle: null,
      numberHold: hold.body.holdToken,
    });
  }, 60_000);

  const job = () =>
    t.store.kysely
      .selectFrom('jobs')
      .select(['attempts', 'done_at', 'last_error', 'run_at'])
      .where('kind', '=', 'voicemail.process')
      .executeTakeFirstOrThrow();
  const voicemailMails = async () =>
    (await t.mails()).filter((mail) => mail.subject.startsWith('Nieuw voicemailbericht'));

  it('stays untranscribed, unmailed, and is tried again until the server answers', async () => {
    fake.mode = 'error';
    expect((await ingrid.post('/api/voicemails/test', { number })).status).toBe(202);
    await t.services.jobs.runDueJobs();
    let inbox = (await ingrid.get('/api/voicemails')).body;
    expect(
      inbox.voicemails.map((voicemail: { transcript: string | null; summary: string | null }) => [
        voicemail.transcript,
        voicemail.summary,
      ]),
    ).toEqual([[null, null]]);
    let state = await job();
    expect(state.done_at).toBeNull();
    expect(state.last_error).toContain('answered 500');
    // The runner's backoff: again 2 s later.
    expect(state.run_at).toBe('2026-11-30T09:00:02.000Z');
    expect(await voicemailMails()).toEqual([]);

    fake.mode = 'hang';
    now = new Date('2026-11-30T09:00:02.000Z');
    await t.services.jobs.runDueJobs();
    state = await job();
    expect(state.done_at).toBeNull();
    expect(state.last_error).toContain('did not answer within 1000 ms');
    expect((await ingrid.get('/api/voicemails')).body.voicemails[0].transcript).toBeNull();

    fake.mode = 'answer';
    now = new Date('2026-11-30T09:00:06.000Z');
    await t.services.jobs.runDueJobs();
    inbox = (await ingrid.get('/api/voicemails')).body;
    expect([inbox.voicemails[0].transcript, inbox.voicemails[0].language]).toEqual([JAN.transcript, 'nl']);
    expect((await job()).done_at).toBe('2026-11-30T09:00:06.000Z');
    expect((await voicemailMails()).map((mail) => mail.to)).toEqual(['ingrid@example.nl']);
  }, 30_000);
});
