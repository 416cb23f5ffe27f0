// The payment's side of the order chain (docs/contracts.md §7): what the simulated provider's hosted payment page shows,
// its buttons (simulate), and the provider's webhook, which moves the order through the orders service, or, for the
// payment of an open invoice (§12), the invoice through the invoices service. It is a module of its own, above orders,
// invoices and top-ups, which it moves; the payment provider it reads stays in payments/, below them, because they all
// create and refund payments through it (docs/decisions/065).
import {
  REDIRECT_PAYMENT_METHODS,
  translateMessage,
  type HostedPayment,
  type Language,
  type SimulatePaymentAnswer,
  type SimulatePaymentBody,
} from '@telecom/domain';
import { AppError } from '../../errors/app-error.js';
import type { InvoicesService } from '../invoices/invoices.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { TopUpsService } from '../top-ups/top-ups.service.js';
import { PaymentNotOpenError, type PaymentProvider } from '../payments/payment-provider.js';

export interface PaymentsServiceOptions {
  orders: OrdersService;
  /** The payments of open invoices: a transaction is an invoice's or an order's. */
  invoices: Pick<InvoicesService, 'handlePaymentNotice' | 'invoiceOfPayment'>;
  /** The payments of eSIM top-ups (docs/contracts.md §14). */
  topUps: Pick<TopUpsService, 'handlePaymentNotice' | 'topUpOfPayment'>;
  provider: PaymentProvider;
  /** The seller's company name (the settings), as the hosted page names the merchant. */
  merchantName: () => Promise<string>;
}

const isRedirectMethod = (method: string): method is HostedPayment['method'] =>
  (REDIRECT_PAYMENT_METHODS as readonly string[]).includes(method);

export function createPaymentsService({ orders, invoices, topUps, provider, merchantName }: PaymentsServiceOptions) {
  /** Applies the provider's status to the invoice the payment is for, else to its top-up, else to its order. */
  async function notice(transactionId: string): Promise<void> {
    if (await invoices.handlePaymentNotice(transactionId)) return;
    if (await topUps.handlePaymentNotice(transactionId)) return;
    await orders.handlePaymentNotice(transactionId);
  }

  /** The hosted page of a top-up's payment; undefined for any other transaction. */
  async function hostedTopUpPayment(transactionId: string, language: Language): Promise<HostedPayment | undefined> {
    const topUp = await topUps.topUpOfPayment(transactionId, language);
    const payment = topUp && (await provider.getPayment(transactionId));
    if (!topUp || !payment || !isRedirectMethod(payment.method)) return undefined;
    return {
      transactionId,
      orderId: topUp.reference,
      method: payment.method,
      status: payment.status,
      amount: payment.amountCents / 100,
      amountCents: payment.amountCents,
      description: topUp.description,
      merchant: await merchantName(),
      expiresAt: payment.expiresAt,
      returnUrl: topUp.returnPath,
    };
  }

  /** The hosted page of an invoice's payment; undefined for any other transaction. */
  async function hostedInvoicePayment(transactionId: string, language: Language): Promise<HostedPayment | undefined> {
    const invoice = await invoices.invoiceOfPayment(transactionId);
    const payment = invoice && (await provider.getPayment(transactionId));
    if (!invoice || !payment || !isRedirectMethod(payment.method)) return undefined;
    return {
      transactionId,
      orderId: invoice.invoiceNumber,
      method: payment.method,
      status: payment.status,
      amount: payment.amountCents / 100,
      amountCents: payment.amountCents,
      description: translateMessage('document.payment.invoiceDescription', language, {
        invoice: invoice.invoiceNumber,
      }),
      merchant: await merchantName(),
      expiresAt: payment.expiresAt,
      returnUrl: invoice.returnPath,
    };
  }

  async function hostedPayment(transactionId: string, language: Language): Promise<HostedPayment> {
    // A notice may not have come yet (or been lost): the page reads the provider's status and moves the order.
    await notice(transactionId);
    const ofInvoice = await hostedInvoicePayment(transactionId, language);
    if (ofInvoice) return ofInvoice;
    const ofTopUp = await hostedTopUpPayment(transactionId, language);
    if (ofTopUp) return ofTopUp;
    const stored = await orders.orderOfPayment(transactionId);
    const payment = stored && (await provider.getPayment(transactionId));
    if (!stored || !payment || !isRedirectMethod(payment.method)) throw new AppError(404, 'PAYMENT_NOT_FOUND');
    const { order } = stored;
    return {
      transactionId,
      orderId: order.id,
      method: payment.method,
      status: payment.status,
      amount: payment.amountCents / 100,
      amountCents: payment.amountCents,
      description: translateMessage('document.payment.description', language, { orderId: order.id }),
      merchant: await merchantName(),
      expiresAt: payment.expiresAt,
      returnUrl: `/order-confirmation?order=${encodeURIComponent(order.id)}`,
    };
  }

  return {
    /** Whether the simulated provider runs (its hosted page's buttons exist only then). */
    canSimulate: provider.simulate !== undefined,

    hostedPayment,

    /**
     * The hosted page's button: the simulated provider settles the payment, then notifies the API as its webhook
     * would (the same handler, in-process). 409 PAYMENT_NOT_OPEN once it is paid, failed, canceled or expired.
     */
    async simulate(
      transactionId: string,
      { outcome, bank }: SimulatePaymentBody,
      language: Language,
    ): Promise<SimulatePaymentAnswer> {
      if (!provider.simulate) throw new AppError(404, 'PAYMENT_NOT_FOUND');
      const ofInvoiceOrTopUp =
        (await invoices.invoiceOfPayment(transactionId)) !== undefined ||
        (await topUps.topUpOfPayment(transactionId, language)) !== undefined;
      const stored = ofInvoiceOrTopUp ? undefined : await orders.orderOfPayment(transactionId);
      if (!ofInvoiceOrTopUp && (!stored || !isRedirectMethod(stored.order.payment.method)))
        throw new AppError(404, 'PAYMENT_NOT_FOUND');
      try {
        if (!(await provider.simulate(transactionId, outcome, bank))) throw new AppError(404, 'PAYMENT_NOT_FOUND');
      } catch (error) {
        if (error instanceof PaymentNotOpenError) throw new AppError(409, 'PAYMENT_NOT_OPEN');
        throw error;
      }
      await notice(transactionId);
      const payment = await hostedPayment(transactionId, language);
      return { payment, redirectUrl: payment.returnUrl };
    },

    /** The provider's webhook: only the id is read, the status is fetched from the provider. */
    notice,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
