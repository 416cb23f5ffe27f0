// The contract every payment provider fulfils (style.md "Provider interfaces"): run for each implementation. A real
// provider (Mollie, Stripe) joins the list with its test-mode keys and a way to settle a test payment.
import { describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.js';
import { openTestDatabase } from '../../test/test-app.js';
import type { CreatePaymentRequest, PaymentProvider } from './payment-provider.js';
import { PaymentNotOpenError, RefundRefusedError } from './payment-provider.js';
import { createSimulatedPaymentProvider, DECLINED_TEST_CARD } from './simulated-provider.js';

interface Implementation {
  name: string;
  make(options: { delayMs: number; now: () => Date }): Promise<PaymentProvider>;
  /** How a test makes an open payment paid (the visitor on the provider's page). */
  pay(provider: PaymentProvider, transactionId: string): Promise<void>;
}

const IMPLEMENTATIONS: Implementation[] = [
  {
    name: 'the simulated provider',
    async make({ delayMs, now }) {
      const store = await openTestDatabase();
      await migrate(store);
      return createSimulatedPaymentProvider({ db: store.kysely, delayMs, clock: { now } });
    },
    async pay(provider, transactionId) {
      await provider.simulate!(transactionId, 'paid');
    },
  },
];

const START = new Date('2026-11-24T10:00:00.000Z');

function paymentRequest(method: CreatePaymentRequest['method'], card?: string): CreatePaymentRequest {
  return {
    orderId: 'ORD-1764000000000',
    amountCents: 2419,
    currency: 'EUR',
    description: 'Order ORD-1764000000000',
    method,
    ...(card ? { card: { number: card } } : {}),
    returnUrl: 'https://telenova.example/order-confirmation?order=ORD-1764000000000',
    webhookUrl: 'https://telenova.example/api/payments/webhook',
    expiresAt: new Date(START.getTime() + 15 * 60_000).toISOString(),
    metadata: { orderId: 'ORD-1764000000000' },
  };
}

describe.each(IMPLEMENTATIONS)('$name', ({ make, pay }) => {
  it('settles a card within createPayment, after the configured delay, and declines the test card', async () => {
    const provider = await make({ delayMs: 120, now: () => START });
    const started = performance.now();
    const paid = await provider.createPayment(paymentRequest('creditcard', '4111 1111 1111 1111'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect(paid).toEqual({ transactionId: expect.stringMatching(/^TX-[0-9A-F]{12}$/), status: 'paid' });
    expect(await provider.getPayment(paid.transactionId)).toMatchObject({
      transactionId: paid.transactionId,
      orderId: 'ORD-1764000000000',
      status: 'paid',
      amountCents: 2419,
      method: 'creditcard',
      paidAt: START.toISOString(),
    });
    expect((await provider.createPayment(paymentRequest('creditcard', DECLINED_TEST_CARD))).status).toBe('failed');
  });

  it('leaves iDEAL, PayPal and Apple Pay open with a hosted page, each payment with its own id', async () => {
    const provider = await make({ delayMs: 0, now: () => START });
    const ids = new Set<string>();
    for (const method of ['ideal', 'paypal', 'applepay'] as const)
      for (let i = 0; i < 10; i++) {
        const created = await provider.createPayment(paymentRequest(method));
        expect(created).toEqual({
          transactionId: created.transactionId,
          status: 'open',
          checkoutUrl: `/betalen/${created.transactionId}`,
        });
        ids.add(created.transactionId);
      }
    expect(ids.size).toBe(30);
    expect(await provider.getPayment('TX-000000000000')).toBeUndefined();
  });

  it('reads an open payment as expired once its expiry has passed, and it can no longer be paid', async () => {
    let now = START;
    const provider = await make({ delayMs: 0, now: () => now });
    const { transactionId } = await provider.createPayment(paymentRequest('ideal'));
    now = new Date(START.getTime() + 15 * 60_000);
    expect((await provider.getPayment(transactionId))?.status).toBe('expired');
    await expect(pay(provider, transactionId)).rejects.toBeInstanceOf(PaymentNotOpenError);
  });

  it('refunds a paid payment once, and refuses an open one', async () => {
    const provider = await make({ delayMs: 0, now: () => START });
    const { transactionId } = await provider.createPayment(paymentRequest('ideal'));
    await expect(provider.refund(transactionId, 2419)).rejects.toBeInstanceOf(RefundRefusedError);
    await pay(provider, transactionId);
    expect(await provider.refund(transactionId, 2419)).toEqual({
      refundId: expect.stringMatching(/^RE-/),
      status: 'refunded',
    });
    await expect(provider.refund(transactionId, 2419)).rejects.toBeInstanceOf(RefundRefusedError);
  });

  // Every implementation listed here collects; one that cannot leaves `collect` out, and auto top-up is then not offered.
  it('collects a payment on the mandate (auto top-up), paid at once and refundable', async () => {
    const provider = await make({ delayMs: 0, now: () => START });
    const collected = await provider.collect!({
      orderId: 'TOPUP-7',
      amountCents: 604,
      currency: 'EUR',
      description: 'Top-up 1 GB Europa Standard',
      method: 'ideal',
      webhookUrl: 'https://telenova.example/api/payments/webhook',
      metadata: { topUpId: '7', orderId: 'TOPUP-7' },
    });
    expect(collected).toEqual({ transactionId: expect.stringMatching(/^TX-[0-9A-F]{12}$/), status: 'paid' });
    expect(await provider.getPayment(collected.transactionId)).toMatchObject({
      orderId: 'TOPUP-7',
      status: 'paid',
      amountCents: 604,
      paidAt: START.toISOString(),
    });
    expect((await provider.refund(collected.transactionId, 604)).status).toBe('refunded');
  });
});
