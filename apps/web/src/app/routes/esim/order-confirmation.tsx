import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { ESIM_REGIONS } from '@telecom/domain';
import { paths } from '../../../config/paths';
import { euro, localeOf } from '../../../lib/format';
import { readPlacedOrder } from '../../../features/checkout/checkout-storage';
import { useProductTexts } from '../../../features/checkout/product-texts';
import { countryName } from '../../../lib/countries';
import '../../../features/esim/esim.css';
import '../../../features/checkout/checkout.css';

/**
 * /order-confirmation (spec point 2): the order stored in session storage, the account block when the order was
 * not placed as a guest, the links and the promise of an e-mail within 5 minutes. Without an order it sends the
 * visitor home, keeping `?lang=`: the route's loader does (`requirePlacedOrder`), before anything renders; this
 * is the fallback.
 */
export function OrderConfirmationRoute() {
  const { t, i18n } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const texts = useProductTexts();
  const location = useLocation();
  const order = readPlacedOrder();
  // Keyed by the location: when `?lang=` is taken out of the address, the redirect is made again from the new one.
  if (!order) return <Navigate key={location.key} to={{ pathname: paths.home, search: location.search }} replace />;
  const language = i18n.resolvedLanguage;
  const { product, customer } = order;
  const house = [customer.houseNumber, customer.houseNumberAddition].filter(Boolean).join(' ');
  const placedAt = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(order.createdAt),
  );

  return (
    <>
      <title>{t('confirmation.meta.title', { brand: tc('brand.name') })}</title>
      <meta name="robots" content="noindex" />
      <section className="page-hero page-hero--compact">
        <div className="container">
          <p className="eyebrow">{t('confirmation.eyebrow')}</p>
          <h1>{t('confirmation.title')}</h1>
          <p className="page-hero__lead">{t('confirmation.lead', { name: customer.name })}</p>
        </div>
      </section>
      <div className="container confirmation">
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
                ) : (
                  <>
                    {texts.travelPlan(product.regionId, product.name)}
                    <br />
                    {t('overview.travelPlan', { data: product.data, count: product.duration })}
                  </>
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
                {t(`payment.${order.payment.method as 'ideal'}`)} — {t('confirmation.paid')}
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
