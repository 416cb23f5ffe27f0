import { useEffect, useState } from 'react';
import { StateHero } from '../../../components/ui/state-hero';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { ESIM_REGIONS, type EsimRecord, type OrderRecord } from '@telecom/domain';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { euro, localeOf } from '../../../lib/format';
import { ORDER_POLL_LIMIT_MS, awaitsEsims, useOrder } from '../../../features/checkout/api/get-order';
import { EsimDelivery } from '../../../features/esim-delivery/components/esim-delivery';
import { readOrderToken, rememberEsimOrder } from '../../../lib/order-tokens';
import {
  clearCheckoutCookies,
  hasCheckoutCookies,
  isOrderId,
  readPlacedOrder,
  storePlacedOrder,
} from '../../../features/checkout/checkout-storage';
import { useProductTexts } from '../../../features/checkout/product-texts';
import { countryName } from '../../../lib/countries';
import '../../../features/esim/esim.css';
import '../../../features/checkout/checkout.css';
import '../../../features/esim-delivery/esim-delivery.css';

/**
 * /order-confirmation (spec point 2, decisions.md §7): the order stored in session storage, read back from
 * GET /api/orders/{id} when the address names it (`?order=`, after the payment page) or while its payment is open.
 * Paid: the spec's confirmation (the account block when the order was not placed as a guest, the links and the
 * promise of an e-mail within 5 minutes). Pending: a wait that asks again every 2 s for up to a minute. Failed,
 * expired or cancelled: says so, with the way back to the wizard's payment step. Without an order it sends the
 * visitor home, keeping `?lang=`: the route's loader does (`requirePlacedOrder`), before anything renders; this
 * is the fallback.
 */
