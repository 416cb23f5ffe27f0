// A VOIP number ordered through the API as the order wizard does: a free number held for the test, and the body of an
// order of it for a customer in Amsterdam (the 020 number's area, the numbering rule of docs/decisions/048).
import type { APIRequestContext } from '@playwright/test';
import type { NumberHoldAnswer, VoipBundleId, VoipNumbersAnswer } from '@telecom/domain';
import { expect } from './fixtures';

/** A free number of an area, held for this test (another test may take the first one). */
export async function holdFreeNumber(request: APIRequestContext, area: string): Promise<NumberHoldAnswer> {
  const free = await request.get(`/api/voip/numbers?area=${area}`);
  expect(free.status()).toBe(200);
  const { numbers } = (await free.json()) as VoipNumbersAnswer;
  for (const candidate of [...numbers].sort(() => Math.random() - 0.5)) {
    const held = await request.post('/api/voip/numbers/hold', { data: { number: candidate.number } });
    if (held.status() === 201) return (await held.json()) as NumberHoldAnswer;
  }
  throw new Error(`No free number in ${area}`);
}

/** The body of an order of the held Dutch number with `bundle` (or none), for the account of `email`, paid by iDEAL. */
export function voipOrder(
  held: NumberHoldAnswer,
  { name, email, bundle }: { name: string; email: string; bundle: VoipBundleId | null },
) {
  return {
    product: { kind: 'voip', numberType: 'nl', number: held.number, numberHold: held.holdToken, bundle },
    customer: {
      name,
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
  };
}
