// A consumer's price (docs/contracts.md §13): the catalogue's price before VAT with the Dutch VAT added as the main
// figure, "incl. btw", and the spec's figure before VAT beside it, "excl. btw". The visitor's country is not known
// before the checkout, so the pages add the Dutch rate (withDutchVatCents); the checkout applies the customer's own.
import { useTranslation } from 'react-i18next';
import { withDutchVatCents } from '@telecom/domain';
import { euro } from '../../lib/format';
import './consumer-price.css';

/** Both figures of a price before VAT as texts in the page language: `€ 96,79 incl. btw` and `€ 79,99 excl. btw`. */
export function useConsumerPriceTexts() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return (centsBeforeVat: number) => ({
    inclVat: t('vatPrice.inclVat', { price: euro(withDutchVatCents(centsBeforeVat), language) }),
    exclVat: t('vatPrice.exclVat', { price: euro(centsBeforeVat, language) }),
    /** "€ 96,79 incl. btw (€ 79,99 excl. btw)": for a price inside a sentence. */
    both: t('vatPrice.both', {
      inclVat: euro(withDutchVatCents(centsBeforeVat), language),
      exclVat: euro(centsBeforeVat, language),
    }),
  });
}

/**
 * The price with VAT, large, and the price before VAT under it, small; `period` (e.g. "per maand") follows the main
 * figure. Inline elements, so that it fits in a <p> or a <span> of a card.
 */
export function ConsumerPrice({ cents, period, className }: { cents: number; period?: string; className?: string }) {
  const texts = useConsumerPriceTexts()(cents);
  return (
    <span className={`consumer-price${className ? ` ${className}` : ''}`}>
      <span className="consumer-price__main">
        {texts.inclVat}
        {period ? ` ${period}` : ''}
      </span>{' '}
      <span className="consumer-price__excl">{texts.exclVat}</span>
    </span>
  );
}
