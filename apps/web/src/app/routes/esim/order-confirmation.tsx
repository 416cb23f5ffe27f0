import { useEffect, useState } from 'react';
import { StateHero } from '../../../components/ui/state-hero';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import type { EsimRecord, OrderRecord } from '@telecom/domain';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { localeOf } from '../../../lib/format';
import { ORDER_POLL_LIMIT_MS, awaitsEsims, deliversEsims, useOrder } from '../../../features/checkout/api/get-order';
import { EsimDelivery } from '../../../features/esim-delivery/components/esim-delivery';
import { useDownloadOrderInvoice } from '../../../features/checkout/api/download-order-invoice';
import { readOrderToken, rememberEsimOrder } from '../../../lib/order-tokens';
import { useLinkToken } from '../../../lib/use-link-token';
import {
  clearCheckoutCookies,
  hasCheckoutCookies,
  isOrderId,
  readPlacedOrder,
  storePlacedOrder,
} from '../../../features/checkout/checkout-storage';
import { AmountFacts, ProductFacts } from '../../../features/checkout/order-facts';
import { clearVoipCheckout, hasVoipCheckout, voipWizardPath } from '../../../features/checkout/voip/voip-storage';
import { countryName } from '../../../lib/countries';
import '../../../features/esim/esim.css';
import '../../../features/checkout/checkout.css';
import '../../../features/esim-delivery/esim-delivery.css';

/**
 * /order-confirmation (spec point 2, docs/contracts.md §7): the order stored in session storage, read back from
 * GET /api/orders/{id} when the address names it (`?order=`, after the payment page) or while its payment is open.
 * Paid: the spec's confirmation (the account block when the order was not placed as a guest, the links and the
 * promise of an e-mail within 5 minutes), for every kind of product: an eSIM with its QR code, a VOIP number with
 * its bundle and porting, an AI plan (with its trial). Pending: a wait that asks again every 2 s for up to a minute.
 * Failed, expired or cancelled: says so, with the way back to the wizard's payment step. Without an order it sends
 * the visitor home, keeping `?lang=`: the route's loader does (`requirePlacedOrder`), before anything renders; this
 * is the fallback. A guest's confirmation mail links here with a signed token (`?order=…&t=…`, docs/contracts.md §12),
 * which reads the order on any device.
 */
