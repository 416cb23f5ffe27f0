import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  AI_LANGUAGES,
  ESIM_REGIONS,
  INVOICE_STATUSES,
  findAiAssistantPlan,
  findVoicemailPlan,
  formatPhoneNumber,
  trialEndOf,
  type AdminOrderAnswer,
  type InvoiceStatus,
  type OrderProductRecord,
} from '@telecom/domain';
import { pathTo, paths } from '../../../config/paths';
import { useOrder } from '../../../features/admin/api/get-order';
import { useRefundOrder } from '../../../features/admin/api/refund-order';
import { ActionMessage, AdminHeader, ConfirmDialog, type ActionResult } from '../../../features/admin/list-ui';
import type { ListContext } from '../../../features/admin/list-page/list-description';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../features/admin/order-status';
import { ServiceList } from '../../../features/admin/service-actions';
import '../../../features/admin/orders.css';
import { ApiError } from '../../../lib/api-client';
import { countryName } from '../../../lib/countries';
import { calendarDate, date, euro, euros, localeOf } from '../../../lib/format';
import { RecordMissing } from './customer-detail';

const isInvoiceStatus = (status: string): status is InvoiceStatus =>
  (INVOICE_STATUSES as readonly string[]).includes(status);

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * /admin/orders/:id (docs/contracts.md §7): the order, its customer and shipping details, product and prices, payment,
 * invoice and credit note, and services (each with the back office's actions, docs/contracts.md §14); a paid order can
 * be refunded (after a confirmation), which books its credit note and marks it refunded.
 */
export function AdminOrderRoute() {
  const { t, i18n } = useTranslation('admin');
  const c: ListContext = { t, language: i18n.resolvedLanguage };
  const { id = '' } = useParams();
  const answer = useOrder(id);
  const refund = useRefundOrder();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<ActionResult | null>(null);

  if (answer.isPending) return <p role="status">{t('list.loading')}</p>;
  if (answer.isError)
    return (
      <RecordMissing
        notFound={answer.error instanceof ApiError && answer.error.status === 404}
        back={paths.adminOrders}
        backLabel={t('orders.back')}
      />
    );

  const { order } = answer.data;
  const refundError =
    refund.error instanceof ApiError ? refund.error.message : refund.error ? t('errors.action') : null;
  return (
    <>
      <AdminHeader title={order.id} subtitle={t('orders.detailSubtitle')}>
        {order.status === 'paid' && (
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              refund.reset();
              setConfirming(true);
            }}
          >
            {t('orders.refund.button')}
          </button>
        )}
      </AdminHeader>
      <p>
        <Link to={paths.adminOrders}>← {t('orders.back')}</Link>
      </p>
      <ActionMessage message={message} />
      <div className="order-detail">
        <OrderFacts answer={answer.data} c={c} />
        <CustomerFacts answer={answer.data} c={c} />
        <ProductFacts answer={answer.data} c={c} />
        <PaymentFacts answer={answer.data} c={c} />
        <Documents answer={answer.data} c={c} />
        <ServiceList services={answer.data.services} />
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('orders.refund.title')}
          message={t('orders.refund.message', {
            id: order.id,
            amount: euro(order.product.totalWithVatCents, c.language),
            name: order.customer.name,
          })}
          confirmLabel={t('orders.refund.confirm')}
          busy={refund.isPending}
          error={refundError}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            refund.mutate(order.id, {
              onSuccess: () => {
                setConfirming(false);
                setMessage({ success: t('orders.refund.done', { id: order.id }) });
              },
            })
          }
        />
      )}
    </>
  );
}

interface SectionProps {
  answer: AdminOrderAnswer;
  c: ListContext;
}

