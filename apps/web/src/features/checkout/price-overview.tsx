import { useTranslation } from 'react-i18next';
import {
  CALLING_OPTIONS,
  ESIM_REGIONS,
  bundleOfProduct,
  formatNumber,
  priceOrderProduct,
  DUTCH_VAT,
  type CheckoutProduct,
  type VatTreatment,
  type OrderProductChoice,
  type VoipOrderProduct,
} from '@telecom/domain';
import { countryName } from '../../lib/countries';
import { euro, localeOf } from '../../lib/format';
import { useProductTexts } from './product-texts';

/** The overview's id, for the link to it from the total bar. */
export const PRICE_OVERVIEW_ID = 'price-overview';

/** What a wizard orders: the eSIM wizard's product (with the bundle it came from) or any product of an order. */
export type WizardProduct = CheckoutProduct | OrderProductChoice;

/**
 * The VAT line's label (docs/contracts.md §13): 'Btw (21%)' in the Netherlands, 'Btw Spanje (21%)' for a consumer
 * elsewhere in the EU, 'Btw verlegd (0%)' for a business that accounts for it itself.
 */
export function useVatLabel() {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.resolvedLanguage ?? 'nl';
  return (vat: VatTreatment) => {
    if (vat.reverseCharge) return t('vat.reverseCharge');
    const percent = formatNumber(vat.percent, localeOf(language));
    return vat.country === 'NL'
      ? t('overview.vat', { percent })
      : t('vat.vatOf', { country: countryName(vat.country, language), percent });
  };
}

/**
 * The price overview (spec points 2 and 9): for eSIM Pro each data tier, the calling option, the discount, the
 * price per month without VAT, the VAT and the total 'per maand'; for a travel plan the plan once; for VOIP the
 * number and the bundle per month, the porting fee once, what is paid today and then per month. Every amount is
 * `priceOrderProduct`'s, the same function the server prices the order with. `description` names what is ordered
 * when the wizard knows it better than the priced product does (a VOIP number not chosen yet). `vat` is the buyer's
 * (`wizardVat` of the country and VAT number typed in step 2), the Dutch 21% until then.
 */
export function PriceOverview({
  product,
  headingLevel = 2,
  description,
  vat = DUTCH_VAT,
}: {
  product: WizardProduct;
  headingLevel?: 2 | 3;
  description?: string;
  vat?: VatTreatment;
}) {
  const { t, i18n } = useTranslation('checkout');
  const texts = useProductTexts();
  const vatLabel = useVatLabel();
  const language = i18n.resolvedLanguage;
  const price = priceOrderProduct(product, {}, vat);
  const bundle = product.kind === 'esim-pro' ? bundleOfProduct(product) : undefined;
  const Heading = `h${headingLevel}` as const;
  const line = (label: string, cents: number, className?: string) => (
    <div className={className ? `price-line ${className}` : 'price-line'} key={label}>
      <dt>{label}</dt>
      <dd>{cents < 0 ? `− ${euro(-cents, language)}` : euro(cents, language)}</dd>
    </div>
  );

  return (
    <section
      id={PRICE_OVERVIEW_ID}
      className="price-overview"
      aria-labelledby="price-overview-title"
      data-testid="price-overview"
    >
      <Heading id="price-overview-title" tabIndex={-1}>
        {t('overview.title')}
      </Heading>
      {price.kind === 'esim-pro' ? (
        <>
          <p className="price-overview__product">
            {description ??
              (bundle
                ? t('overview.esimProBundle', { bundle: bundle.name, months: price.duration })
                : t('overview.esimPro', { months: price.duration }))}
          </p>
          <dl>
            {ESIM_REGIONS.map((region) =>
              line(
                `${texts.regionData(region)}: ${texts.dataLabel(price.data[region].label)}`,
                price.data[region].priceCents,
              ),
            )}
            {line(
              texts.calling(price.calling),
              CALLING_OPTIONS.find((option) => option.id === price.calling)?.priceCents ?? 0,
            )}
            {line(t('overview.subtotal'), price.subtotalCents, 'price-line--sum')}
            {price.discountCents > 0 &&
              line(
                t('overview.discount', { percent: price.discountPercent, months: price.duration }),
                -price.discountCents,
              )}
            {line(t('overview.monthly'), price.totalPriceCents, 'price-line--sum')}
            {line(vatLabel(vat), price.vatCents)}
          </dl>
          <p className="price-overview__total" data-testid="total">
            <span>{t('overview.total')}</span>{' '}
            <strong>{t('overview.perMonth', { price: euro(price.totalWithVatCents, language) })}</strong>
          </p>
        </>
      ) : price.kind === 'travel' ? (
        <>
          <p className="price-overview__product">{description ?? texts.travelPlan(price.regionId, price.name)}</p>
          <dl>
            {line(
              t('overview.travelPlan', { data: price.data, count: price.duration }),
              price.totalPriceCents,
              'price-line--sum',
            )}
            {line(vatLabel(vat), price.vatCents)}
          </dl>
          <p className="price-overview__total" data-testid="total">
            <span>{t('overview.total')}</span>{' '}
            <strong>{t('overview.once', { price: euro(price.totalWithVatCents, language) })}</strong>
          </p>
        </>
      ) : price.kind === 'voip' ? (
        <>
          <p className="price-overview__product">{description ?? texts.voipProduct(price)}</p>
          <dl>
            {line(t(`overview.voip.number.${price.numberType}`), price.numberMonthlyCents)}
            {price.bundle &&
              line(t('overview.voip.bundle', { bundle: texts.voipBundle(price.bundle) }), price.bundleMonthlyCents)}
            {price.portingCents > 0 && line(t('overview.voip.porting'), price.portingCents)}
            {line(t('overview.voip.today'), price.totalPriceCents, 'price-line--sum')}
            {line(vatLabel(vat), price.vatCents)}
          </dl>
          <VoipTotals price={price} />
        </>
      ) : null}
    </section>
  );
}

/** What a VOIP order charges today (the first month and the porting fee) and what each month costs after it. */
function VoipTotals({ price }: { price: VoipOrderProduct }) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.resolvedLanguage;
  return (
    <>
      <p className="price-overview__total" data-testid="total">
        <span>{t('overview.voip.totalToday')}</span> <strong>{euro(price.totalWithVatCents, language)}</strong>
      </p>
      <p className="price-overview__then" data-testid="then-monthly">
        <span>{t('overview.voip.thenMonthly')}</span>{' '}
        <strong>{t('overview.perMonth', { price: euro(price.monthlyWithVatCents, language) })}</strong>
      </p>
    </>
  );
}
