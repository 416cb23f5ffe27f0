import { formatPhoneNumber } from '@telecom/domain';
import { signInAsDemo } from './demo-voip';
import { axeViolations, expect, openIn, test, watchErrors, WCAG_TAGS } from './fixtures';

// Issue 40 (docs/decisions/062): the demo account's inbox is not empty. The seed left the three recorded examples on
// its number: Sarah Miller's urgent message new, Jan de Vries's appointment request read and waiting for an answer,
// María García's read and accepted into the calendar. Nothing here changes them (no message is opened or decided).

test.use({ reducedMotion: 'reduce' });

test('the demo account finds the seeded messages in its inbox and the accepted one in its calendar', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  await signInAsDemo(page, request);
  await openIn(page, '/dashboard/voicemail', 'nl');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Voicemail 1 nieuw');
  const messages = page.getByTestId('voicemail');
  await expect(messages).toHaveCount(3);
  // Newest first.
  await expect(messages.nth(0).getByRole('heading', { level: 3 })).toHaveText(formatPhoneNumber('+31698765432'));
  await expect(messages.nth(0).getByText('Nieuw', { exact: true })).toBeVisible();
  await expect(messages.nth(0).getByTestId('urgency')).toHaveText('Dringend');
  await expect(messages.nth(0).getByTestId('summary')).toContainText(
    'Sarah Miller asks you to call back on +31698765432.',
  );
  await expect(messages.nth(1).getByRole('heading', { level: 3 })).toHaveText(formatPhoneNumber('+31612345678'));
  await expect(messages.nth(1).getByText('Nieuw', { exact: true })).toHaveCount(0);
  await expect(messages.nth(1).getByTestId('urgency')).toHaveText('Normaal');
  await expect(messages.nth(1).getByTestId('appointment')).toContainText('Afspraakverzoek: ');
  await expect(messages.nth(1).getByTestId('appointment')).toContainText(' 8 december ');
  await expect(messages.nth(1).getByRole('button', { name: 'Accepteren' })).toBeVisible();
  await expect(messages.nth(1).getByRole('button', { name: 'Weigeren' })).toBeVisible();
  await expect(messages.nth(2).getByRole('heading', { level: 3 })).toHaveText(formatPhoneNumber('+31611223344'));
  await expect(messages.nth(2).getByTestId('appointment')).toContainText('Bevestigd');
  await expect(messages.nth(2).getByRole('button', { name: 'Accepteren' })).toHaveCount(0);
  expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);

  // María García's accepted request is in the calendar (coming, or folded among the past ones a few days later).
  await page.getByRole('navigation', { name: 'Je account' }).getByRole('link', { name: 'Agenda' }).click();
  await expect(
    page.getByTestId('calendar-event').filter({ hasText: `Afspraak met ${formatPhoneNumber('+31611223344')}` }),
  ).toHaveCount(1);
  expect(errors).toEqual([]);
});
