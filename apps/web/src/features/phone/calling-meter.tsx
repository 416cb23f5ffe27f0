import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhoneNumber } from '@telecom/domain';
import { CallingMeter } from '../../components/calls/calling-meter';
import { euro, number as formatNumber } from '../../lib/format';
import { useNumberUsage } from './api/get-number-usage';

/**
 * This month's calling meter of each of the account's numbers (GET /api/voip/numbers/{number}/usage, docs/contracts.md
 * §15), as components/calls/calling-meter.tsx draws it, with NL unlimited's fair use and what was charged beyond the
 * bundle so far.
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
            <NumberMeter number={number} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function NumberMeter({ number }: { number: string }) {
  const { t, i18n } = useTranslation('account');
  const usage = useNumberUsage(number);
  const language = i18n.resolvedLanguage;
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
  const charged = t(usage.data.bundle === null ? 'phone.meter.chargedNoBundle' : 'phone.meter.charged', {
    minutes: formatNumber(usage.data.chargedMinutes, language),
    cost: euro(usage.data.costCents, language),
  });
  return <CallingMeter usage={usage.data} charged={charged} fairUse testId="calling-meter" />;
}
