import { formatPhoneNumber, type CalendarAnswer, type Voicemail, type VoicemailsAnswer } from '@telecom/domain';
import type { Page } from '@playwright/test';
import { signInAsDemo, voipCustomer } from './demo-voip';
import { axeViolations, expect, openIn, signIn, test, uniqueEmail, watchErrors, WCAG_TAGS } from './fixtures';

// Issue 40 (decisions.md §16, docs/decisions/058): a new customer with a paid 020 number sends a test message from
// the empty inbox on /dashboard/voicemail, sees it arrive with its transcript, summary and the appointment request of
// the recorded example ("… een afspraak maken voor dinsdag 8 december om 10 uur"), plays it, accepts the appointment
// ('Bevestigd'), finds it on /dashboard/agenda and in the ICS feed behind the page's link, makes a new link (the old one
// stops working) and deletes the message. And, with the API's answers given here, how the inbox shows urgency, a
// withheld caller and an appointment decided elsewhere (409), and how the calendar groups days and folds the past.

test.use({ reducedMotion: 'reduce' });

/** Nothing of the page reaches past its right edge at `width` (named, when something does). */
async function expectNothingWider(page: Page, width: number) {
  const beyond = await page.evaluate(
    (edge) =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > edge + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    width,
  );
  expect(beyond).toEqual([]);
}

