// The demo account (the demo seed's, apps/api/src/db/seed/demo.ts) and its VOIP number, for the phone page's specs.
import type { SubscriptionsAnswer } from '@telecom/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn } from './fixtures';

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