export function OrderConfirmationRoute() {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const named = params.get('order');
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
    if (current.status === 'paid') clearCheckoutCookies();
  }, [fetched.data]);

  useEffect(() => {
    const timer = window.setTimeout(() => setWaitedLong(true), Math.max(0, pollUntil - Date.now()));
    return () => window.clearTimeout(timer);
  }, [pollUntil]);

  // Keyed by the location: when `?lang=` is taken out of the address, the redirect is made again from the new one.
  if (id === '') return <Navigate key={location.key} to={{ pathname: paths.home, search: location.search }} replace />;

  const meta = (
    <>
      <title>{t('confirmation.meta.title', { brand: tc('brand.name') })}</title>
      <meta name="robots" content="noindex" />
    </>
  );
  if (!order) {
    if (fetched.isError) {
      const notFound = fetched.error instanceof ApiError && [401, 403, 404].includes(fetched.error.status);
      return (
        <>
          {meta}
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
        {meta}
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
        {meta}
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
    return (
      <>
        {meta}
        <StateHero
          live
          leadTestId="order-state"
          eyebrow={t('confirmation.eyebrowUnpaid')}
          title={t(`confirmation.unpaid.${reason}.title`)}
          lead={t(`confirmation.unpaid.${reason}.message`)}
          alert
        >
          {hasCheckoutCookies() && (
            <Link className="button button--light" to={`${paths.esimOrder}?step=3`}>
              {t('confirmation.unpaid.tryAgain')}
            </Link>
          )}
          <Link
            className={hasCheckoutCookies() ? 'button button--outline-light' : 'button button--light'}
            to={paths.esimOrder}
          >
            {t('confirmation.unpaid.startAgain')}
          </Link>
        </StateHero>
        <OrderSummary order={order} />
      </>
    );
  }

  return (
    <>
      {meta}
      <PaidConfirmation
        order={order}
        esims={fetched.data?.esims ?? null}
        esimsSlow={waitedLong && awaitsEsims(fetched.data)}
      />
    </>
  );
}

/** The order's number, product and total, as a pending or unpaid order shows them. */
function OrderSummary({ order }: { order: OrderRecord }) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.resolvedLanguage;
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
          <div>
            <dt>{t('confirmation.payment')}</dt>
            <dd>
              {t(`payment.${order.payment.method}`)} — {t(`paymentStatus.${order.payment.status}`)}
              {order.payment.transactionId && ` (${order.payment.transactionId})`}
            </dd>
          </div>
          <div className="confirmation__total">
            <dt>{t('overview.total')}</dt>
            <dd data-testid="order-total">
              {product.billing === 'monthly'
                ? t('overview.perMonth', { price: euro(product.totalWithVatCents, language) })
                : t('overview.once', { price: euro(product.totalWithVatCents, language) })}
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

/**
 * The spec's confirmation of a paid order (and of one refunded since), with its eSIMs once read back: "being
 * prepared" until each is ready, then its QR code and codes (decisions.md §8).
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
  const texts = useProductTexts();
  const language = i18n.resolvedLanguage;
  const { product, customer } = order;
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
          <p className="page-hero__lead">{t('confirmation.lead', { name: customer.name })}</p>
        </div>
      </section>
      <div className="container confirmation">
        {esims !== null && order.status === 'paid' && (
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
            <div>
              <dt>{t('confirmation.product')}</dt>
              <dd>
                {product.kind === 'esim-pro' ? (
                  <>
                    {t('overview.esimPro', { months: product.duration })}
                    <br />
                    {t('confirmation.calling')}: {texts.calling(product.calling)}
                    {ESIM_REGIONS.filter((region) => product.data[region].label !== null).map((region) => (
                      <span key={region}>
                        <br />
                        {texts.regionData(region)}: {texts.dataLabel(product.data[region].label)}
                      </span>
                    ))}
                  </>
                ) : product.kind === 'travel' ? (
                  <>
                    {texts.travelPlan(product.regionId, product.name)}
                    <br />
                    {t('overview.travelPlan', { data: product.data, count: product.duration })}
                  </>
                ) : (
                  product.name
                )}
              </dd>
            </div>
            <div>
              <dt>{t('confirmation.priceExVat')}</dt>
              <dd>{euro(product.totalPriceCents, language)}</dd>
            </div>
            <div>
              <dt>{t('overview.vat', { percent: product.vatPercent })}</dt>
              <dd>{euro(product.vatCents, language)}</dd>
            </div>
            <div className="confirmation__total">
              <dt>{t('overview.total')}</dt>
              <dd data-testid="order-total">
                {product.billing === 'monthly'
                  ? t('overview.perMonth', { price: euro(product.totalWithVatCents, language) })
                  : t('overview.once', { price: euro(product.totalWithVatCents, language) })}
              </dd>
            </div>
            <div>
              <dt>{t('confirmation.payment')}</dt>
              <dd>
                {t(`payment.${order.payment.method}`)} —{' '}
                {order.status === 'refunded' ? t('orderStatus.refunded') : t('confirmation.paid')}
                {order.payment.transactionId && ` (${order.payment.transactionId})`}
              </dd>
            </div>
            <div>
              <dt>{t('confirmation.delivery')}</dt>
              <dd>{t(`summary.delivery.${order.delivery}`, { email: customer.email, phone: customer.phone ?? '' })}</dd>
            </div>
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
        </section>

        {order.account !== 'guest' && (
          <section className="confirmation__card confirmation__account" aria-labelledby="account-title">
            <h2 id="account-title">{t('confirmation.account.title')}</h2>
            <p>{t(order.account === 'new' ? 'confirmation.account.new' : 'confirmation.account.existing')}</p>
            {order.account === 'new' && <p>{t('confirmation.account.verifyEmail')}</p>}
            <Link className="button" to={paths.dashboard}>
              {t('confirmation.account.dashboard')}
            </Link>
          </section>
        )}

        <nav className="confirmation__links" aria-label={t('confirmation.linksLabel')}>
          <Link to={paths.home}>{t('confirmation.links.home')}</Link>
          <Link to={paths.esimPro}>{t('confirmation.links.esimPro')}</Link>
          <Link to={paths.dashboard}>{t('confirmation.links.dashboard')}</Link>
          <Link to={paths.support}>{t('confirmation.links.support')}</Link>
        </nav>
      </div>
    </>
  );
}