test('a test message arrives with transcript and appointment, is played, accepted into the calendar and the ICS feed, and deleted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const customer = await voipCustomer(request, 'Noor');
  const { auth, number } = customer;
  await signIn(page, customer);
  await openIn(page, '/dashboard/voicemail', 'nl');

  // Empty: the way to a test message on the customer's own number.
  const inbox = page.getByTestId('voicemail-inbox');
  await expect(inbox.getByTestId('inbox-empty')).toContainText('Nog geen berichten.');
  await expect(inbox).toContainText(`naar ${formatPhoneNumber(number)}`);
  expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);
  await inbox.getByRole('button', { name: 'Stuur een testbericht' }).click();
  await expect(page.getByTestId('inbox-announcement')).toHaveText(
    'Testbericht verstuurd. Het staat hier binnen enkele seconden.',
  );

  // It arrives (the page asks every two seconds) as a new message, counted in the heading.
  const message = inbox.getByTestId('voicemail');
  await expect(message).toHaveCount(1, { timeout: 30_000 });
  await expect(message.getByTestId('summary')).not.toHaveText('Wordt uitgeschreven…', { timeout: 30_000 });
  const { voicemails, unread } = (await (
    await request.get('/api/voicemails', { headers: auth })
  ).json()) as VoicemailsAnswer;
  expect(unread).toBe(1);
  expect(voicemails).toHaveLength(1);
  const voicemail = voicemails[0]!;
  expect(voicemail).toMatchObject({
    number,
    status: 'new',
    appointment: { date: '2026-12-08', time: '10:00', status: 'pending' },
  });
  expect(voicemail.transcript).toContain('afspraak maken voor dinsdag 8 december om 10 uur');
  const caller = voicemail.caller ? formatPhoneNumber(voicemail.caller) : 'Afgeschermd nummer';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Voicemail 1 nieuw');
  await expect(message.getByRole('heading', { level: 3 })).toHaveText(caller);
  await expect(message.getByText('Nieuw', { exact: true })).toBeVisible();
  await expect(message.getByTestId('summary')).toHaveText(voicemail.summary!);
  await expect(message.getByTestId('appointment')).toContainText('Afspraakverzoek: dinsdag 8 december 2026 om 10:00');
  const length = `${Math.floor(voicemail.seconds / 60)}:${String(voicemail.seconds % 60).padStart(2, '0')}`;
  await expect(message).toContainText(`duur ${length}`);
  await expect(page.getByTestId('inbox-announcement')).toHaveText(`Nieuw bericht van ${caller}.`);

  // Opened: the recording plays from the API (with the token), the transcript shows, and it is read.
  const open = message.getByRole('button', { name: 'Afspelen en lezen' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await expect(message.getByRole('button', { name: 'Opname en transcript verbergen' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(message.getByTestId('transcript')).toHaveText(voicemail.transcript!);
  const audio = message.locator('audio');
  await expect(audio).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration), { message: 'the duration' })
    .toBeGreaterThan(0);
  const duration = await audio.evaluate((element: HTMLAudioElement) => element.duration);
  expect(Math.abs(duration - voicemail.seconds)).toBeLessThanOrEqual(1);
  await audio.evaluate((element: HTMLAudioElement) => element.play());
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Voicemail');
  await expect(message.getByText('Nieuw', { exact: true })).toHaveCount(0);
  await expect
    .poll(async () => (await (await request.get('/api/voicemails', { headers: auth })).json()) as VoicemailsAnswer)
    .toMatchObject({ unread: 0, voicemails: [{ id: voicemail.id, status: 'read' }] });
  expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);

  // Accepted: 'Bevestigd', said in the live region, and the buttons are gone.
  await message.getByRole('button', { name: 'Accepteren' }).click();
  await expect(message.getByTestId('appointment')).toContainText('Bevestigd');
  await expect(message.getByRole('button', { name: 'Accepteren' })).toHaveCount(0);
  await expect(message.getByRole('button', { name: 'Weigeren' })).toHaveCount(0);
  await expect(page.getByTestId('inbox-announcement')).toHaveText(
    `Afspraak met ${caller} bevestigd en in je agenda gezet.`,
  );

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNothingWider(page, width);
    await page.screenshot({ path: test.info().outputPath(`voicemail-inbox-${width}.png`), fullPage: true });
  }

  // The calendar: the appointment on its day, from the voicemail, with the caller's number.
  await page.getByRole('navigation', { name: 'Je account' }).getByRole('link', { name: 'Agenda' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda');
  const calendar = page.getByTestId('calendar');
  await expect(calendar.getByRole('heading', { level: 3 })).toHaveText('dinsdag 8 december 2026');
  const event = calendar.getByTestId('calendar-event');
  await expect(event).toHaveCount(1);
  await expect(event).toContainText(/^10:00–\d\d:\d\d/);
  await expect(event).toContainText('Voicemail');
  if (voicemail.callbackNumber) {
    await expect(event.getByRole('link', { name: formatPhoneNumber(voicemail.callbackNumber) })).toHaveAttribute(
      'href',
      `tel:${voicemail.callbackNumber}`,
    );
  }
  const { events } = (await (await request.get('/api/calendar', { headers: auth })).json()) as CalendarAnswer;
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ source: 'voicemail', start: '2026-12-08T09:00:00.000Z' });
  expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);

  // The ICS feed behind the page's link: a calendar with the event at 10:00 in Amsterdam (09:00 UTC).
  const feed = page.getByTestId('calendar-feed');
  const link = feed.getByRole('textbox', { name: 'Agendalink (ICS)' });
  const feedUrl = await link.inputValue();
  expect(feedUrl).toMatch(/^https?:\/\/.+\.ics$/);
  const ics = await request.get(feedUrl);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
  const body = (await ics.text()).replace(/\r\n[ \t]/g, '');
  expect(body).toContain('BEGIN:VCALENDAR');
  expect(body).toContain(`UID:${events[0]!.id}`);
  expect(body).toMatch(/DTSTART(:20261208T090000Z|;TZID=Europe\/Amsterdam:20261208T100000)\r\n/);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNothingWider(page, width);
    await page.screenshot({ path: test.info().outputPath(`calendar-${width}.png`), fullPage: true });
  }

  // A new link, after a confirm: the old one stops working, the new one answers.
  await feed.getByRole('button', { name: 'Nieuwe link maken' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Nieuwe link maken?' });
  await expect(confirm).toContainText('De huidige link werkt dan niet meer');
  await confirm.getByRole('button', { name: 'Nieuwe link maken' }).click();
  await expect(confirm).toBeHidden();
  await expect(link).not.toHaveValue(feedUrl);
  expect((await request.get(feedUrl)).status()).toBe(404);
  expect((await request.get(await link.inputValue())).status()).toBe(200);

  // Deleted, after a confirm that says the appointment goes too: the inbox is empty again, and so is the calendar.
  await page.getByRole('navigation', { name: 'Je account' }).getByRole('link', { name: 'Voicemail' }).click();
  await inbox.getByRole('button', { name: `Bericht van ${caller} verwijderen` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Dit bericht verwijderen?' });
  await expect(dialog).toContainText(
    `Het bericht van ${caller} en de opname worden verwijderd, en de afspraak ervan verdwijnt uit je agenda.`,
  );
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(dialog).toBeHidden();
  await expect(inbox.getByTestId('voicemail')).toHaveCount(0);
  await expect(inbox.getByTestId('inbox-empty')).toBeVisible();
  await expect(page.getByTestId('inbox-announcement')).toHaveText(`Bericht van ${caller} verwijderd.`);
  await expect(inbox.getByRole('heading', { level: 2 })).toBeFocused();
  expect(
    ((await (await request.get('/api/voicemails', { headers: auth })).json()) as VoicemailsAnswer).voicemails,
  ).toEqual([]);
  await page.getByRole('navigation', { name: 'Je account' }).getByRole('link', { name: 'Agenda' }).click();
  await expect(page.getByTestId('calendar-empty')).toContainText('Geen komende afspraken.');
  expect(errors).toEqual([]);
});

/** A message as GET /api/voicemails answers it; what a test does not name is a read, normal message without request. */
function message(fields: Partial<Voicemail> & Pick<Voicemail, 'id' | 'receivedAt'>): Voicemail {
  return {
    number: '+31201234567',
    caller: '+31612345678',
    seconds: 20,
    status: 'read',
    transcript: 'Goedemiddag.',
    language: 'nl',
    summary: 'Goedemiddag.',
    urgency: 'normal',
    callbackNumber: '+31612345678',
    appointment: null,
    expiresAt: '2027-03-01T09:00:00.000Z',
    ...fields,
  };
}

test('the inbox shows urgency, a withheld caller and a request decided elsewhere; the calendar groups by day', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  await signInAsDemo(page, request);
  await page.clock.setFixedTime(new Date('2026-12-01T08:00:00.000Z'));
  const urgent = message({
    id: 3,
    receivedAt: '2026-11-30T13:05:00.000Z',
    seconds: 74,
    status: 'new',
    urgency: 'urgent',
    transcript: 'Er lekt water uit het plafond van de keuken. Bel me zo snel mogelijk terug op 020 765 4321.',
    summary: 'Lekkage in de keuken: zo snel mogelijk terugbellen.',
    callbackNumber: '+31207654321',
  });
  const spam = message({
    id: 2,
    receivedAt: '2026-11-29T10:00:00.000Z',
    caller: null,
    seconds: 9,
    urgency: 'spam',
    summary: 'Aanbieding voor zonnepanelen.',
    callbackNumber: null,
  });
  const pending = message({
    id: 1,
    receivedAt: '2026-11-28T08:30:00.000Z',
    caller: '+31687654321',
    status: 'new',
    summary: 'Wil een afspraak op dinsdag 8 december om 10:00.',
    callbackNumber: '+31687654321',
    appointment: { date: '2026-12-08', time: '10:00', status: 'pending' },
  });
  let inbox: VoicemailsAnswer = { voicemails: [urgent, spam, pending], unread: 2 };
  await page.route('**/api/voicemails', (route) => route.fulfill({ json: inbox }));
  await page.route('**/api/voicemails/1/appointment', (route) => {
    // Accepted meanwhile in another tab: the API refuses, and the inbox read again shows it approved.
    inbox = {
      ...inbox,
      voicemails: [urgent, spam, { ...pending, appointment: { ...pending.appointment!, status: 'approved' } }],
    };
    return route.fulfill({
      status: 409,
      json: { code: 'INVALID_TRANSITION', message: 'Dit verzoek is al beantwoord.' },
    });
  });
  await openIn(page, '/dashboard/voicemail', 'nl');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Voicemail 2 nieuw');
  const messages = page.getByTestId('voicemail');
  await expect(messages).toHaveCount(3);
  // Newest first, as the API gives them: caller, new or not, urgency, when (Amsterdam), length, the number called.
  await expect(messages.nth(0).getByRole('heading', { level: 3 })).toHaveText('06 1234 5678');
  await expect(messages.nth(0).getByText('Nieuw', { exact: true })).toBeVisible();
  await expect(messages.nth(0).getByTestId('urgency')).toHaveText('Dringend');
  await expect(messages.nth(0)).toContainText('30 nov 2026, 14:05 · duur 1:14 · naar 020 123 4567');
  await expect(messages.nth(0).getByRole('link', { name: '020 765 4321 terugbellen' })).toHaveAttribute(
    'href',
    'tel:+31207654321',
  );
  await expect(messages.nth(1).getByRole('heading', { level: 3 })).toHaveText('Afgeschermd nummer');
  await expect(messages.nth(1).getByText('Nieuw', { exact: true })).toHaveCount(0);
  await expect(messages.nth(1).getByTestId('urgency')).toHaveText('Spam');
  await expect(messages.nth(1)).toContainText('29 nov 2026, 11:00 · duur 0:09');
  await expect(messages.nth(1).getByRole('link', { name: /terugbellen/ })).toHaveCount(0);
  await expect(messages.nth(2).getByTestId('urgency')).toHaveText('Normaal');
  await expect(messages.nth(2).getByTestId('appointment')).toContainText(
    'Afspraakverzoek: dinsdag 8 december 2026 om 10:00',
  );
  expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);

  // Keyboard: the request's 'Accepteren' is reached and pressed with the keyboard; the API says it was decided.
  const accept = messages.nth(2).getByRole('button', { name: 'Accepteren' });
  await accept.focus();
  await page.keyboard.press('Enter');
  await expect(messages.nth(2).getByRole('status')).toHaveText('Dit verzoek was al beantwoord; je ziet nu hoe.');
  await expect(messages.nth(2).getByTestId('appointment')).toContainText('Bevestigd');
  await expect(messages.nth(2).getByRole('link', { name: 'Naar je agenda' })).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNothingWider(page, width);
    await page.screenshot({ path: test.info().outputPath(`voicemail-given-${width}.png`), fullPage: true });
  }

  // The calendar: two days coming, the day before folded away as past.
  const calendar: CalendarAnswer = {
    events: [
      {
        id: 'assistant-4',
        source: 'assistant',
        title: 'Knipbeurt Sara',
        start: '2026-11-27T15:00:00.000Z',
        end: '2026-11-27T15:30:00.000Z',
        contact: '+31611111111',
      },
      {
        id: 'voicemail-1',
        source: 'voicemail',
        title: 'Afspraak met 06 8765 4321',
        start: '2026-12-08T09:00:00.000Z',
        end: '2026-12-08T09:30:00.000Z',
        contact: '+31687654321',
      },
      {
        id: 'assistant-7',
        source: 'assistant',
        title: 'Consult',
        start: '2026-12-08T13:00:00.000Z',
        end: '2026-12-08T13:45:00.000Z',
        contact: null,
      },
      {
        id: 'voicemail-9',
        source: 'voicemail',
        title: 'Afspraak met 06 1234 5678',
        start: '2026-12-10T08:15:00.000Z',
        end: '2026-12-10T08:45:00.000Z',
        contact: '+31612345678',
      },
    ],
    feedUrl: '/api/calendar/given-token.ics',
  };
  await page.route('**/api/calendar', (route) => route.fulfill({ json: calendar }));
  await page.getByRole('navigation', { name: 'Je account' }).getByRole('link', { name: 'Agenda' }).click();
  const coming = page.getByTestId('calendar');
  await expect(coming.getByRole('heading', { level: 3 })).toHaveText([
    'dinsdag 8 december 2026',
    'donderdag 10 december 2026',
  ]);
  await expect(coming.getByTestId('calendar-event').filter({ visible: true })).toHaveText([
    /^10:00–10:30Afspraak met 06 8765 4321 VoicemailContact: 06 8765 4321$/,
    /^14:00–14:45Consult AI-assistent$/,
    /^09:15–09:45Afspraak met 06 1234 5678 VoicemailContact: 06 1234 5678$/,
  ]);
  const past = coming.locator('details');
  await expect(past.locator('summary')).toHaveText('1 eerdere afspraak');
  await expect(past).not.toHaveAttribute('open');
  await past.locator('summary').click();
  await expect(past.getByRole('heading', { level: 3 })).toHaveText('vrijdag 27 november 2026');
  await expect(past.getByTestId('calendar-event')).toContainText('16:00–16:30');
  const origin = new URL(page.url()).origin;
  await expect(page.getByTestId('calendar-feed').getByRole('textbox', { name: 'Agendalink (ICS)' })).toHaveValue(
    `${origin}/api/calendar/given-token.ics`,
  );
  expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNothingWider(page, width);
    await page.screenshot({ path: test.info().outputPath(`calendar-given-${width}.png`), fullPage: true });
  }
  // The console names the refused request (409); nothing else went wrong.
  expect(errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
});

