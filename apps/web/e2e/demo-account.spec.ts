import {
  formatEuro,
  monthlyCostWithVatCents,
  type EsimsAnswer,
  type EsimUsage,
  type SubscriptionsAnswer,
} from '@telecom/domain';
import { expect, openIn, signIn, test, watchErrors } from './fixtures';

// Issue 37 (decisions.md §14 "Demo data is the real chain"): the e2e server starts with the demo data (SEED_DEMO), whose
// orders went through the real chain. The demo account (README.md) sees its own installed eSIMs with their data use,
// its subscriptions, and a monthly cost above € 0,00 that is the sum of those subscriptions.

const DEMO_ACCOUNT = { email: 'demo@telenova.nl', password: 'Demo-Klant-2026' };
const euro = (cents: number) => formatEuro(cents, 'nl-NL');

test.use({ reducedMotion: 'reduce' });

test('the demo account’s dashboard shows its installed eSIMs, its subscriptions and their monthly cost', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const login = await request.post('/api/auth/login', { data: DEMO_ACCOUNT });
  expect(login.status()).toBe(200);
  const account = (await login.json()) as { token: string; user: unknown };
  const auth = { Authorization: `Bearer ${account.token}` };
  const { esims } = (await (await request.get('/api/esims', { headers: auth })).json()) as EsimsAnswer;
  const { subscriptions } = (await (
    await request.get('/api/subscriptions', { headers: auth })
  ).json()) as SubscriptionsAnswer;
  const monthlyCents = monthlyCostWithVatCents(subscriptions);
  const own = esims.find((esim) => esim.kind === 'esim-pro')!;
  const usage = (await (await request.get(`/api/esims/${own.id}/usage`, { headers: auth })).json()) as EsimUsage;
  expect(usage.usedMb).toBeGreaterThan(0);
  expect(monthlyCents).toBeGreaterThan(0);

  await signIn(page, account);
  await openIn(page, '/dashboard', 'nl');

  // Its eSIM Pro, installed and in use: its data use of this month is more than nothing.
  const esimPro = page.getByTestId('esims').getByRole('article', { name: 'eSIM Pro' });
  await expect(esimPro).toContainText('Actief');
  await expect(esimPro).toContainText(`ICCID eindigend op ${own.iccid!.slice(-4)}`);
  const meter = esimPro.getByRole('meter', { name: 'Dataverbruik' });
  await expect(meter).toHaveJSProperty('value', Math.min(usage.usedMb, usage.includedMb!));
  await expect(esimPro.getByTestId('usage')).toContainText(/GB van \d+(,\d+)? GB gebruikt/);
  // And its travel eSIM.
  await expect(page.getByTestId('esims').getByRole('article')).toHaveCount(esims.length);
  await expect(page.getByTestId('count-esim')).toHaveText(String(esims.length));

  // The monthly cost: its subscriptions' sum incl. VAT, above € 0,00.
  await expect(page.getByTestId('monthly-cost')).toHaveText(euro(monthlyCents));
  await expect(page.getByTestId('monthly-cost')).not.toHaveText(euro(0));
  await expect(page.getByTestId('subscription')).toHaveCount(subscriptions.length);
  expect(errors).toEqual([]);
});
