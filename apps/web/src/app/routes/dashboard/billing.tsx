import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { invoiceDisplayStatus, type InvoiceRecord } from '@telecom/domain';
import { paths } from '../../../config/paths';
import { AccountNav } from '../../../features/account/account-nav';
import { useDownloadOwnInvoice } from '../../../features/account/api/download-own-invoice';
import { useOwnInvoices } from '../../../features/account/api/get-own-invoices';
import { useOwnOrders } from '../../../features/account/api/get-own-orders';
import { usePayOwnInvoice } from '../../../features/account/api/pay-own-invoice';
import { useServiceTexts } from '../../../features/account/service-texts';
import { date, euro, localToday } from '../../../lib/format';

/**
 * /dashboard/billing: the customer's orders (GET /api/orders) and invoices (GET /api/invoices), each invoice with its
 * amount incl. VAT and its PDF (GET /api/invoices/{id}/pdf with the account's token), an open one with its Pay button
 * (POST /api/invoices/{id}/pay, then the provider's page). The provider sends the payer back with `?paid={number}`.
 */
export function BillingRoute() {
  const { t, i18n } = useTranslation('account');
  const orders = useOwnOrders();
  const invoices = useOwnInvoices();
  const services = useServiceTexts();
  const language = i18n.resolvedLanguage;
  const today = localToday();
  const [search] = useSearchParams();
  const paidNumber = search.get('paid');
  const paidInvoice = paidNumber ? invoices.data?.find((invoice) => invoice.invoice_number === paidNumber) : undefined;
  return (
    <>
      <title>{`${t('billing.title')} | ${t('brand.name', { ns: 'common' })}`}</title>
      <meta name="description" content={t('billing.description')} />
      <section className="page-hero page-hero--compact">
        <div className="container">
          <h1>{t('billing.title')}</h1>
          <p className="page-hero__lead">{t('billing.lead')}</p>
        </div>
      </section>
      <AccountNav />
      <div className="container account-page">
        <section id="orders" aria-labelledby="orders-title" className="account-card">
          <h2 id="orders-title">{t('billing.orders')}</h2>
          {orders.isPending ? (
            <p role="status">{t('billing.loading')}</p>
          ) : orders.isError ? (
            <p className="form-error" role="alert">
              {t('billing.ordersFailed')}
            </p>
          ) : orders.data.length === 0 ? (
            <p>
              {t('billing.noOrders')} <Link to={paths.esimOrder}>{t('billing.orderNow')}</Link>
            </p>
          ) : (
            <div className="table-scroll">
              <table className="data-table table-cards" data-testid="orders-table">
                <thead>
                  <tr>
                    <th scope="col">{t('billing.columns.order')}</th>
                    <th scope="col">{t('billing.columns.date')}</th>
                    <th scope="col">{t('billing.columns.product')}</th>
                    <th scope="col">{t('billing.columns.payment')}</th>
                    <th scope="col" className="numeric">
                      {t('billing.columns.total')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {orders.data.map((order) => (
                    <tr key={order.id}>
                      <td data-label={t('billing.columns.order')}>{order.id}</td>
                      <td data-label={t('billing.columns.date')}>
                        {date(order.createdAt, language, { dateStyle: 'medium' })}
                      </td>
                      <td data-label={t('billing.columns.product')}>{services.product(order.product)}</td>
                      <td data-label={t('billing.columns.payment')}>{t(`billing.methods.${order.payment.method}`)}</td>
                      <td className="numeric" data-label={t('billing.columns.total')}>
                        {services.total(order.product)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <section id="invoices" aria-labelledby="invoices-title" className="account-card">
          <h2 id="invoices-title">{t('billing.invoices')}</h2>
          {paidInvoice && (
            <p className="form-success" role="status" data-testid="invoice-paid-notice">
              {paidInvoice.status === 'paid'
                ? t('billing.paidNotice', { number: paidInvoice.invoice_number })
                : t('billing.paymentPending', { number: paidInvoice.invoice_number })}
            </p>
          )}
          {invoices.isPending ? (
            <p role="status">{t('billing.loading')}</p>
          ) : invoices.isError ? (
            <p className="form-error" role="alert">
              {t('billing.invoicesFailed')}
            </p>
          ) : invoices.data.length === 0 ? (
            <p>{t('billing.noInvoices')}</p>
          ) : (
            // A labelled region that scrolls sideways where the six columns do not fit (and are not cards yet).
            <div className="table-scroll" role="region" aria-labelledby="invoices-title" tabIndex={0}>
              <table className="data-table table-cards" data-testid="invoices-table">
                <thead>
                  <tr>
                    <th scope="col">{t('billing.columns.invoice')}</th>
                    <th scope="col">{t('billing.columns.issued')}</th>
                    <th scope="col">{t('billing.columns.due')}</th>
                    <th scope="col">{t('billing.columns.status')}</th>
                    <th scope="col" className="numeric">
                      {t('billing.columns.amount')}
                    </th>
                    <th scope="col">{t('billing.columns.document')}</th>
                  </tr>
                </thead>
                <tbody>
                  {invoices.data.map((invoice) => {
                    const status = invoiceDisplayStatus(invoice, today);
                    return (
                      <tr key={invoice.id}>
                        <td data-label={t('billing.columns.invoice')}>
                          {invoice.invoice_number}
                          {invoice.kind === 'credit-note' && <span className="tag">{t('billing.creditNote')}</span>}
                        </td>
                        <td data-label={t('billing.columns.issued')}>
                          {date(invoice.issue_date, language, { dateStyle: 'medium' })}
                        </td>
                        <td data-label={t('billing.columns.due')}>
                          {date(invoice.due_date, language, { dateStyle: 'medium' })}
                        </td>
                        <td data-label={t('billing.columns.status')}>
                          <span className={`badge badge--${status}`}>{t(`billing.invoiceStatus.${status}`)}</span>
                        </td>
                        <td className="numeric" data-label={t('billing.columns.amount')}>
                          {euro(invoice.totalAmountCents, language)}
                        </td>
                        <td data-label={t('billing.columns.document')}>
                          {(status === 'sent' || status === 'overdue') && <PayInvoiceButton invoice={invoice} />}
                          <InvoicePdfButton invoice={invoice} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </>
  );
}

/** Starts the payment of an open invoice and sends the browser to the provider's page; says so when it fails. */
function PayInvoiceButton({ invoice }: { invoice: Pick<InvoiceRecord, 'id' | 'invoice_number'> }) {
  const { t } = useTranslation('account');
  const pay = usePayOwnInvoice();
  return (
    <span className="pdf-download">
      <button
        type="button"
        className="button"
        aria-label={t('billing.payNamed', { number: invoice.invoice_number })}
        disabled={pay.isPending || pay.isSuccess}
        aria-busy={pay.isPending || pay.isSuccess || undefined}
        onClick={() => pay.mutate(invoice.id, { onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl) })}
      >
        {pay.isPending || pay.isSuccess ? t('billing.paying') : t('billing.pay')}
      </button>
      {pay.isError && (
        <span className="form-error" role="alert">
          {pay.error.message || t('billing.payFailed', { number: invoice.invoice_number })}
        </span>
      )}
    </span>
  );
}

/** Downloads the invoice's PDF with the account's token; says so while it loads and when it fails. */
function InvoicePdfButton({ invoice }: { invoice: Pick<InvoiceRecord, 'id' | 'invoice_number'> }) {
  const { t } = useTranslation('account');
  const download = useDownloadOwnInvoice();
  const [failed, setFailed] = useState(false);
  return (
    <span className="pdf-download">
      <button
        type="button"
        className="button button--ghost"
        aria-label={t('billing.downloadPdfNamed', { number: invoice.invoice_number })}
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
        onClick={() => {
          setFailed(false);
          download.mutate(invoice, { onError: () => setFailed(true) });
        }}
      >
        {download.isPending ? t('billing.downloading') : t('billing.downloadPdf')}
      </button>
      {failed && (
        <span className="form-error" role="alert">
          {t('billing.downloadFailed', { number: invoice.invoice_number })}
        </span>
      )}
    </span>
  );
}
