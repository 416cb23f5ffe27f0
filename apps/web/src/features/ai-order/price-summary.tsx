import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_FREE_TRIAL_DAYS, nextInvoiceDate, trialEndOf, type OrderProductRecord } from '@telecom/domain';
import { calendarDate, euro, localToday } from '../../lib/format';

/**
 * What the order costs, from the domain's `priceOrderProduct` (never the page's own sums): per month before VAT,
 * the VAT and the total with it; what is paid today (an AI voicemail's first month, nothing for the AI assistant's
 * trial) and, for the trial, until when it is free and when the first invoice comes; for an account that has had its
 * trial (docs/contracts.md §12), that the first month is charged today.
 */
export function PriceSummary({
  product,
  includes,
  today = localToday(),
}: {
  product: Extract<OrderProductRecord, { kind: 'ai-voicemail' | 'ai-assistant' }>;
  includes: readonly string[];
  today?: string;
}) {
  const { t, i18n } = useTranslation('ai-order');
  const id = useId();
  const language = i18n.resolvedLanguage;
  const money = (cents: number) => euro(cents, language);
  const vatCents = product.monthlyWithVatCents - product.monthlyCents;
  const trialEnd =
    product.kind === 'ai-assistant' && product.trialDays > 0 ? trialEndOf(today, product.trialDays) : null;
  const firstInvoice = trialEnd ? nextInvoiceDate({ startedOn: today, endsOn: null, trialEnd }, today) : null;

  return (
    <section className="ai-order__summary" aria-labelledby={`${id}-title`} data-testid="price-summary">
      <h2 id={`${id}-title`}>{t('summary.title')}</h2>
      <p className="ai-order__summary-name">{product.name}</p>
      <ul className="ai-order__includes">
        {includes.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {trialEnd && (
        <p className="ai-order__trial" data-testid="trial-offer">
          {t('summary.trialOffer', {
            count: AI_FREE_TRIAL_DAYS,
            price: money(product.monthlyCents),
            priceWithVat: money(product.monthlyWithVatCents),
          })}
        </p>
      )}
      {product.kind === 'ai-assistant' && !trialEnd && (
        <p className="ai-order__trial" data-testid="trial-used">
          {t('summary.trialUsed')}
        </p>
      )}
      <dl className="ai-order__prices">
        <div>
          <dt>{t('summary.monthly')}</dt>
          <dd>{money(product.monthlyCents)}</dd>
        </div>
        <div>
          <dt>{t('summary.vat', { percent: product.vatPercent })}</dt>
          <dd>{money(vatCents)}</dd>
        </div>
        <div className="ai-order__prices-total">
          <dt>{t('summary.monthlyWithVat')}</dt>
          <dd data-testid="monthly-with-vat">{money(product.monthlyWithVatCents)}</dd>
        </div>
        <div className="ai-order__prices-today">
          <dt>{t('summary.today')}</dt>
          <dd data-testid="today-total">{money(product.totalWithVatCents)}</dd>
        </div>
      </dl>
      {trialEnd && firstInvoice ? (
        <p className="ai-order__summary-note" data-testid="trial-dates">
          {t('summary.nothingToday')}{' '}
          {t('summary.trialDates', {
            trialEnd: calendarDate(trialEnd, language),
            firstInvoice: calendarDate(firstInvoice, language),
          })}
        </p>
      ) : (
        <p className="ai-order__summary-note">{t('summary.firstMonth')}</p>
      )}
    </section>
  );
}
