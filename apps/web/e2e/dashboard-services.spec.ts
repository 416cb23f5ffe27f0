import type { APIRequestContext } from '@playwright/test';
import {
  calculateEsimPrice,
  cancellationEnd,
  formatEuro,
  monthStartAfter,
  type EsimConfiguration,
  type EsimsAnswer,
  type SubscriptionsAnswer,
} from '@telecom/domain';
import {
  axeViolations,
  esimProOrder,
  expect,
  openIn,
  placePaidOrder,
  signIn,
  tabTest as test,
  watchErrors,
  registerAccount,
} from './fixtures';

// Issue 22's dashboard in the browser (docs/contracts.md §8): a customer's paid eSIM Pro order is their eSIM (with its
// install link) and their subscription, whose monthly price incl. VAT is the dashboard's monthly cost; the
// subscription changes (with the new price shown first), cancels (with its end date) and resumes. A new customer
// sees empty lists and € 0,00, never a sample figure.

/** An amount and a calendar date as the Dutch pages write them. */
const euro = (cents: number) => formatEuro(cents, 'nl-NL');
const day = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

const account = (request: APIRequestContext) => registerAccount(request, 'diensten');

test.use({ reducedMotion: 'reduce' });

test('a paid eSIM Pro order is the customer’s eSIM and subscription, which changes, cancels and resumes', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const customer = await account(request);
  const auth = { Authorization: `Bearer ${customer.token}` };
  const placed = await placePaidOrder(request, esimProOrder(customer.email, { name: 'Femke Bos' }), auth);
  const read = await request.get(`/api/orders/${placed.order.id}`, { headers: auth });
  const { order } = (await read.json()) as { order: { product: { totalWithVatCents: number } } };

  // The eSIM is ready within seconds of the payment.
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/esims', { headers: auth });
        return ((await answer.json()) as EsimsAnswer).esims.map((esim) => esim.status);
      },
      { timeout: 15_000 },
    )
    .toEqual(['ready']);
  const [esim] = ((await (await request.get('/api/esims', { headers: auth })).json()) as EsimsAnswer).esims;
  const [subscription] = (
    (await (await request.get('/api/subscriptions', { headers: auth })).json()) as SubscriptionsAnswer
  ).subscriptions;
  expect(subscription?.monthlyWithVatCents).toBe(order.product.totalWithVatCents);

  await signIn(page, customer);
  await openIn(page, '/dashboard', 'nl');

  // The eSIM: its status, the last digits of its ICCID, its usage and the link to its install page.
  const esimCard = page.getByTestId('esims').getByRole('article', { name: 'eSIM Pro' });
  await expect(esimCard).toContainText('Klaar om te installeren');
  await expect(esimCard).toContainText(`ICCID eindigend op ${esim!.iccid!.slice(-4)}`);
  await expect(esimCard.getByRole('meter', { name: 'Dataverbruik' })).toBeVisible();
  await expect(esimCard.getByTestId('usage')).toContainText(/0 GB van \d+(,\d)? GB gebruikt/);
  await expect(esimCard.getByRole('link', { name: 'Deze eSIM installeren' })).toHaveAttribute(
    'href',
    `/esim/installeren/${esim!.id}`,
  );
  await expect(page.getByTestId('count-esim')).toHaveText('1');

  // The subscription's price incl. VAT is the order's, and the monthly cost is its sum.
  const card = page.getByTestId('subscription');
  await expect(card.getByTestId('subscription-monthly')).toHaveText(euro(order.product.totalWithVatCents));
  await expect(page.getByTestId('monthly-cost')).toHaveText(euro(order.product.totalWithVatCents));
  await expect(card).toContainText('Actief');
  await expect(card).toContainText(day(subscription!.minimumTermEnd));
  expect(await axeViolations(page)).toEqual([]);

  // Change: more data in the Netherlands; the dialog shows the new price before it is saved.
  const changed: EsimConfiguration = { ...subscription!.configuration!, nlData: 4 };
  const newPrice = euro(calculateEsimPrice(changed).totalWithVatCents);
  await card.getByRole('button', { name: 'Wijzigen' }).click();
  const change = page.getByRole('dialog', { name: 'eSIM Pro wijzigen' });
  await change.getByLabel('Data in Nederland').selectOption({ label: 'Onbeperkt' });
  await expect(change.getByTestId('change-preview')).toContainText(`Nieuwe prijs: ${newPrice} per maand incl. btw`);
  expect(await axeViolations(page)).toEqual([]);
  await change.getByRole('button', { name: 'Wijziging opslaan' }).click();
  await expect(change).toBeHidden();
  const nextMonth = day(monthStartAfter(subscription!.currentPeriodStart, 1));
  await expect(card.getByTestId('pending-change')).toHaveText(`Vanaf ${nextMonth}: ${newPrice} per maand`);
  // This month is still the old price.
  await expect(page.getByTestId('monthly-cost')).toHaveText(euro(order.product.totalWithVatCents));

  // Cancel: the dialog states the end date, and the card the one the API answered.
  const today = new Date().toISOString().slice(0, 10);
  const endsOn = cancellationEnd(today, subscription!.minimumTermEnd);
  const cancel = page.getByRole('alertdialog', { name: 'eSIM Pro opzeggen?' });
  // By keyboard: Enter opens it with the safe choice focused; Escape closes it and gives the focus back.
  const opener = card.getByRole('button', { name: 'Opzeggen' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(cancel.getByRole('button', { name: 'Abonnement houden' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cancel).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(cancel).toContainText(`Je abonnement eindigt op ${day(endsOn)}.`);
  await cancel.getByRole('button', { name: 'Abonnement opzeggen' }).click();
  await expect(cancel).toBeHidden();
  await expect(card.getByRole('status')).toHaveText(`Je abonnement is opgezegd. Het eindigt op ${day(endsOn)}.`);
  await expect(card).toContainText('Opgezegd');
  await expect(card.getByTestId('ends-on')).toHaveText(`Eindigt op ${day(endsOn)}`);
  const cancelled = ((await (await request.get('/api/subscriptions', { headers: auth })).json()) as SubscriptionsAnswer)
    .subscriptions[0];
  expect(cancelled).toMatchObject({ status: 'cancelling', endsOn });

  // Resume: active again, without an end date.
  await card.getByRole('button', { name: 'Opzegging intrekken' }).click();
  await expect(card.getByRole('status')).toHaveText('Je abonnement loopt door.');
  await expect(card).toContainText('Actief');
  await expect(card.getByTestId('ends-on')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Opzeggen' })).toBeVisible();

  // The order, paid, and the way to its invoice.
  await expect(page.getByTestId('orders').getByRole('listitem').filter({ hasText: placed.order.id })).toContainText(
    'Betaald',
  );
  await page.getByRole('link', { name: "Facturen en pdf's" }).click();
  await expect(page).toHaveURL(/\/dashboard\/billing$/);
  expect(errors).toEqual([]);
});

test('a new customer sees empty lists and € 0,00, no sample figure', async ({ page, request }) => {
  const errors = watchErrors(page);
  const customer = await account(request);
  await signIn(page, customer);
  await openIn(page, '/dashboard', 'nl');
  await expect(page.getByTestId('monthly-cost')).toHaveText('€ 0,00');
  for (const count of ['count-esim', 'count-voip', 'count-ai']) await expect(page.getByTestId(count)).toHaveText('0');
  await expect(page.getByTestId('no-esims')).toHaveText('Je hebt nog geen eSIMs — bestel er een');
  await expect(page.getByTestId('no-esims').getByRole('link', { name: 'bestel er een' })).toHaveAttribute(
    'href',
    '/esim-pro/bestellen',
  );
  await expect(page.getByTestId('no-subscriptions')).toHaveText('Je hebt nog geen abonnementen.');
  await expect(page.getByTestId('no-orders')).toHaveText('Je hebt nog geen bestellingen.');
  await expect(page.getByRole('main')).not.toContainText('89,00');
  await expect(page.getByRole('main')).not.toContainText('Business Pro');
  expect(errors).toEqual([]);
});
