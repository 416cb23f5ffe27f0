import {
  formatEuro,
  formatPhoneNumber,
  type CallsAnswer,
  type CustomerCallsAnswer,
  type NumberUsage,
} from '@telecom/domain';
import { E2E_ADMIN } from '../playwright.config';
import { axeViolations, expect, openIn, signIn, test, watchErrors, WCAG_TAGS } from './fixtures';
import { DEMO_ACCOUNT, signInAsDemo } from './demo-voip';

// Issue 39 (decisions.md §15, docs/decisions/052): the calling meter of each number on /dashboard/bellen, and the
// customer's calls with their meters on the back office's customer page. The demo account's 020 number has the NL
// unlimited bundle and the calls of the demo seed (apps/api/src/db/seed/demo.ts); its figures are computed here from
// the calls GET /api/calls answers.

test.use({ reducedMotion: 'reduce' });

/**
 * The meter of `number` for `month` (YYYY-MM) from its rated calls: NL unlimited pays the Dutch calls (the demo's are
 * far below its fair use), so their minutes are the bundle minutes used; the calls that cost something are charged.
 */
function meterFromCalls(calls: CallsAnswer['calls'], number: string, month: string) {
  const placed = calls.filter(
    (call) => call.direction === 'outbound' && call.caller === number && call.startedAt.startsWith(month),
  );
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    used: sum(placed.filter((call) => call.destination.startsWith('nl-')).map((call) => call.minutes)),
    charged: sum(placed.filter((call) => call.costCents > 0).map((call) => call.minutes)),
    costCents: sum(placed.map((call) => call.costCents)),
  };
}

const dutchMonth = (month: string) =>
  new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

test('the phone page shows this month’s bundle minutes and what was charged beyond them', async ({ page, request }) => {
  const errors = watchErrors(page);
  const { auth, number } = await signInAsDemo(page, request);
  const usage = (await (
    await request.get(`/api/voip/numbers/${encodeURIComponent(number)}/usage`, { headers: auth })
  ).json()) as NumberUsage;
  const { calls } = (await (await request.get('/api/calls', { headers: auth })).json()) as CallsAnswer;
  const expected = meterFromCalls(calls, number, usage.month);
  expect(usage).toMatchObject({
    bundle: 'nl-unlimited',
    includedMinutes: null,
    usedMinutes: expected.used,
    chargedMinutes: expected.charged,
    costCents: expected.costCents,
  });
  await openIn(page, '/dashboard/bellen', 'nl');

  const meters = page.getByRole('region', { name: 'Belminuten deze maand' });
  const meter = meters.getByTestId('calling-meter');
  await expect(meter).toHaveCount(1);
  await expect(meter).toContainText(`Bundelminuten van ${formatPhoneNumber(number)}`);
  await expect(meter.getByTestId('calling-meter-figures')).toHaveText(`${expected.used} minuten in de bundel`);
  // NL unlimited has no monthly total to fill: no <meter>, its fair use instead.
  await expect(meter.getByRole('meter')).toHaveCount(0);
  await expect(meter).toContainText(
    `Belbundel Nederland onbeperkt · ${dutchMonth(usage.month)} · redelijk gebruik: hoogstens 1.000 minuten per maand naar hetzelfde nummer`,
  );
  await expect(meter.getByTestId('calling-meter-charged')).toHaveText(
    `Buiten de bundel: ${expected.charged} min, ${formatEuro(expected.costCents, 'nl-NL')} tot nu toe (excl. btw)`,
  );
  expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);
  expect(errors).toEqual([]);
});

test('a bundle with minutes shows a labelled meter: 312 of 500 minutes', async ({ page, request }) => {
  const errors = watchErrors(page);
  const { number } = await signInAsDemo(page, request);
  // The demo's number has NL unlimited; how a Europe bundle's meter reads is shown with its answer given here.
  const europe: NumberUsage = {
    number,
    month: '2026-11',
    bundle: 'europe',
    includedMinutes: 500,
    usedMinutes: 312,
    percent: 62,
    chargedMinutes: 4,
    costCents: 20,
  };
  await page.route(`**/api/voip/numbers/${encodeURIComponent(number)}/usage`, (route) =>
    route.fulfill({ json: europe }),
  );
  await openIn(page, '/dashboard/bellen', 'en');

  const meter = page.getByRole('meter', { name: `Bundle minutes of ${formatPhoneNumber(number)}` });
  await expect(meter).toBeVisible();
  await expect(meter).toHaveAttribute('max', '500');
  await expect(meter).toHaveAttribute('value', '312');
  await expect(meter).toHaveAccessibleDescription('312 of 500 minutes');
  const card = page.getByTestId('calling-meter');
  await expect(card).toContainText('Calling bundle Europe · November 2026');
  await expect(card.getByTestId('calling-meter-charged')).toHaveText(
    'Beyond the bundle: 4 min, €0.20 so far (excl. VAT)',
  );
  expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);
  expect(errors).toEqual([]);
});

test('an admin sees the customer’s calls with their cost and the number’s meter', async ({ page, request }) => {
  const errors = watchErrors(page);
  const demo = await request.post('/api/auth/login', { data: DEMO_ACCOUNT });
  const demoAuth = { Authorization: `Bearer ${((await demo.json()) as { token: string }).token}` };
  const { calls } = (await (await request.get('/api/calls', { headers: demoAuth })).json()) as CallsAnswer;
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const admin = (await login.json()) as { token: string; user: unknown };
  const adminAuth = { Authorization: `Bearer ${admin.token}` };
  const found = (await (
    await request.get(`/api/admin/customers?search=${encodeURIComponent(DEMO_ACCOUNT.email)}`, { headers: adminAuth })
  ).json()) as { items: { id: number }[] };
  const customerId = found.items[0]!.id;
  const answer = (await (
    await request.get(`/api/admin/customers/${customerId}/calls`, { headers: adminAuth })
  ).json()) as CustomerCallsAnswer;
  // The same rated calls as the customer's own history.
  expect(answer.calls).toEqual(calls);
  const [usage] = answer.usage;
  const expected = meterFromCalls(calls, usage!.number, usage!.month);

  await signIn(page, admin);
  await openIn(page, `/admin/customers/${customerId}`, 'nl');
  const section = page.getByTestId('customer-calls');
  await expect(section.getByRole('heading', { name: 'Gesprekken' })).toBeVisible();
  const table = section.getByRole('table', { name: 'De gesprekken van de klant, nieuwste eerst. Kosten excl. btw.' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Datum en tijd',
    'Van',
    'Naar',
    'Duur',
    'Bestemming',
    'Resultaat',
    'Kosten',
  ]);
  await expect(table.getByTestId('customer-call')).toHaveCount(calls.length);
  // The call to the Belgian mobile, with its cost.
  const belgian = calls.find((call) => call.callee === '+32471234567')!;
  await expect(table.getByTestId('customer-call').filter({ hasText: '+32471234567' })).toContainText(
    formatEuro(belgian.costCents, 'nl-NL'),
  );
  const meter = section.getByTestId('customer-call-meter');
  await expect(meter).toContainText(`${expected.used} minuten in de bundel`);
  await expect(meter).toContainText(
    `Tegen tarief: ${expected.charged} min, ${formatEuro(expected.costCents, 'nl-NL')} excl. btw`,
  );
  expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);
  expect(errors).toEqual([]);
});
