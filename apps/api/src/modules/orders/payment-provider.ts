// Payments go through this interface (decisions.md §1). The built-in provider simulates one: it takes
// `PAYMENT_DELAY_MS` (2 s by default, as in spec point 7) and answers a `TX-` transaction id. A real provider
// (Mollie, Adyen, ...) can be added behind the same interface.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { TRANSACTION_ID_PREFIX, type PaymentMethod } from '@telecom/domain';

export interface PaymentRequest {
  orderId: string;
  amountCents: number;
  method: PaymentMethod;
  /** Only the card number's digits reach the provider; nothing of the card is stored. */
  cardNumber?: string;
}

export interface PaymentResult {
  status: 'completed';
  transactionId: string;
}

/** The provider refused the payment (a declined card, a cancelled iDEAL payment). */
export class PaymentDeclinedError extends Error {
  constructor() {
    super('payment declined');
    this.name = 'PaymentDeclinedError';
  }
}

export interface PaymentProvider {
  charge(request: PaymentRequest): Promise<PaymentResult>;
}

/** The simulated provider declines this test card number, so the failure path can be tried. */
export const DECLINED_TEST_CARD = '4000000000000002';

const randomTransactionId = () => `${TRANSACTION_ID_PREFIX}${randomBytes(6).toString('hex').toUpperCase()}`;

export interface SimulatedProviderOptions {
  delayMs: number;
  /** The transaction ids it gives out: random by default; the demo seed gives replayable ones. */
  transactionId?: () => string;
}

export function createSimulatedPaymentProvider({
  delayMs,
  transactionId = randomTransactionId,
}: SimulatedProviderOptions): PaymentProvider {
  return {
    async charge(request) {
      if (delayMs > 0) await sleep(delayMs);
      if (request.cardNumber?.replace(/\D/g, '') === DECLINED_TEST_CARD) throw new PaymentDeclinedError();
      return {
        status: 'completed',
        transactionId: transactionId(),
      };
    },
  };
}
