// What an order is and what it costs, as rows of the confirmation page's facts (<dl>), for every kind of product:
// eSIM Pro and travel plans, VOIP (the number as written, the bundle, the porting), AI voicemail and the AI assistant
// (its trial). Every amount is the order record's, priced by the server.
import { useTranslation } from 'react-i18next';
import {
  ESIM_REGIONS,
  formatNumber,
  trialEndOf,
  type AiAssistantOrderProduct,
  type AiVoicemailOrderProduct,
  type OrderRecord,
  type VoipOrderProduct,
} from '@telecom/domain';
import { calendarDate, euro, localeOf } from '../../lib/format';
import { useProductTexts } from './product-texts';

type Product = OrderRecord['product'];

/** The plan's own name: 'AI Voicemail Pro' → 'Pro'. */
const planName = (name: string) => name.replace(/^AI (Voicemail|Assistant) /, '');

/** The last free day of an AI assistant's trial: its days counted from the day the order was confirmed. */
export function trialEndOfOrder(order: Pick<OrderRecord, 'paidAt' | 'createdAt'>, product: AiAssistantOrderProduct) {
  return trialEndOf((order.paidAt ?? order.createdAt).slice(0, 10), product.trialDays);
}

/** The product row, and for a ported number the porting row. */
export function ProductFacts({ order }: { order: OrderRecord }) {
  const { t, i18n } = useTranslation('checkout');
  const texts = useProductTexts();
  const language = i18n.resolvedLanguage;
  const { product } = order;
  return (
    <>
      <div>
        <dt>{t('confirmation.product')}</dt>
        <dd data-testid="order-product">
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
          ) : product.kind === 'voip' ? (
            <>
              {texts.voipProduct(product)}
              <br />
              {texts.voipNumberType(product.numberType)}
              <br />
              {product.bundle
                ? t('confirmation.voip.bundle', { bundle: texts.voipBundle(product.bundle) })
                : t('confirmation.voip.noBundle')}
            </>
          ) : product.kind === 'ai-voicemail' ? (
            t('confirmation.aiVoicemail', { plan: planName(product.name) })
          ) : (
            <>
              {t('confirmation.aiAssistant', { plan: planName(product.name), business: product.business.name })}
              {product.trialDays > 0 && (
                <>
                  <br />
                  {t('confirmation.trial', {
                    date: calendarDate(trialEndOfOrder(order, product), language),
                  })}
                </>
              )}
            </>
          )}
        </dd>
      </div>
      {product.kind === 'voip' && product.porting && <PortingFact porting={product.porting} />}
    </>
  );
}

function PortingFact({ porting }: { porting: NonNullable<VoipOrderProduct['porting']> }) {
  const { t, i18n } = useTranslation('checkout');
  return (
    <div>
      <dt>{t('confirmation.porting.title')}</dt>
      <dd data-testid="order-porting">
        {t('confirmation.porting.from', { provider: porting.currentProvider, holder: porting.holderName })}
        <br />
        {porting.date && !porting.atContractEnd
          ? t('confirmation.porting.onDate', {
              date: calendarDate(porting.date, i18n.resolvedLanguage, { dateStyle: 'full' }),
            })
          : t('confirmation.porting.atContractEnd')}
        <br />
        {t('confirmation.porting.mail')}
      </dd>
    </div>
  );
}

/** Whether a product is billed month by month after the order pays its first month (or starts its trial). */
const isMonthlyService = (
  product: Product,
): product is VoipOrderProduct | AiVoicemailOrderProduct | AiAssistantOrderProduct =>
  product.kind === 'voip' || product.kind === 'ai-voicemail' || product.kind === 'ai-assistant';

/**
 * The amounts: an eSIM's price before VAT, the VAT and the total (per month, or once); a monthly service's amount
 * of today (the first month and a porting fee; nothing for a trial) and what each month costs after it.
 * `settled`: the order is paid (the total is what was paid today) or not yet (what is to be paid).
 */
export function AmountFacts({
  product,
  settled,
  full,
  reverseCharge = false,
}: {
  product: Product;
  settled: boolean;
  full: boolean;
  /** A business that accounts for the VAT itself (docs/contracts.md §13): 'Btw verlegd (0%)'. */
  reverseCharge?: boolean;
}) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.resolvedLanguage;
  const vatLabel = reverseCharge
    ? t('vat.reverseCharge')
    : t('overview.vat', { percent: formatNumber(product.vatPercent, localeOf(language)) });
  if (!isMonthlyService(product))
    return (
      <>
        {full && (
          <>
            <div>
              <dt>{t('confirmation.priceExVat')}</dt>
              <dd>{euro(product.totalPriceCents, language)}</dd>
            </div>
            <div>
              <dt>{vatLabel}</dt>
              <dd>{euro(product.vatCents, language)}</dd>
            </div>
          </>
        )}
        <div className="confirmation__total">
          <dt>{t('overview.total')}</dt>
          <dd data-testid="order-total">
            {product.billing === 'monthly'
              ? t('overview.perMonth', { price: euro(product.totalWithVatCents, language) })
              : t('overview.once', { price: euro(product.totalWithVatCents, language) })}
          </dd>
        </div>
      </>
    );
  // A trial charges nothing today: no amounts before and of VAT to show. An account's later assistant has none (§12).
  const trial = product.kind === 'ai-assistant' && product.trialDays > 0;
  return (
    <>
      {full && !trial && (
        <>
          <div>
            <dt>{t('confirmation.priceToday')}</dt>
            <dd>{euro(product.totalPriceCents, language)}</dd>
          </div>
          <div>
            <dt>{vatLabel}</dt>
            <dd>{euro(product.vatCents, language)}</dd>
          </div>
        </>
      )}
      <div className="confirmation__total">
        <dt>{settled ? t('confirmation.paidToday') : t('confirmation.dueToday')}</dt>
        <dd data-testid="order-total">{euro(product.totalWithVatCents, language)}</dd>
      </div>
      <div>
        <dt>{trial ? t('confirmation.thenAfterTrial') : t('confirmation.thenMonthly')}</dt>
        <dd data-testid="order-monthly">
          {t('overview.perMonth', { price: euro(product.monthlyWithVatCents, language) })}
        </dd>
      </div>
    </>
  );
}