export function OrderConfirmationRoute() {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const named = params.get('order');
  useLinkToken(isOrderId(named) ? { orderId: named } : null);
  const [stored] = useState(readPlacedOrder);
  const id = isOrderId(named) ? named : (stored?.id ?? '');
  const storedOrder = stored?.id === id ? stored : null;
  // Read back when the address names the order, while its payment is open, and once paid for its eSIMs (with the
  // order's token from this browser, or the account's bearer token).
  const readBack = id !== '';
  const [pollUntil, setPollUntil] = useState(() => Date.now() + ORDER_POLL_LIMIT_MS);
  const [waitedLong, setWaitedLong] = useState(false);
  const fetched = useOrder(id, { enabled: readBack, pollUntil });
  const order = fetched.data?.order ?? storedOrder;

  // The order as the API now has it is what a reload shows; a paid order ends the wizard's saved state.
  useEffect(() => {
    if (!fetched.data) return;
    const { order: current, esims } = fetched.data;
    storePlacedOrder(current);
    for (const esim of esims) rememberEsimOrder(esim.id, current.id);
    // The wizard that placed the order starts afresh next time; another wizard's progress stays.
    if (current.status === 'paid') {
      if (deliversEsims(current.product)) clearCheckoutCookies();
      if (current.product.kind === 'voip') clearVoipCheckout();
    }
  }, [fetched.data]);

  useEffect(() => {
    const timer = window.setTimeout(() => setWaitedLong(true), Math.max(0, pollUntil - Date.now()));
    return () => window.clearTimeout(timer);
  }, [pollUntil]);

  // Keyed by the location: when `?lang=` is taken out of the address, the redirect is made again from the new one.
  if (id === '') return <Navigate key={location.key} to={{ pathname: paths.home, search: location.search }} replace />;

  // The tab's title says how the order stands: confirmed only once it is paid (a failed payment is no confirmation).
  const metaFor = (state: string | null) => (
    <>
      <title>
        {state === null
          ? t('confirmation.meta.title', { brand: tc('brand.name') })
          : t('confirmation.meta.state', { state, brand: tc('brand.name') })}
      </title>
      <meta name="robots" content="noindex" />
    </>
  );
  if (!order) {
    if (fetched.isError) {
      const notFound = fetched.error instanceof ApiError && [401, 403, 404].includes(fetched.error.status);
      return (
        <>
          {metaFor(notFound ? t('confirmation.notFound.title') : t('confirmation.error.title'))}
          <StateHero
            live
            leadTestId="order-state"
            eyebrow={t('confirmation.eyebrowUnknown')}
            title={notFound ? t('confirmation.notFound.title') : t('confirmation.error.title')}
            lead={notFound ? t('confirmation.notFound.message') : fetched.error.message}
            alert
          >
            {!notFound && (
              <button type="button" className="button button--light" onClick={() => void fetched.refetch()}>
                {t('confirmation.error.retry')}
              </button>
            )}
            <Link className="button button--outline-light" to={paths.home}>
              {t('confirmation.links.home')}
            </Link>
          </StateHero>
        </>
      );
    }
    return (
      <>
        {metaFor(t('confirmation.eyebrowUnknown'))}
        <StateHero
          live
          leadTestId="order-state"
          eyebrow={t('confirmation.eyebrowUnknown')}
          title={t('confirmation.loading')}
          busy
        />
      </>
    );
  }

  if (order.status === 'pending') {
    const stillOpen = order.payment.status === 'open' && order.payment.redirectUrl;
    return (
      <>
        {metaFor(t('confirmation.eyebrowPending'))}
        <StateHero
          live
          leadTestId="order-state"
          eyebrow={t('confirmation.eyebrowPending')}
          title={t('confirmation.pending.title')}
          lead={waitedLong ? t('confirmation.pending.slow') : t('confirmation.pending.message')}
          busy={!waitedLong}
        >
          {waitedLong && (
            <button
              type="button"
              className="button button--light"
              onClick={() => {
                setWaitedLong(false);
                setPollUntil(Date.now() + ORDER_POLL_LIMIT_MS);
                void fetched.refetch();
              }}
            >
              {t('confirmation.pending.checkAgain')}
            </button>
          )}
          {stillOpen && (
            <Link className="button button--outline-light" to={order.payment.redirectUrl ?? paths.home}>
              {t('confirmation.pending.toPayment')}
            </Link>
          )}
        </StateHero>
        <OrderSummary order={order} />
      </>
    );
  }

  if (order.status === 'failed' || order.status === 'expired') {
    const reason = order.payment.status === 'canceled' ? 'canceled' : order.status === 'expired' ? 'expired' : 'failed';
    const again = wayBack(order);
    return (
      <>
        {metaFor(t(`confirmation.unpaid.${reason}.title`))}
        <StateHero
          live
          leadTestId="order-state"
          eyebrow={t('confirmation.eyebrowUnpaid')}
          title={t(`confirmation.unpaid.${reason}.title`)}
          lead={t(`confirmation.unpaid.${reason}.message`)}
          alert
        >
          {again.payment && (
            <Link className="button button--light" to={again.payment}>
              {t('confirmation.unpaid.tryAgain')}
            </Link>
          )}
          <Link className={again.payment ? 'button button--outline-light' : 'button button--light'} to={again.start}>
            {t('confirmation.unpaid.startAgain')}
          </Link>
        </StateHero>
        <OrderSummary order={order} />
      </>
    );
  }

  return (
    <>
      {metaFor(null)}
      <PaidConfirmation
        order={order}
        esims={fetched.data?.esims ?? null}
        esimsSlow={waitedLong && awaitsEsims(fetched.data)}
      />
    </>
  );
}

