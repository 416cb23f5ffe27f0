// The Mollie adapter of the payment provider (docs/contracts.md §12), on Mollie's official Node client. Every method
// goes through Mollie's hosted checkout: the payment is created open with the checkout page to send the visitor to
// (a card is typed there, never here), Mollie posts `id=tr_…` to the webhook, and the API fetches the payment to
// learn its status. Refunds are Mollie's refunds of the payment. The client's endpoint is `apiUrl`, which tests point
// at a local fake of Mollie's API (src/test/fake-mollie.ts).
import {
  createMollieClient,
  Locale,
  MollieApiError,
  PaymentMethod as MollieMethod,
  PaymentStatus as MollieStatus,
  type Payment,
} from '@mollie/api-client';
import type { Language, PaymentMethod, PaymentStatus } from '@telecom/domain';
import { RefundRefusedError, type PaymentProvider, type ProviderPayment } from './payment-provider.js';

export interface MollieProviderOptions {
  apiKey: string;
  /** Mollie's API, `https://api.mollie.com/v2/` (MOLLIE_API_URL). */
  apiUrl: string;
}

const METHODS: Record<PaymentMethod, MollieMethod> = {
  ideal: MollieMethod.ideal,
  creditcard: MollieMethod.creditcard,
  paypal: MollieMethod.paypal,
  applepay: MollieMethod.applepay,
};

/** Mollie's statuses as the order chain knows them: pending and authorized are still waiting for the money. */
const STATUSES: Record<MollieStatus, PaymentStatus> = {
  [MollieStatus.open]: 'open',
  [MollieStatus.pending]: 'open',
  [MollieStatus.authorized]: 'open',
  [MollieStatus.paid]: 'paid',
  [MollieStatus.failed]: 'failed',
  [MollieStatus.expired]: 'expired',
  [MollieStatus.canceled]: 'canceled',
};

const LOCALES: Record<Language, Locale> = { nl: Locale.nl_NL, en: Locale.en_US, es: Locale.es_ES };

/** Mollie's amounts are strings with two decimals. */
const mollieAmount = (cents: number) => ({ currency: 'EUR', value: (cents / 100).toFixed(2) });
const centsOf = (value: string) => Math.round(Number(value) * 100);

const methodOf = (method: string | null | undefined): PaymentMethod =>
  (Object.entries(METHODS).find(([, mollie]) => mollie === method)?.[0] as PaymentMethod | undefined) ?? 'ideal';

function toPayment(payment: Payment): ProviderPayment {
  const metadata = (payment.metadata ?? {}) as Record<string, unknown>;
  const checkoutUrl = payment.getCheckoutUrl();
  return {
    transactionId: payment.id,
    orderId: typeof metadata.orderId === 'string' ? metadata.orderId : '',
    status: STATUSES[payment.status] ?? 'open',
    amountCents: centsOf(payment.amount.value),
    method: methodOf(payment.method),
    description: payment.description,
    createdAt: payment.createdAt,
    expiresAt: payment.expiresAt ?? payment.createdAt,
    ...(payment.paidAt ? { paidAt: payment.paidAt } : {}),
    ...(checkoutUrl ? { checkoutUrl } : {}),
  };
}

export function createMolliePaymentProvider({ apiKey, apiUrl }: MollieProviderOptions): PaymentProvider {
  const mollie = createMollieClient({ apiKey, apiEndpoint: apiUrl });

  return {
    async createPayment(request) {
      const payment = await mollie.payments.create({
        amount: mollieAmount(request.amountCents),
        description: request.description,
        redirectUrl: request.returnUrl,
        webhookUrl: request.webhookUrl,
        method: METHODS[request.method],
        metadata: request.metadata,
        ...(request.language ? { locale: LOCALES[request.language] } : {}),
      });
      const created = toPayment(payment);
      return {
        transactionId: created.transactionId,
        status: created.status,
        ...(created.checkoutUrl ? { checkoutUrl: created.checkoutUrl } : {}),
      };
    },

    async getPayment(transactionId) {
      try {
        return toPayment(await mollie.payments.get(transactionId));
      } catch (error) {
        // An id Mollie does not know (a webhook call with a made-up id): no payment.
        if (error instanceof MollieApiError && (error.statusCode === 404 || error.statusCode === 400)) return undefined;
        throw error;
      }
    },

    async refund(transactionId, amountCents) {
      try {
        const refund = await mollie.paymentRefunds.create({
          paymentId: transactionId,
          amount: mollieAmount(amountCents),
        });
        return { refundId: refund.id, status: refund.status === 'refunded' ? 'refunded' : 'pending' };
      } catch (error) {
        if (error instanceof MollieApiError && error.statusCode !== undefined && error.statusCode < 500)
          throw new RefundRefusedError(error.message);
        throw error;
      }
    },
  };
}
