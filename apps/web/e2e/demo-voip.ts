// The demo account (the demo seed's, apps/api/src/db/seed/demo.ts) and its VOIP number, for the phone page's specs;
// and a new customer with a paid 020 number of their own.
import type { SubscriptionsAnswer } from '@telecom/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { confirmEmail, expect, placePaidOrder, signIn, uniqueEmail } from './fixtures';
import { holdFreeNumber, voipOrder } from './voip-orders';

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
  await confirmEmail(request, email);

  const held = await holdFreeNumber(request, '020');
  const auth = { Authorization: `Bearer ${token}` };
  await placePaidOrder(request, voipOrder(held, { name: `${firstName} de Vries`, email, bundle: null }), auth);
  const { subscriptions } = (await (
    await request.get('/api/subscriptions', { headers: auth })
  ).json()) as SubscriptionsAnswer;
  expect(subscriptions.map((subscription) => subscription.number)).toEqual([held.number]);
  return { token, user, number: held.number, auth };
}
