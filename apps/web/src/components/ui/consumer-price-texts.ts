// The texts of a consumer's price (docs/contracts.md §13): the catalogue's price before VAT with the Dutch VAT added,
// "incl. btw", and the spec's figure before VAT, "excl. btw". The visitor's country is not known before the checkout,
// so the pages add the Dutch rate (withDutchVatCents); the checkout applies the customer's own. Apart from the
// <ConsumerPrice> component, so that a page that only writes a price in a sentence (the home page) takes no more.
import { useTranslation } from 'react-i18next';
import { withDutchVatCents } from '@telecom/domain';
import { euro } from '../../lib/format';

/** Both figures of a price before VAT as texts in the page language: `€ 96,79 incl. btw` and `€ 79,99 excl. btw`. */
export function useConsumerPriceTexts() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return (centsBeforeVat: number) => {
    const amount = euro(withDutchVatCents(centsBeforeVat), language);
    const inclVat = t('vatPrice.inclVat', { price: amount });
    const exclVat = t('vatPrice.exclVat', { price: euro(centsBeforeVat, language) });
    /** "€ 96,79 incl. btw (€ 79,99 excl. btw)": for a price inside a sentence. */
    return { amount, inclVat, exclVat, both: `${inclVat} (${exclVat})` };
  };
}
