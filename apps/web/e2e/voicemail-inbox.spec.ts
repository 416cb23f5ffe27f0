import { formatPhoneNumber, type CalendarAnswer, type VoicemailsAnswer } from '@telecom/domain';
import type { Page } from '@playwright/test';
import { voipCustomer } from './demo-voip';
import { axeViolations, expect, openIn, signIn, test, watchErrors, WCAG_TAGS } from './fixtures';

// Issue 40 (decisions.md §16, docs/decisions/058): a new customer with a paid 020 number sends a test message from
// the empty inbox on /dashboard/voicemail, sees it arrive with its transcript, summary and the appointment request of
// the recorded example ("… een afspraak maken voor dinsdag 8 december om 10 uur"), plays it, accepts the appointment
// ('Bevestigd'), finds it on /dashboard/agenda and in the ICS feed behind the page's link, makes a new link (the old one
// stops working) and deletes the message.

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
  const link = feed.getByLabel('Agendalink (ICS)');
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

  // Deleted, after a confirm: the inbox is empty again, the calendar keeps the appointment.
  await page.getByRole('navigation', { name: 'Je account' }).getByRole('link', { name: 'Voicemail' }).click();
  await inbox.getByRole('button', { name: `Bericht van ${caller} verwijderen` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Dit bericht verwijderen?' });
  await expect(dialog).toContainText(`Het bericht van ${caller} en de opname worden verwijderd.`);
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(dialog).toBeHidden();
  await expect(inbox.getByTestId('voicemail')).toHaveCount(0);
  await expect(inbox.getByTestId('inbox-empty')).toBeVisible();
  await expect(page.getByTestId('inbox-announcement')).toHaveText(`Bericht van ${caller} verwijderd.`);
  await expect(inbox.getByRole('heading', { level: 2 })).toBeFocused();
  expect(
    ((await (await request.get('/api/voicemails', { headers: auth })).json()) as VoicemailsAnswer).voicemails,
  ).toEqual([]);
  expect(errors).toEqual([]);
});
