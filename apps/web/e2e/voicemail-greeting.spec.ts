import { formatPhoneNumber, type VoicemailGreeting } from '@telecom/domain';
import { voipCustomer } from './demo-voip';
import { axeViolations, expect, openIn, signIn, test, watchErrors, WCAG_TAGS } from './fixtures';

// Issue 40 (decisions.md §16): on /dashboard/voicemail a customer sets what callers hear before leaving a message on
// their number: their own text (checked as they type, kept on a refusal), then a WAV recording that plays instead,
// refused with the API's own words when it is no WAV, and deleted again. Each step is what GET …/greeting answers.

test.use({ reducedMotion: 'reduce' });

/** A WAV file of `seconds` of silence, 8 kHz mono G.711 µ-law (8,000 bytes a second), as a phone line records. */
function silence(seconds: number): Buffer {
  const data = Buffer.alloc(seconds * 8000, 0xff);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(7, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

test('a greeting gets its own text, then a recording that plays instead, refused when it is no WAV, and deleted', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  const customer = await voipCustomer(request, 'Fenna');
  const { auth, number } = customer;
  const greetingOf = async () =>
    (await (
      await request.get(`/api/voip/numbers/${encodeURIComponent(number)}/greeting`, { headers: auth })
    ).json()) as VoicemailGreeting;
  await signIn(page, customer);
  await openIn(page, '/dashboard/voicemail', 'nl');

  const card = page.getByRole('region', { name: `Begroeting van ${formatPhoneNumber(number)}` });
  await expect(card.getByTestId('greeting-plays')).toHaveText(
    'Bellers horen nu de standaardbegroeting, die je nummer noemt en vraagt een bericht in te spreken.',
  );
  expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);

  // Too long: the field says so, keeps what was typed, and nothing is saved.
  const text = card.getByLabel('Tekst van je begroeting');
  const tooLong = 'Welkom bij Fenna. '.repeat(23);
  await text.fill(tooLong);
  await card.getByRole('button', { name: 'Tekst opslaan' }).click();
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(text).toBeFocused();
  await expect(text).toHaveValue(tooLong);
  expect((await greetingOf()).text).toBeNull();

  await text.fill('Welkom bij Fenna Fotografie. Spreek na de toon je bericht in.');
  await expect(card).toContainText('61 van 400 tekens.');
  await card.getByRole('button', { name: 'Tekst opslaan' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Opgeslagen.' })).toBeVisible();
  await expect(card.getByTestId('greeting-plays')).toHaveText(
    'Bellers horen nu je eigen tekst, voorgelezen door een computerstem.',
  );
  expect(await greetingOf()).toMatchObject({
    text: 'Welkom bij Fenna Fotografie. Spreek na de toon je bericht in.',
    plays: 'text',
  });

  // An MP3 is refused with the API's words; the text still plays.
  const file = card.getByLabel('Een opname uploaden');
  await file.setInputFiles({ name: 'begroeting.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('ID3 not a wav') });
  await expect(card.getByRole('alert')).toHaveText(
    'Dit is geen WAV-bestand: bewaar je begroeting als WAV (PCM of G.711) en upload hem opnieuw',
  );
  expect((await greetingOf()).plays).toBe('text');

  // A WAV of 7 seconds: it plays instead, with a player of its own.
  await file.setInputFiles({ name: 'begroeting.wav', mimeType: 'audio/wav', buffer: silence(7) });
  await expect(card.getByRole('status').filter({ hasText: 'Je opname is geüpload' })).toBeVisible();
  await expect(card.getByTestId('greeting-plays')).toHaveText('Bellers horen nu je opname (7 seconden).');
  await expect(card.getByLabel('Je ingesproken begroeting')).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);
  expect(await greetingOf()).toMatchObject({ recording: { seconds: 7 }, plays: 'recording' });
  expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await card.screenshot({ path: test.info().outputPath(`greeting-${width}.png`) });
  }

  // Deleted, with the keyboard: the text plays again.
  await card.getByRole('button', { name: 'Opname verwijderen' }).focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('status').filter({ hasText: 'Je opname is verwijderd.' })).toBeVisible();
  await expect(card.getByTestId('greeting-plays')).toHaveText(
    'Bellers horen nu je eigen tekst, voorgelezen door een computerstem.',
  );
  await expect(card.getByLabel('Je ingesproken begroeting')).toHaveCount(0);
  expect((await greetingOf()).recording).toBeNull();
  // The one refusal, the MP3's, is the browser's only complaint.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
});

test('the greeting card in en and es', async ({ page, request }) => {
  const customer = await voipCustomer(request, 'Lucia');
  await signIn(page, customer);
  for (const [language, title, label] of [
    ['en', 'Greeting of', 'Text of your greeting'],
    ['es', 'Saludo de', 'Texto de tu saludo'],
  ] as const) {
    await openIn(page, '/dashboard/voicemail', language);
    const card = page.getByRole('region', { name: `${title} ${formatPhoneNumber(customer.number)}` });
    await expect(card.getByLabel(label)).toBeVisible();
  }
});
