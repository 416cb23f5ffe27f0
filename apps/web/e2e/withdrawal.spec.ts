import type { APIRequestContext, Page } from '@playwright/test';
import { formatEuro, type EsimsAnswer, type WithdrawalAnswer } from '@telecom/domain';
import {
  axeViolations,
  esimProOrder,
  expect,
  mailsTo,
  openIn,
  placePaidOrder,
  signIn,
  test,
  uniqueEmail,
  watchErrors,
} from './fixtures';

// The withdrawal function (docs/contracts.md §13, Directive 2023/2673) in the browser: an eSIM ordered and paid on the
// simulated provider is withdrawn in two steps (the order chosen, then "Herroeping bevestigen"), the eSIM shows as
// ended in the dashboard, and the acknowledgement mail with the date and time is in the outbox. Once signed in (the
// "Herroepen" button of the dashboard's order list) and once as a guest (order number and e-mail → the mailed link).

/** A mail's text: quoted-printable soft line breaks joined and its escapes decoded (UTF-8). */
function decoded(mail: string): string {
  const joined = mail.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The decoded mails to an address whose text contains `text`. */
const mailsWith = (address: string, text: string) =>
  mailsTo(address)
    .map(decoded)
    .filter((mail) => mail.includes(text));

/** Today in the Netherlands, as the Dutch pages and mails write it ("30 november 2026"). */
const dutchToday = () =>
  new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(new Date());

async function register(request: APIRequestContext) {
  const email = uniqueEmail('herroepen');
  const registered = await request.post('/api/auth/register', {
    headers: { 'Accept-Language': 'nl' },
    data: { firstName: 'Wout', lastName: 'Terug', email, password: 'Lente-Fiets-2026', acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  const answer = (await registered.json()) as { token: string; user: Record<string, unknown> };
  return { email, token: answer.token, user: answer.user };
}

/** Step 2 as the page shows it: the refund the API computes, the button, and the confirmation after it. */
async function confirmWithdrawal(page: Page, orderId: string, refundCents: number) {
  await expect(page.getByText('Stap 2 van 2')).toBeVisible();
  await expect(page.getByTestId('withdrawal-order')).toHaveText(orderId);
  await expect(page.getByTestId('withdrawal-refund')).toHaveText(formatEuro(refundCents, 'nl-NL'));
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Herroeping bevestigen' }).click();
  const done = page.getByTestId('withdrawal-done');
  await expect(done.getByRole('heading', { name: 'Je herroeping is ontvangen' })).toBeVisible();
  await expect(done.getByRole('status')).toContainText(
    new RegExp(`van bestelling ${orderId} ontvangen op ${dutchToday()} om \\d{1,2}:\\d{2} \\(Nederlandse tijd\\)`),
  );
  await expect(done).toContainText(`We betalen ${formatEuro(refundCents, 'nl-NL')} terug.`);
}

test('a signed-in customer withdraws from an eSIM order in two steps: the eSIM ends and the acknowledgement is mailed', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const customer = await register(request);
  const auth = { Authorization: `Bearer ${customer.token}` };
  const placed = await placePaidOrder(request, esimProOrder(customer.email, { name: 'Wout Terug' }), auth);
  const orderId = placed.order.id;
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/esims', { headers: auth })).json()) as EsimsAnswer).esims.map(
          (esim) => esim.status,
        ),
      { timeout: 15_000 },
    )
    .toEqual(['ready']);
  const quote = (await (
    await request.get(`/api/orders/${orderId}/withdrawal`, { headers: auth })
  ).json()) as WithdrawalAnswer;

  // Step 1 on /herroepen: the account's orders of the last 14 days.
  await signIn(page, customer);
  await openIn(page, '/herroepen', 'nl');
  await expect(
    page.getByTestId('withdrawable-orders').getByRole('link', { name: `Bestelling ${orderId} herroepen` }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Or the order's "Herroepen" button in the dashboard's order list.
  await openIn(page, '/dashboard', 'nl');
  const withdraw = page.getByTestId('orders').getByRole('link', { name: `Bestelling ${orderId} herroepen` });
  await expect(withdraw).toHaveText('Herroepen');
  await withdraw.click();
  await expect(page).toHaveURL(new RegExp(`/herroepen\\?order=${orderId}$`));

  // Step 2, and the confirmation with the date and time.
  await confirmWithdrawal(page, orderId, quote.withdrawal.refundCents);

  // The dashboard: the order withdrawn (no button any more), the eSIM ended.
  await openIn(page, '/dashboard', 'nl');
  const orders = page.getByTestId('orders');
  await expect(orders).toContainText('Herroepen');
  await expect(orders.getByRole('link', { name: `Bestelling ${orderId} herroepen` })).toHaveCount(0);
  await expect(page.getByTestId('esims').getByRole('article', { name: 'eSIM Pro' })).toContainText('Verlopen');

  // The acknowledgement in the outbox: the order, the date and time, the refund.
  await expect.poll(() => mailsWith(customer.email, 'Bevestiging van je herroeping').length).toBe(1);
  const [mail] = mailsWith(customer.email, 'Bevestiging van je herroeping');
  expect(mail).toMatch(
    new RegExp(
      `herroeping van bestelling ${orderId} \\(eSIM Pro, 12 maanden\\) ontvangen op ${dutchToday()} om \\d{1,2}:\\d{2} \\(Nederlandse tijd\\)`,
    ),
  );
  expect(mail).toContain(`We betalen ${formatEuro(quote.withdrawal.refundCents, 'nl-NL')} van de betaalde`);
  expect(errors).toEqual([]);
});

test('a guest asks for the link with the order number and e-mail address, and withdraws from the mailed link', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const email = uniqueEmail('herroepen-gast');
  // Placed in Dutch: a guest's mails are in the language the order was placed in.
  const placed = await placePaidOrder(request, esimProOrder(email, { name: 'Gijs Gast', account: 'guest' }), {
    'Accept-Language': 'nl',
  });
  const orderId = placed.order.id;

  // Step 1 without an account.
  await openIn(page, '/herroepen', 'nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestelling herroepen' })).toBeVisible();
  await expect(page.getByText('Stap 1 van 2')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const form = page.getByRole('form', { name: 'Bestelling zonder account' });
  await form.getByLabel('Bestelnummer').fill(orderId);
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByRole('button', { name: 'Link mailen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check je mail' })).toContainText(
    'Als deze bestelling met dit e-mailadres is geplaatst',
  );

  // The mailed link opens step 2 (its token leaves the address bar).
  await expect.poll(() => mailsWith(email, '/herroepen?order=').length, { timeout: 15_000 }).toBe(1);
  const link = /https?:\/\/[^\s]+\/herroepen\?order=ORD-\d+&t=[A-Za-z0-9_-]+/.exec(
    mailsWith(email, '/herroepen?order=')[0]!,
  )![0];
  const { pathname, search } = new URL(link);
  await page.goto(`${pathname}${search}`);
  await expect(page).toHaveURL(new RegExp(`/herroepen\\?order=${orderId}$`));
  const token = new URL(link).searchParams.get('t')!;
  const quote = (await (
    await request.get(`/api/orders/${orderId}/withdrawal`, { headers: { 'X-Withdrawal-Token': token } })
  ).json()) as WithdrawalAnswer;
  await confirmWithdrawal(page, orderId, quote.withdrawal.refundCents);

  // The eSIM has ended, and the acknowledgement is in the outbox.
  const esims = (await (
    await request.get(`/api/orders/${orderId}`, { headers: { 'X-Order-Token': placed.accessToken } })
  ).json()) as EsimsAnswer;
  expect(esims.esims.map((esim) => esim.status)).toEqual(['expired']);
  await expect.poll(() => mailsWith(email, 'Bevestiging van je herroeping').length).toBe(1);
  expect(mailsWith(email, 'Bevestiging van je herroeping')[0]).toMatch(
    new RegExp(`ontvangen op ${dutchToday()} om \\d{1,2}:\\d{2} \\(Nederlandse tijd\\)`),
  );
  expect(errors).toEqual([]);
});