test('an account without a number is led to choose one, in English and Spanish too', async ({ page, request }) => {
  const errors = watchErrors(page);
  const registered = await request.post('/api/auth/register', {
    data: {
      firstName: 'Lena',
      lastName: 'Smit',
      email: uniqueEmail('voicemail-leeg'),
      password: 'Nog-Geen-Nummer-1',
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  await signIn(page, (await registered.json()) as { token: string; user: unknown });
  const texts = {
    nl: ['Nog geen berichten.', 'Voicemail werkt op een TeleNova-nummer, en dat heb je nog niet.', 'Kies een nummer'],
    en: ['No messages yet.', 'Voicemail works on a TeleNova number, and you do not have one yet.', 'Choose a number'],
    es: [
      'Aún no hay mensajes.',
      'El buzón de voz funciona con un número de TeleNova, y aún no tienes uno.',
      'Elige un número',
    ],
  } as const;
  for (const language of ['nl', 'en', 'es'] as const) {
    const [title, noNumber, choose] = texts[language];
    await openIn(page, '/dashboard/voicemail', language);
    const empty = page.getByTestId('inbox-empty');
    await expect(empty).toContainText(title);
    await expect(empty).toContainText(noNumber);
    await expect(empty.getByRole('link', { name: choose })).toHaveAttribute('href', '/voip/configureren');
    await expect(page.getByRole('button', { name: /test/i })).toHaveCount(0);
  }
  await page.getByTestId('inbox-empty').getByRole('link').click();
  // The wizard may have written its first step into the address already (?choice=new&…&step=1).
  await expect(page).toHaveURL(/\/voip\/configureren(\?|$)/);
  expect(errors).toEqual([]);
});
