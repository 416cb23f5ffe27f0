// A number's voicemail greeting (docs/contracts.md §16): its text, an uploaded WAV recording that plays instead, what
// the voice platform is given for a call, and the refusals a caller of the API sees, translated.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderAndPay, registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { mulawSilence } from '../../test/wav-file.js';

let t: TestApp;
let ingrid: TestCustomer;
let erik: TestCustomer;
let ingridsNumber: string;

/** A WAV file of `seconds` of silence, as a phone line records it. */
const silence = mulawSilence;

const path = (number: string) => `/api/voip/numbers/${encodeURIComponent(number)}/greeting`;
const upload = (customer: TestCustomer, number: string, body: Buffer, type = 'audio/wav') =>
  request(t.app)
    .put(`${path(number)}/recording`)
    .set('Authorization', `Bearer ${customer.token}`)
    .set('Accept-Language', 'nl')
    .set('Content-Type', type)
    .send(body);

beforeAll(async () => {
  t = await createTestApp();
  await t.services.voip.ensureInventory();
  ingrid = await registerCustomer(t, { email: 'ingrid@example.nl' });
  erik = await registerCustomer(t, { email: 'erik@example.com', firstName: 'Erik', lastName: 'Jansen' });
  const free = await request(t.app).get('/api/voip/numbers?area=030');
  ingridsNumber = (free.body.numbers as { number: string }[])[0]!.number;
  const hold = await request(t.app).post('/api/voip/numbers/hold').send({ number: ingridsNumber });
  await orderAndPay(t, ingrid, {
    kind: 'voip',
    numberType: 'nl',
    number: ingridsNumber,
    bundle: null,
    numberHold: hold.body.holdToken,
  });
});

describe('a voicemail greeting', () => {
  it('starts as the standard greeting, then speaks the text set, trimmed; an empty text is none again', async () => {
    expect((await ingrid.get(path(ingridsNumber))).body).toEqual({
      number: ingridsNumber,
      text: null,
      recording: null,
      plays: 'standard',
      updatedAt: null,
    });
    const set = await ingrid.put(path(ingridsNumber), {
      text: '  Welkom bij Bakkerij Ingrid.\nSpreek na de toon je bericht in.  ',
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      text: 'Welkom bij Bakkerij Ingrid.\nSpreek na de toon je bericht in.',
      recording: null,
      plays: 'text',
    });
    expect(await t.services.greetings.greetingFor(ingridsNumber)).toEqual({
      text: 'Welkom bij Bakkerij Ingrid.\nSpreek na de toon je bericht in.',
      recording: null,
    });
    expect((await ingrid.put(path(ingridsNumber), { text: '' })).body).toMatchObject({ text: null, plays: 'standard' });
    expect(await t.services.greetings.greetingFor(ingridsNumber)).toBeNull();
  });

  it('plays an uploaded recording instead of the text, with its length, until it is deleted', async () => {
    await ingrid.put(path(ingridsNumber), { text: 'Welkom bij Bakkerij Ingrid.' });
    const wav = silence(12);
    const uploaded = await upload(ingrid, ingridsNumber, wav);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({
      text: 'Welkom bij Bakkerij Ingrid.',
      recording: { seconds: 12 },
      plays: 'recording',
    });
    const played = await ingrid.get(`${path(ingridsNumber)}/recording`).buffer(true);
    expect(played.status).toBe(200);
    expect(played.headers['content-type']).toBe('audio/wav');
    expect(Buffer.compare(played.body as Buffer, wav)).toBe(0);
    expect((await t.services.greetings.greetingFor(ingridsNumber))?.recording?.length).toBe(44 + 96_000);
    // A new text keeps the recording, which still plays first.
    expect((await ingrid.put(path(ingridsNumber), { text: 'Tot straks!' })).body).toMatchObject({
      text: 'Tot straks!',
      plays: 'recording',
    });

    const deleted = await request(t.app)
      .delete(`${path(ingridsNumber)}/recording`)
      .set('Authorization', `Bearer ${ingrid.token}`);
    expect(deleted.body).toMatchObject({ text: 'Tot straks!', recording: null, plays: 'text' });
    expect((await ingrid.get(`${path(ingridsNumber)}/recording`)).status).toBe(404);
  });

  it('refuses what is no WAV, a greeting over a minute, a file over 2 MB and another type, in the language asked', async () => {
    const notWav = await upload(ingrid, ingridsNumber, Buffer.from('ID3 this is an mp3 file'));
    expect(notWav.status).toBe(400);
    expect(notWav.body).toEqual({
      code: 'GREETING_NOT_WAV',
      message: 'Dit is geen WAV-bestand: bewaar je begroeting als WAV (PCM of G.711) en upload hem opnieuw',
    });
    const long = await upload(ingrid, ingridsNumber, silence(61));
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      code: 'GREETING_TOO_LONG',
      message: 'Een begroeting duurt hooguit 60 seconden; deze duurt er 61',
    });
    const large = await upload(ingrid, ingridsNumber, Buffer.alloc(2_000_001));
    expect(large.status).toBe(413);
    expect(large.body.code).toBe('PAYLOAD_TOO_LARGE');
    const mp3 = await upload(ingrid, ingridsNumber, Buffer.from('ID3'), 'audio/mpeg');
    expect(mp3.status).toBe(415);
    const text = await ingrid.put(path(ingridsNumber), { text: 'x'.repeat(401) });
    expect(text.status).toBe(400);
    expect(text.body.fields).toEqual({ text: expect.any(String) });
    // Nothing of these was kept.
    expect((await ingrid.get(path(ingridsNumber))).body.recording).toBeNull();
  });

  it("is the owner's only: another account and a visitor get 404 and 401, and nothing is read", async () => {
    expect((await erik.get(path(ingridsNumber))).status).toBe(404);
    expect((await erik.put(path(ingridsNumber), { text: 'Van Erik' })).status).toBe(404);
    expect((await upload(erik, ingridsNumber, silence(2))).status).toBe(404);
    expect((await request(t.app).get(path(ingridsNumber))).status).toBe(401);
    expect((await ingrid.get(path('+31201234567'))).status).toBe(404);
    expect((await ingrid.get('/api/voip/numbers/abc/greeting')).status).toBe(404);
  });

  it('goes with the subscription: once it has ended, the platform plays the standard greeting', async () => {
    await ingrid.put(path(ingridsNumber), { text: 'Welkom bij Bakkerij Ingrid.' });
    expect(await t.services.greetings.greetingFor(ingridsNumber)).not.toBeNull();
    await t.store.kysely
      .updateTable('subscriptions')
      .set({ status: 'cancelled' })
      .where('number', '=', ingridsNumber)
      .execute();
    expect(await t.services.greetings.greetingFor(ingridsNumber)).toBeNull();
    expect((await ingrid.get(path(ingridsNumber))).status).toBe(404);
  });
});
