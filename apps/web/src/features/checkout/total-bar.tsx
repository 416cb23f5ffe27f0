import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DUTCH_VAT, priceOrderProduct, type VatTreatment } from '@telecom/domain';
import { euro } from '../../lib/format';
import { PRICE_OVERVIEW_ID, type WizardProduct } from './price-overview';

/**
 * On a narrow screen, where the price overview comes after the step: the total incl. VAT kept at the bottom of the
 * screen while the step scrolls (a sticky bar that ends after the step's buttons), with a link to the overview.
 * It takes its own place in the page, so it never moves anything, and the page keeps room below focused fields
 * (checkout.css, scroll-padding) so that it never hides the focus. Wide screens show the overview beside the step.
 * A VOIP order shows what is paid today and, under it, what each month costs after it.
 */
export function TotalBar({ product, vat = DUTCH_VAT }: { product: WizardProduct; vat?: VatTreatment }) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.resolvedLanguage;
  const price = priceOrderProduct(product, {}, vat);
  const amount = euro(price.totalWithVatCents, language);

  // To the overview without a history entry; its heading takes the focus, so keyboard users carry on from there.
  const showOverview = (event: MouseEvent<HTMLAnchorElement>) => {
    const overview = document.getElementById(PRICE_OVERVIEW_ID);
    if (!overview) return;
    event.preventDefault();
    overview.scrollIntoView({ block: 'start' });
    overview.querySelector<HTMLElement>('h2, h3')?.focus({ preventScroll: true });
  };

  return (
    <div className="total-bar" data-testid="total-bar">
      {price.kind === 'voip' ? (
        <p className="total-bar__total">
          <span className="total-bar__label">{t('totalBar.today')}</span>{' '}
          <strong className="total-bar__amount">{amount}</strong>{' '}
          <span className="total-bar__then">
            {t('totalBar.then', { price: euro(price.monthlyWithVatCents, language) })}
          </span>
        </p>
      ) : (
        <p className="total-bar__total">
          <span className="total-bar__label">{t('overview.total')}</span>{' '}
          <strong className="total-bar__amount">
            {price.billing === 'monthly'
              ? t('overview.perMonth', { price: amount })
              : t('overview.once', { price: amount })}
          </strong>
        </p>
      )}
      <a className="total-bar__link" href={`#${PRICE_OVERVIEW_ID}`} onClick={showOverview}>
        {t('totalBar.overview')}
      </a>
    </div>
  );
}
