import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { calendarDate, euro } from '../../lib/format';
import { usePayableInvoice } from './api/get-payable-invoice';
import { usePayInvoiceByLink } from './api/pay-invoice-by-link';
import './payment.css';

/**
 * The page of a reminder's pay link (docs/contracts.md §12), without an account: the invoice's number, amount and due
 * date with a Pay button that goes to the payment provider's page; once paid, it says so (the provider returns here).
 */
export function InvoicePayPage({ id, token }: { id: string; token: string }) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.resolvedLanguage;
  const invoice = usePayableInvoice(id, token);
  const pay = usePayInvoiceByLink();

  if (invoice.isPending)
    return (
      <section className="hosted-payment__card" aria-busy="true">
        <h1>{t('invoicePay.title')}</h1>
        <p role="status">{t('invoicePay.loading')}</p>
      </section>
    );
  if (invoice.isError) {
    const invalid = invoice.error instanceof ApiError && [401, 404].includes(invoice.error.status);
    return (
      <section className="hosted-payment__card">
        <h1>{invalid ? t('invoicePay.invalid.title') : t('invoicePay.title')}</h1>
        <p role="alert">{invalid ? t('invoicePay.invalid.message') : invoice.error.message}</p>
        <div className="hosted-payment__actions">
          <Link className="button button--ghost" to={paths.home}>
            {t('hostedPayment.home')}
          </Link>
        </div>
      </section>
    );
  }
  const { invoiceNumber, totalCents, dueDate, status } = invoice.data;
  return (
    <section className="hosted-payment__card" aria-labelledby="invoice-pay-title">
      <h1 id="invoice-pay-title">{t('invoicePay.heading', { number: invoiceNumber })}</h1>
      <dl className="hosted-payment__facts">
        <div className="hosted-payment__amount">
          <dt>{t('hostedPayment.amount')}</dt>
          <dd data-testid="invoice-amount">{euro(totalCents, language)}</dd>
        </div>
        <div>
          <dt>{t('invoicePay.due')}</dt>
          <dd>{calendarDate(dueDate, language, { dateStyle: 'medium' })}</dd>
        </div>
      </dl>
      {status === 'paid' ? (
        <p className="form-success" role="status">
          {t('invoicePay.paid', { number: invoiceNumber })}
        </p>
      ) : (
        <div className="hosted-payment__actions">
          <button
            type="button"
            className="button"
            disabled={pay.isPending || pay.isSuccess}
            aria-busy={pay.isPending || pay.isSuccess || undefined}
            onClick={() =>
              pay.mutate({ id, token }, { onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl) })
            }
          >
            {pay.isPending || pay.isSuccess ? t('invoicePay.paying') : t('invoicePay.pay')}
          </button>
        </div>
      )}
      {pay.isError && (
        <p className="form-error" role="alert">
          {pay.error.message}
        </p>
      )}
    </section>
  );
}
