import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhoneNumber, VOIP_BUNDLES, type NumberUsage } from '@telecom/domain';
import { calendarDate, euro, number as formatNumber } from '../../lib/format';
import { useNumberUsage } from './api/get-number-usage';

/** NL unlimited's fair use: at most this many bundle minutes a month to one and the same number. */
const NL_FAIR_USE = VOIP_BUNDLES.find((bundle) => bundle.id === 'nl-unlimited')?.fairUseMinutesPerNumber ?? null;

/**
 * This month's calling meter of each of the account's numbers (GET /api/voip/numbers/{number}/usage, docs/contracts.md
 * §15): the bundle minutes used of the bundle's as a labelled <meter> ("312 of 500 minutes"), and the minutes charged
 * at the rates with their cost so far. NL unlimited has no monthly total (only its fair use per number): no meter.
 */
export function CallingMeters({ numbers }: { numbers: readonly string[] }) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <section className="account-card" aria-labelledby={`${id}-title`} data-testid="calling-meters">
      <h2 id={`${id}-title`}>{t('phone.meter.title')}</h2>
      <ul className="calling-meters">
        {numbers.map((number) => (
          <li key={number}>
            <CallingMeter number={number} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CallingMeter({ number }: { number: string }) {
  const { t } = useTranslation('account');
  const usage = useNumberUsage(number);
  const written = formatPhoneNumber(number);
  if (usage.isPending)
    return (
      <p role="status">
        {written}: {t('phone.meter.loading')}
      </p>
    );
  if (usage.isError)
    return (
      <p className="form-error" role="alert">
        {t('phone.meter.failed', { number: written })}
      </p>
    );
  return <CallingMeterFigures usage={usage.data} />;
}

function CallingMeterFigures({ usage }: { usage: NumberUsage }) {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const language = i18n.resolvedLanguage;
  const written = formatPhoneNumber(usage.number);
  const included = usage.includedMinutes;
  const figures =
    included !== null
      ? t('phone.meter.used', {
          used: formatNumber(usage.usedMinutes, language),
          included: formatNumber(included, language),
        })
      : usage.bundle !== null
        ? t('phone.meter.usedUnlimited', { used: formatNumber(usage.usedMinutes, language) })
        : t('services.noBundle');
  const month = calendarDate(`${usage.month}-01`, language, { month: 'long', year: 'numeric' });
  const charged = t(usage.bundle === null ? 'phone.meter.chargedNoBundle' : 'phone.meter.charged', {
    minutes: formatNumber(usage.chargedMinutes, language),
    cost: euro(usage.costCents, language),
  });
  // Without a bundle there are no bundle minutes: the number alone names what the figures are of.
  const label = usage.bundle === null ? written : t('phone.meter.label', { number: written });
  return (
    <div className="calling-meter" data-testid="calling-meter" data-number={usage.number}>
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
          : `${t('services.bundle', { bundle: t(`services.bundles.${usage.bundle}`) })} · ${month}`}
        {usage.bundle === 'nl-unlimited' && NL_FAIR_USE !== null && (
          <> · {t('phone.meter.fairUse', { minutes: formatNumber(NL_FAIR_USE, language) })}</>
        )}
      </p>
      <p className="calling-meter__detail" data-testid="calling-meter-charged">
        {charged}
      </p>
    </div>
  );
}
