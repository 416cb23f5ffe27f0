// A consumer's price (docs/contracts.md §13): the price with VAT as the main figure, "incl. btw", and the spec's
// figure before VAT beside it, "excl. btw" (consumer-price-texts.ts).
import { useConsumerPriceTexts } from './consumer-price-texts';
import './consumer-price.css';

/**
 * The price with VAT, large, and the price before VAT under it, small; `period` (e.g. "per maand") follows the main
 * figure. Inline elements, so that it fits in a <p> or a <span> of a card.
 */
export function ConsumerPrice({ cents, period, className }: { cents: number; period?: string; className?: string }) {
  const texts = useConsumerPriceTexts()(cents);
  // The amount carries the figure's size; "incl. btw" and the period around it are read as its label.
  const at = texts.inclVat.indexOf(texts.amount);
  const before = at > 0 ? texts.inclVat.slice(0, at) : '';
  const after = at >= 0 ? texts.inclVat.slice(at + texts.amount.length) : '';
  return (
    <span className={`consumer-price${className ? ` ${className}` : ''}`}>
      <span className="consumer-price__main">
        {at >= 0 ? (
          <>
            {before && <span className="consumer-price__label">{before}</span>}
            <span className="consumer-price__amount">{texts.amount}</span>
            <span className="consumer-price__label">
              {after}
              {period ? ` ${period}` : ''}
            </span>
          </>
        ) : (
          `${texts.inclVat}${period ? ` ${period}` : ''}`
        )}
      </span>{' '}
      <span className="consumer-price__excl">{texts.exclVat}</span>
    </span>
  );
}