function OrderFacts({ answer: { order }, c: { t, language } }: SectionProps) {
  return (
    <section className="admin-card" aria-labelledby="order-facts">
      <h2 id="order-facts">{t('orders.sections.order')}</h2>
      <dl className="record-facts" data-testid="order-facts">
        <div>
          <dt>{t('orders.columns.id')}</dt>
          <dd>{order.id}</dd>
        </div>
        <div>
          <dt>{t('orders.columns.status')}</dt>
          <dd data-testid="order-status">
            <OrderStatusBadge status={order.status} c={{ t, language }} />
          </dd>
        </div>
        <div>
          <dt>{t('orders.placedAt')}</dt>
          <dd>{date(order.createdAt, language, DATE_TIME)}</dd>
        </div>
        <div>
          <dt>{t('orders.delivery')}</dt>
          <dd>
            {isEsimOrder(order.product)
              ? t(`orders.deliveryMethods.${order.delivery}`)
              : t(`orders.confirmationMethods.${order.delivery}`)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function CustomerFacts({ answer: { order, customerId, userId }, c: { t, language } }: SectionProps) {
  const { customer } = order;
  const house = [customer.houseNumber, customer.houseNumberAddition].filter(Boolean).join(' ');
  return (
    <section className="admin-card" aria-labelledby="order-customer">
      <h2 id="order-customer">{t('orders.sections.customer')}</h2>
      <dl className="record-facts">
        <div>
          <dt>{t('orders.columns.customer')}</dt>
          <dd>
            {customerId !== null ? (
              <Link to={pathTo('adminCustomer', { id: customerId })}>{customer.name}</Link>
            ) : (
              customer.name
            )}
            <br />
            <span className="muted">{customer.email}</span>
          </dd>
        </div>
        <div>
          <dt>{t('orders.phone')}</dt>
          <dd>{customer.phone}</dd>
        </div>
        <div>
          <dt>{t('orders.account')}</dt>
          <dd>{userId !== null ? t('orders.accounts.user', { id: userId }) : t('orders.accounts.guest')}</dd>
        </div>
        <div>
          <dt>{isEsimOrder(order.product) ? t('orders.shipping') : t('orders.billingAddress')}</dt>
          <dd>
            {[customer.street, house].filter(Boolean).join(' ')}
            {customer.addressLine2 && (
              <>
                <br />
                {customer.addressLine2}
              </>
            )}
            <br />
            {[customer.postcode, customer.city].filter(Boolean).join(' ')}
            {customer.province && `, ${customer.province}`}
            <br />
            {countryName(customer.country, language)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** eSIM Pro and travel plans deliver an eSIM (sent by e-mail or sms to the shipping details); the others a service. */
const isEsimOrder = (product: OrderProductRecord) => product.kind === 'esim-pro' || product.kind === 'travel';

function ProductFacts({ answer: { order }, c }: SectionProps) {
  const { t, language } = c;
  const { product } = order;
  const total = euro(product.totalWithVatCents, language);
  const chargedNow = product.kind === 'voip' || product.kind === 'ai-voicemail' || product.kind === 'ai-assistant';
  return (
    <section className="admin-card" aria-labelledby="order-product">
      <h2 id="order-product">{t('orders.sections.product')}</h2>
      <dl className="record-facts">
        <div>
          <dt>{t('orders.columns.product')}</dt>
          <dd>
            {product.kind === 'esim-pro' ? (
              <>
                {t('orders.product.esimPro', { months: product.duration })}
                <br />
                <span className="muted">
                  {t('orders.product.calling', { calling: t(`orders.callingOptions.${product.calling}`) })}
                  {ESIM_REGIONS.map((region) => (
                    <span key={region}>
                      <br />
                      {t(`orders.regions.${region}`)}: {product.data[region].label ?? '–'}
                    </span>
                  ))}
                </span>
              </>
            ) : product.kind === 'travel' ? (
              <>
                {t('orders.product.travel', {
                  name: product.name,
                  region: t(`orders.travelRegions.${product.regionId}`),
                })}
                <br />
                <span className="muted">
                  {t('orders.product.travelPlan', { data: product.data, count: product.duration })}
                </span>
              </>
            ) : (
              <ServiceProduct product={product} createdAt={order.createdAt} c={c} />
            )}
          </dd>
        </div>
        {product.kind === 'voip' && product.porting && (
          <div data-testid="order-porting">
            <dt>{t('orders.voip.porting')}</dt>
            <dd>
              {t('orders.voip.portingFrom', {
                provider: product.porting.currentProvider,
                holder: product.porting.holderName,
              })}
              <br />
              <span className="muted">
                {product.porting.date
                  ? t('orders.voip.portingDate', { date: calendarDate(product.porting.date, language) })
                  : t('orders.voip.atContractEnd')}
              </span>
            </dd>
          </div>
        )}
        {product.kind === 'voip' && (
          <div>
            <dt>{t('orders.voip.prices')}</dt>
            <dd data-testid="order-voip-prices">
              {t('orders.voip.numberPrice', { price: euro(product.numberMonthlyCents, language) })}
              {product.bundle && (
                <>
                  <br />
                  {t('orders.voip.bundlePrice', { price: euro(product.bundleMonthlyCents, language) })}
                </>
              )}
              {product.portingCents > 0 && (
                <>
                  <br />
                  {t('orders.voip.portingPrice', { price: euro(product.portingCents, language) })}
                </>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('orders.priceExVat')}</dt>
          <dd>{euro(product.totalPriceCents, language)}</dd>
        </div>
        <div>
          <dt>{t('orders.vat', { percent: product.vatPercent })}</dt>
          <dd>{euro(product.vatCents, language)}</dd>
        </div>
        <div>
          <dt>{t('orders.columns.total')}</dt>
          <dd data-testid="order-total">
            {chargedNow
              ? t('orders.chargedNow', { price: total })
              : product.billing === 'monthly'
                ? t('orders.perMonth', { price: total })
                : t('orders.once', { price: total })}
          </dd>
        </div>
        {chargedNow && (
          <div>
            <dt>{t('orders.monthlyWithVat')}</dt>
            <dd data-testid="order-monthly">
              {t('orders.perMonth', { price: euro(product.monthlyWithVatCents, language) })}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/**
 * What a VOIP or AI order is for (docs/contracts.md §9): the number as written with its type and bundle (or a number
 * being ported); an AI voicemail plan; an AI assistant plan with the business, its languages and the free trial's
 * last day (30 days from the order).
 */
function ServiceProduct({
  product,
  createdAt,
  c: { t, language },
}: {
  product: Exclude<OrderProductRecord, { kind: 'esim-pro' | 'travel' }>;
  createdAt: string;
  c: ListContext;
}) {
  if (product.kind === 'voip')
    return (
      <>
        {t('orders.voip.number', { number: formatPhoneNumber(product.number) })}
        <br />
        <span className="muted">
          {[
            t(`orders.voip.numberTypes.${product.numberType}`),
            product.area && t('orders.voip.area', { area: product.area }),
            product.bundle
              ? t('orders.voip.bundle', { bundle: t(`orders.voip.bundles.${product.bundle}`) })
              : t('orders.voip.noBundle'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </>
    );
  if (product.kind === 'ai-voicemail')
    return <>{t('orders.ai.voicemail', { plan: findVoicemailPlan(product.plan)?.name ?? product.name })}</>;
  const plan = findAiAssistantPlan(product.plan);
  const languages = new Intl.DisplayNames(localeOf(language), { type: 'language' });
  // An account's later assistant has no trial (docs/contracts.md §12).
  const trialEnd = product.trialDays > 0 ? trialEndOf(createdAt.slice(0, 10), product.trialDays) : null;
  return (
    <>
      {t('orders.ai.assistant', { plan: plan?.name ?? product.name })}
      <br />
      <span className="muted" data-testid="order-business">
        {t('orders.ai.business', {
          name: product.business.name,
          languages: AI_LANGUAGES.filter((code) => product.business.languages.includes(code))
            .map((code) => languages.of(code) ?? code)
            .join(', '),
        })}
        <br />
        {trialEnd
          ? t('orders.ai.trial', { count: product.trialDays, date: calendarDate(trialEnd, language) })
          : t('orders.ai.noTrial')}
      </span>
    </>
  );
}

function PaymentFacts({ answer: { order }, c: { t, language } }: SectionProps) {
  const { payment } = order;
  return (
    <section className="admin-card" aria-labelledby="order-payment">
      <h2 id="order-payment">{t('orders.sections.payment')}</h2>
      <dl className="record-facts" data-testid="order-payment">
        <div>
          <dt>{t('orders.columns.method')}</dt>
          <dd>{t(`paymentMethods.${payment.method}`)}</dd>
        </div>
        <div>
          <dt>{t('orders.paymentStatus')}</dt>
          <dd>
            <PaymentStatusBadge status={payment.status} c={{ t, language }} />
          </dd>
        </div>
        <div>
          <dt>{t('orders.transaction')}</dt>
          <dd>{payment.transactionId ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('orders.paidAt')}</dt>
          <dd>{order.paidAt ? date(order.paidAt, language, DATE_TIME) : '–'}</dd>
        </div>
      </dl>
    </section>
  );
}

function Documents({ answer: { invoice, creditNote }, c: { t, language } }: SectionProps) {
  const documents = [
    { label: t('orders.invoice'), document: invoice },
    { label: t('orders.creditNote'), document: creditNote },
  ];
  return (
    <section className="admin-card" aria-labelledby="order-documents">
      <h2 id="order-documents">{t('orders.sections.documents')}</h2>
      <dl className="record-facts" data-testid="order-documents">
        {documents.map(({ label, document }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {document ? (
                <>
                  <Link to={pathTo('adminInvoice', { id: document.id })}>{document.number}</Link>
                  <br />
                  <span className="muted">
                    {euros(document.totalAmount, language)} ·{' '}
                    {isInvoiceStatus(document.status) ? t(`invoiceStatus.${document.status}`) : document.status}
                  </span>
                </>
              ) : (
                <span className="muted">{t('orders.none')}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
