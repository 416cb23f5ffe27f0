// Payments go through this interface (docs/contracts.md §7, docs/decisions/012-payment-provider.md). It is shaped like
// the real providers' APIs (Mollie, Stripe): create a payment (a card may settle at once; iDEAL, PayPal and Apple Pay
// answer `open` with the hosted page to send the visitor to), hear of a change by a webhook that carries only the
// payment's id, fetch its status, refund. The rest of the code never knows which provider runs.
import type { Language, PaymentMethod, PaymentStatus } from '@telecom/domain';

export interface CreatePaymentRequest {
  orderId: string;
  amountCents: number;
  currency: 'EUR';
  description: string;
  method: PaymentMethod;
  /** Cards only: the number's digits reach the provider; nothing of the card is stored here. */
  card?: { number: string };
  /** Where the provider sends the visitor back to (absolute). */
  returnUrl: string;
  /** Where the provider posts its notice that the payment changed (absolute). */
  webhookUrl: string;
  /** When an open payment expires (Mollie's `expiresAt`). */
  expiresAt: string;
  metadata: Record<string, string>;
  /** The visitor's language: the hosted page's. */
  language?: Language;
}

export interface CreatedPayment {
  transactionId: string;
  status: PaymentStatus;
  /** While open: the provider's hosted payment page. */
  checkoutUrl?: string;
}

/**
 * A payment the provider collects without the customer present (a recurring payment on a mandate, Mollie's
 * `sequenceType: 'recurring'`): an eSIM's auto top-up (docs/contracts.md §14).
 */
export interface CollectPaymentRequest {
  orderId: string;
  amountCents: number;
  currency: 'EUR';
  description: string;
  /** The method of the mandate: the one the customer paid the eSIM's order with. */
  method: PaymentMethod;
  webhookUrl: string;
  metadata: Record<string, string>;
}

/** A payment as the provider reports it. */
export interface ProviderPayment {
  transactionId: string;
  orderId: string;
  status: PaymentStatus;
  amountCents: number;
  method: PaymentMethod;
  description: string;
  createdAt: string;
  expiresAt: string;
  paidAt?: string;
  checkoutUrl?: string;
}

export interface Refund {
  refundId: string;
  status: 'pending' | 'refunded';
}

/** The outcomes the simulated provider's hosted page offers. */
export type SimulatedOutcome = 'paid' | 'failed' | 'canceled';

export interface PaymentProvider {
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /** The payment's current status; undefined for an id the provider does not know. */
  getPayment(transactionId: string): Promise<ProviderPayment | undefined>;
  /**
   * Charges the customer without them present (a mandate): absent when the provider cannot, and then auto top-up is
   * not offered (docs/decisions/038-esim-top-ups.md). The simulated provider settles it at once.
   */
  collect?(request: CollectPaymentRequest): Promise<CreatedPayment>;
  /** Refunds `amountCents` of a paid payment; throws RefundRefusedError when the provider refuses. */
  refund(transactionId: string, amountCents: number): Promise<Refund>;
  /**
   * The built-in simulated provider only: what the visitor does on its hosted page. Throws PaymentNotOpenError
   * when the payment is no longer open; undefined for an unknown id. A real provider has no such call: its own page
   * does this, and `POST /api/payments/{id}/simulate` is then not served.
   */
  simulate?(transactionId: string, outcome: SimulatedOutcome, bank?: string): Promise<ProviderPayment | undefined>;
}

/** The payment is not open any more (paid, failed, expired or canceled). */
export class PaymentNotOpenError extends Error {
  constructor() {
    super('payment not open');
    this.name = 'PaymentNotOpenError';
  }
}

/** The provider refused a refund (not paid, already refunded, more than was paid). */
export class RefundRefusedError extends Error {
  constructor(reason: string) {
    super(`refund refused: ${reason}`);
    this.name = 'RefundRefusedError';
  }
}
