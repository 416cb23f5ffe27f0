import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhoneNumber, VOIP_BUNDLES, type NumberUsage } from '@telecom/domain';
import { calendarDate, number as formatNumber } from '../../lib/format';
import './calls.css';

/** NL unlimited's fair use: at most this many bundle minutes a month to one and the same number. */
const NL_FAIR_USE = VOIP_BUNDLES.find((bundle) => bundle.id === 'nl-unlimited')?.fairUseMinutesPerNumber ?? null;

/**
 * One number's calling meter this month (a NumberUsage, docs/contracts.md §15), on the customer's phone page and on
 * the customer's page in the back office: the bundle minutes used of the bundle's as a labelled <meter> ("312 of 500
 * minutes"; none for NL unlimited, which has no monthly total, or without a bundle), the bundle and the month, and
 * what was charged at the rates in the words of the page's reader.
 */
export function CallingMeter({
  usage,
  charged,
  fairUse = false,
  testId,
}: {
  usage: NumberUsage;
  /** The minutes charged at the rates and their cost, as the page words them. */
  charged: string;
  /** NL unlimited's fair use after the month (for the customer, whose calls it limits). */
  fairUse?: boolean;
  testId: string;
}) {
  const { t, i18n } = useTranslation('voice');
  const id = useId();
  const language = i18n.resolvedLanguage;
  const written = formatPhoneNumber(usage.number);
  const included = usage.includedMinutes;
  const figures =
    included !== null
      ? t('calls.meter.used', {
          used: formatNumber(usage.usedMinutes, language),
          included: formatNumber(included, language),
        })
      : usage.bundle !== null
        ? t('calls.meter.usedUnlimited', { used: formatNumber(usage.usedMinutes, language) })
        : t('calls.meter.noBundle');
  const month = calendarDate(`${usage.month}-01`, language, { month: 'long', year: 'numeric' });
  // Without a bundle there are no bundle minutes: the number alone names what the figures are of.
  const label = usage.bundle === null ? written : t('calls.meter.label', { number: written });
  return (
    <div className="calling-meter" data-testid={testId} data-number={usage.number}>
      <div className="calling-meter__row">
        {included !== null ? <label htmlFor={`${id}-meter`}>{label}</label> : <span>{label}</span>}
        <span id={`${id}-figures`} data-testid="calling-meter-figures">
          {figures}
        </span>
      </div>
      {included !== null && (
        <meter
          id={`${id}-meter`}
          min={0}
          max={included}
          value={Math.min(usage.usedMinutes, included)}
          low={included * 0.8}
          high={included * 0.99}
          optimum={0}
          aria-describedby={`${id}-figures`}
        />
      )}
      <p className="calling-meter__detail">
        {usage.bundle === null
          ? month
          : `${t('calls.meter.bundle', { bundle: t(`calls.meter.bundles.${usage.bundle}`) })} · ${month}`}
        {fairUse && usage.bundle === 'nl-unlimited' && NL_FAIR_USE !== null && (
          <> · {t('calls.meter.fairUse', { minutes: formatNumber(NL_FAIR_USE, language) })}</>
        )}
      </p>
      <p className="calling-meter__detail" data-testid="calling-meter-charged">
        {charged}
      </p>
    </div>
  );
}
