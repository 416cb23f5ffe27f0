import { formatPhoneNumber, type NumberRouting } from '@telecom/domain';
import { axeViolations, expect, openIn, test, watchErrors, WCAG_TAGS } from './fixtures';
import { signInAsDemo } from './demo-voip';

// Issue 39 (decisions.md §15, docs/decisions/051): the routing card of the demo account's VOIP number on
// /dashboard/bellen: a bad ring time and forward number are refused at their fields with what was typed kept, the
// corrected routing with opening hours is saved, and a reload shows it as kept.

test.use({ reducedMotion: 'reduce' });

test('the routing card refuses a bad ring time and forward number, then saves office hours that a reload shows', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const { auth, number } = await signInAsDemo(page, request);
  const routingUrl = `/api/voip/numbers/${encodeURIComponent(number)}/routing`;
  // A retry on the same server starts from the default too.
  expect((await request.put(routingUrl, { headers: auth, data: {} })).status()).toBe(200);
  await openIn(page, '/dashboard/bellen', 'nl');

  const card = page.getByRole('region', { name: `Routering van ${formatPhoneNumber(number)}` });
  const ring = card.getByLabel('Beltijd (seconden)');
  await expect(ring).toHaveValue('20');
  await expect(card.getByLabel('Als niemand opneemt')).toHaveValue('none');

  // Bad values: refused at their fields, nothing typed lost.
  await ring.fill('90');
  await card.getByLabel('Als niemand opneemt').selectOption({ label: 'Doorschakelen naar een ander nummer' });
  const forward = card.getByLabel('Doorschakelen naar', { exact: true });
  await forward.fill('0900 123 4567');
  await card.getByRole('button', { name: 'Routering opslaan' }).click();
  await expect(card.getByText('Kies een beltijd van 5 tot 60 seconden')).toBeVisible();
  await expect(
    card.getByText('Vul een telefoonnummer in zoals 020 123 4567 of +32 471 23 45 67 (geen 09xx- of korte nummers)'),
  ).toBeVisible();
  await expect(ring).toHaveAttribute('aria-invalid', 'true');
  await expect(ring).toBeFocused();
  await expect(ring).toHaveValue('90');
  await expect(forward).toHaveValue('0900 123 4567');
  await expect(card.getByRole('alert')).toHaveText('Verbetert u de gemarkeerde velden hierboven.');
  expect((await (await request.get(routingUrl, { headers: auth })).json()) as NumberRouting).toMatchObject({
    ringSeconds: 20,
    fallback: 'none',
  });

  // Good values: 15 seconds, then a mobile; Monday 09:00–17:30, outside that voicemail.
  await ring.fill('15');
  await forward.fill('06 1234 5678');
  await card.getByLabel('Openingstijden gebruiken').check();
  await card.getByRole('button', { name: 'Tijden toevoegen op maandag' }).click();
  await expect(card.getByLabel('maandag: van')).toHaveValue('09:00');
  await expect(card.getByLabel('maandag: van')).toBeFocused();
  await card.getByLabel('maandag: tot').fill('17:30');
  // By keyboard: hours added on Tuesday take the focus to their first field, and removed give it to the add button.
  const tuesday = card.getByRole('group', { name: 'dinsdag' });
  await tuesday.getByRole('button', { name: 'Tijden toevoegen op dinsdag' }).focus();
  await page.keyboard.press('Enter');
  await expect(tuesday.getByLabel('dinsdag: van')).toBeFocused();
  await expect(tuesday.getByLabel('dinsdag: tot')).toHaveValue('17:00');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(tuesday.getByRole('button', { name: 'Deze tijden op dinsdag verwijderen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tuesday.getByRole('button', { name: 'Tijden toevoegen op dinsdag' })).toBeFocused();
  await expect(tuesday).toContainText('Gesloten');
  await card.getByLabel('Buiten de openingstijden', { exact: true }).selectOption({ label: 'Voicemail' });
  await expect(card).toContainText(
    'Een onbeantwoord gesprek hoort uw voicemailbegroeting en kan een bericht inspreken; u vindt het onder Voicemail.',
  );
  await card.getByRole('button', { name: 'Routering opslaan' }).click();
  await expect(card.getByRole('status')).toHaveText('Routering opgeslagen.');
  // Kept as E.164.
  await expect(forward).toHaveValue('+31612345678');
  expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);

  const closed = { tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
  expect(await (await request.get(routingUrl, { headers: auth })).json()).toEqual({
    ringSeconds: 15,
    fallback: 'forward',
    forwardTo: '+31612345678',
    openingHours: {
      days: { mon: [{ opens: '09:00', closes: '17:30' }], ...closed },
      outsideHours: { fallback: 'voicemail', forwardTo: null },
    },
  });

  // Reloaded: the form shows what was kept.
  await page.reload();
  await expect(ring).toHaveValue('15');
  await expect(card.getByLabel('Als niemand opneemt')).toHaveValue('forward');
  await expect(forward).toHaveValue('+31612345678');
  await expect(card.getByLabel('Openingstijden gebruiken')).toBeChecked();
  await expect(card.getByLabel('maandag: van')).toHaveValue('09:00');
  await expect(card.getByLabel('maandag: tot')).toHaveValue('17:30');
  await expect(card.getByRole('group', { name: 'dinsdag' })).toContainText('Gesloten');
  await expect(card.getByLabel('Buiten de openingstijden', { exact: true })).toHaveValue('voicemail');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`routing-${width}.png`), fullPage: true });
  }
  expect(errors).toEqual([]);
});
