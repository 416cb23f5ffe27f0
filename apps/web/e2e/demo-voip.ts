// The demo account (the demo seed's, apps/api/src/db/seed/demo.ts) and its VOIP number, for the phone page's specs;
// and a new customer with a paid 020 number of their own.
import type { NumberHoldAnswer, SubscriptionsAnswer, VoipNumbersAnswer } from '@telecom/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, mailsTo, signIn, uniqueEmail } from './fixtures';

export const DEMO_ACCOUNT = { email: 'demo@telenova.nl', password: 'Demo-Klant-2026' };

/** Signs the page in as the demo account; answers its token header and its VOIP number (E.164). */
export async function signInAsDemo(page: Page, request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: DEMO_ACCOUNT });
  expect(login.status()).toBe(200);
  const account = (await login.json()) as { token: string; user: unknown };
  const auth = { Authorization: `Bearer ${account.token}` };
  const { subscriptions } = (await (
    await request.get('/api/subscriptions', { headers: auth })
  ).json()) as SubscriptionsAnswer;
  const number = subscriptions.find((subscription) => subscription.kind === 'voip')!.number!;
  await signIn(page, account);
  return { auth, number };
}

export interface VoipCustomer {
  token: string;
  user: unknown;
  number: string;
  auth: Record<string, string>;
}

/** A customer in Amsterdam with a confirmed address and a paid 020 number (the numbering rule, decision 048). */
export async function voipCustomer(request: APIRequestContext, firstName: string): Promise<VoipCustomer> {
  const email = uniqueEmail(`bellen-${firstName.toLowerCase()}`);
  const registered = await request.post('/api/auth/register', {
    headers: { 'Accept-Language': 'nl' },
    data: { firstName, lastName: 'de Vries', email, password: 'Bellen-In-De-Browser-1', acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  const { token, user } = (await registered.json()) as { token: string; user: unknown };
  await expect.poll(() => mailsTo(email).length, { message: `the confirmation mail to ${email}` }).toBe(1);
  const mail = (mailsTo(email)[0] ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const confirm = /\/email-bevestigen\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect((await request.post('/api/auth/verify-email', { data: { token: confirm } })).status()).toBe(204);

  const free = (await (await request.get('/api/voip/numbers?area=020')).json()) as VoipNumbersAnswer;
  let held: NumberHoldAnswer | undefined;
  for (const candidate of [...free.numbers].sort(() => Math.random() - 0.5)) {
    const hold = await request.post('/api/voip/numbers/hold', { data: { number: candidate.number } });
    if (hold.status() === 201) {
      held = (await hold.json()) as NumberHoldAnswer;
      break;
    }
  }
  expect(held, 'a free 020 number').toBeDefined();
  const auth = { Authorization: `Bearer ${token}` };
  const placed = await request.post('/api/orders', {
    headers: auth,
    data: {
      product: { kind: 'voip', numberType: 'nl', number: held!.number, numberHold: held!.holdToken, bundle: null },
      customer: {
        name: `${firstName} de Vries`,
        email,
        phone: '0612345678',
        country: 'NL',
        postcode: '1012 JS',
        houseNumber: '1',
        street: 'Dam',
        city: 'Amsterdam',
      },
      delivery: 'email',
      payment: { method: 'ideal' },
      account: 'existing',
      withdrawalConsent: true,
    },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { payment: { transactionId: string } } };
  const paid = await request.post(`/api/payments/${order.payment.transactionId}/simulate`, {
    data: { outcome: 'paid', bank: 'ing' },
  });
  expect(paid.status()).toBe(200);
  const { subscriptions } = (await (
    await request.get('/api/subscriptions', { headers: auth })
  ).json()) as SubscriptionsAnswer;
  expect(subscriptions.map((subscription) => subscription.number)).toEqual([held!.number]);
  return { token, user, number: held!.number, auth };
}