/**
 * Where an unpaid order leads back to: the payment step of the wizard that placed it while this browser still has
 * its state, and the start of ordering that product again.
 */
function wayBack(order: OrderRecord): { payment: string | null; start: string } {
  const { product } = order;
  if (product.kind === 'voip')
    return { payment: hasVoipCheckout() ? voipWizardPath(3) : null, start: paths.voipConfigure };
  if (product.kind === 'ai-voicemail')
    return { payment: null, start: `${paths.aiVoicemailOrder}?plan=${encodeURIComponent(product.plan)}` };
  if (product.kind === 'ai-assistant')
    return { payment: null, start: `${paths.aiAssistantConfigure}?plan=${encodeURIComponent(product.plan)}` };
  return { payment: hasCheckoutCookies() ? `${paths.esimOrder}?step=3` : null, start: paths.esimOrder };
}

/** The order's number, product and total, as a pending or unpaid order shows them. */
function OrderSummary({ order }: { order: OrderRecord }) {
  const { t } = useTranslation('checkout');
  const { product } = order;
  return (
    <div className="container confirmation">
      <section className="confirmation__card" aria-labelledby="order-summary">
        <h2 id="order-summary">{t('confirmation.summary')}</h2>
        <dl className="confirmation__facts">
          <div>
            <dt>{t('confirmation.orderId')}</dt>
            <dd data-testid="order-id">{order.id}</dd>
          </div>
          {product.kind !== 'esim-pro' && product.kind !== 'travel' && <ProductFacts order={order} />}
          <div>
            <dt>{t('confirmation.payment')}</dt>
            <dd>
              {t(`payment.${order.payment.method}`)} — {t(`paymentStatus.${order.payment.status}`)}
              {order.payment.transactionId && ` (${order.payment.transactionId})`}
            </dd>
          </div>
          <AmountFacts product={product} settled={false} full={false} />
        </dl>
      </section>
    </div>
  );
}

/**
 * The spec's confirmation of a paid order (and of one refunded since), with its eSIMs once read back: "being
 * prepared" until each is ready, then its QR code and codes (docs/contracts.md §8).
 */
