// A paid VOIP order that keeps a number (nummerbehoud, docs/contracts.md §9), placed through the API as the order wizard
// does, and the porting request it makes: for the porting story and the a11y and layout gates' detail pages.
import type { APIRequestContext } from '@playwright/test';
import { earliestPortingDate } from '@telecom/domain';
import { expect } from './fixtures';

/** Today as the server counts it (UTC). */
export const serverToday = () => new Date().toISOString().slice(0, 10);

/** The body of a VOIP order that keeps `number` (from KPN, on the earliest day it can be wished for), paid by iDEAL. */
export function portingOrder(
  email: string,
  {
    name = 'Sanne de Vries',
    number = '06 1234 5678',
    provider = 'KPN',
    account = 'existing',
  }: { name?: string; number?: string; provider?: string; account?: 'existing' | 'guest' } = {},
) {
  return {
    product: {
      kind: 'voip',
      numberType: 'nl',
      porting: {
        number,
        currentProvider: provider,
        holderName: name,
        date: earliestPortingDate(serverToday()),
        consent: true,
      },
      bundle: 'europe',
    },
    customer: {
      postcode: '3511 JP',
      houseNumber: '1',
      street: 'Domplein',
      city: 'Utrecht',
      country: 'NL',
      name,
      email,
      phone: '0612345678',
    },
    delivery: 'email',
    payment: { method: 'ideal' },
    account,
    withdrawalConsent: true,
  };
}

/** Places the order and pays it on the simulated provider: its id and its porting request's id. */
export async function placePaidPortingOrder(
  request: APIRequestContext,
  body: ReturnType<typeof portingOrder>,
  { headers = {}, admin }: { headers?: Record<string, string>; admin: { token: string } },
): Promise<{ orderId: string; portingId: number }> {
  const placed = await request.post('/api/orders', { data: body, headers });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: string; payment: { transactionId: string } } };
  const paid = await request.post(`/api/payments/${order.payment.transactionId}/simulate`, {
    data: { outcome: 'paid', bank: 'ing' },
  });
  expect(paid.status()).toBe(200);
  // The paid order made its request: found in the back office by the order's e-mail address.
  const found = await request.get(`/api/admin/porting?search=${encodeURIComponent(body.customer.email)}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(found.status()).toBe(200);
  const row = ((await found.json()) as { items: { id: number; orderId: string }[] }).items.find(
    (item) => item.orderId === order.id,
  );
  expect(row, `the porting request of ${order.id}`).toBeDefined();
  return { orderId: order.id, portingId: row!.id };
}