function PaidConfirmation({
  order,
  esims,
  esimsSlow,
}: {
  order: OrderRecord;
  /** The order's eSIMs as GET /api/orders/{id} answers them; null when the order was not read back. */
  esims: readonly EsimRecord[] | null;
  esimsSlow: boolean;
}) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.resolvedLanguage;
  const { product, customer } = order;
  const esim = deliversEsims(product);
  // An AI assistant's trial; an account's later assistant has none and is paid as any order (docs/contracts.md §12).
  const trial = product.kind === 'ai-assistant' && product.trialDays > 0;
  const house = [customer.houseNumber, customer.houseNumberAddition].filter(Boolean).join(' ');
  const placedAt = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(order.createdAt),
  );

  return (
    <>
      <section className="page-hero page-hero--compact">
        <div className="container">
          <p className="eyebrow">{t('confirmation.eyebrow')}</p>
          <h1>{t('confirmation.title')}</h1>
          <p className="page-hero__lead">
            {trial
              ? t('confirmation.leadTrial', { name: customer.name })
              : t('confirmation.lead', { name: customer.name })}
          </p>
        </div>
      </section>
      <div className="container confirmation">
        {esim && esims !== null && order.status === 'paid' && (
          <EsimDelivery esims={esims} accessToken={readOrderToken(order.id)} slow={esimsSlow} />
        )}
        <section className="confirmation__card" aria-labelledby="order-summary">
          <h2 id="order-summary">{t('confirmation.summary')}</h2>
          <dl className="confirmation__facts">
            <div>
              <dt>{t('confirmation.orderId')}</dt>
              <dd data-testid="order-id">{order.id}</dd>
            </div>
            <div>
              <dt>{t('confirmation.placedAt')}</dt>
              <dd>{placedAt}</dd>
            </div>
            <ProductFacts order={order} />
            <AmountFacts product={product} settled full reverseCharge={order.reverseCharge} />
            <div>
              <dt>{t('confirmation.payment')}</dt>
              <dd>
                {t(`payment.${order.payment.method}`)} —{' '}
                {order.status === 'refunded' || order.status === 'withdrawn'
                  ? t(`orderStatus.${order.status}`)
                  : trial
                    ? t('confirmation.paymentAfterTrial')
                    : t('confirmation.paid')}
                {order.payment.transactionId && ` (${order.payment.transactionId})`}
              </dd>
            </div>
            {esim && (
              <div>
                <dt>{t('confirmation.delivery')}</dt>
                <dd>
                  {t(`summary.delivery.${order.delivery}`, { email: customer.email, phone: customer.phone ?? '' })}
                </dd>
              </div>
            )}
            <div>
              <dt>{t('confirmation.address')}</dt>
              <dd>
                {customer.name}
                <br />
                {[customer.street, house].filter(Boolean).join(' ')}
                {customer.addressLine2 && (
                  <>
                    <br />
                    {customer.addressLine2}
                  </>
                )}
                <br />
                {[customer.postcode, customer.city].filter(Boolean).join(' ')}
                <br />
                {countryName(customer.country, language)}
              </dd>
            </div>
            {customer.province && (
              <div>
                <dt>{t('confirmation.province')}</dt>
                <dd>{customer.province}</dd>
              </div>
            )}
          </dl>
          <p className="confirmation__mail">{t('confirmation.mail', { email: customer.email })}</p>
          {!trial && <InvoicePdfButton orderId={order.id} />}
        </section>

        {order.account !== 'guest' && (
          <section className="confirmation__card confirmation__account" aria-labelledby="account-title">
            <h2 id="account-title">{t('confirmation.account.title')}</h2>
            <p>
              {order.account === 'existing'
                ? t('confirmation.account.existing')
                : esim
                  ? t('confirmation.account.new')
                  : t('confirmation.account.newServices')}
            </p>
            {order.account === 'new' && <p>{t('confirmation.account.verifyEmail')}</p>}
            <Link className="button" to={paths.dashboard}>
              {t('confirmation.account.dashboard')}
            </Link>
          </section>
        )}

        <nav className="confirmation__links" aria-label={t('confirmation.linksLabel')}>
          <Link to={paths.home}>{t('confirmation.links.home')}</Link>
          {product.kind === 'voip' ? (
            <Link to={paths.voip}>{t('confirmation.links.voip')}</Link>
          ) : product.kind === 'ai-voicemail' ? (
            <Link to={paths.aiVoicemail}>{t('confirmation.links.aiVoicemail')}</Link>
          ) : product.kind === 'ai-assistant' ? (
            <Link to={paths.aiAssistant}>{t('confirmation.links.aiAssistant')}</Link>
          ) : (
            <Link to={paths.esimPro}>{t('confirmation.links.esimPro')}</Link>
          )}
          <Link to={paths.dashboard}>{t('confirmation.links.dashboard')}</Link>
          <Link to={paths.support}>{t('confirmation.links.support')}</Link>
        </nav>
      </div>
    </>
  );
}

/** The order's invoice as PDF, for a guest with the order's token as for its account (docs/contracts.md §12). */
function InvoicePdfButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation('checkout');
  const download = useDownloadOrderInvoice();
  return (
    <p className="confirmation__invoice">
      <button
        type="button"
        className="button button--ghost"
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
        onClick={() => download.mutate(orderId)}
      >
        {t('confirmation.invoicePdf')}
      </button>
      {download.isError && (
        <span className="form-error" role="alert">
          {t('confirmation.invoicePdfFailed')}
        </span>
      )}
    </p>
  );
}
