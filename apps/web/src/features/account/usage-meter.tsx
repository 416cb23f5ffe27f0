import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EsimRecord } from '@telecom/domain';
import { calendarDate, number } from '../../lib/format';
import { useEsimUsage } from './api/get-esim-usage';

const gb = (mb: number, language: string | undefined) => number(mb / 1024, language, { maximumFractionDigits: 1 });

/**
 * This period's data use as a labelled <meter> against the period's allowance (top-ups included, docs/contracts.md §14): "6.5 GB of 10 GB used", or the use of unlimited data. */
export function UsageMeter({ esim }: { esim: EsimRecord }) {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const language = i18n.resolvedLanguage;
  const usage = useEsimUsage(esim.id, { enabled: esim.status !== 'preparing' });
  if (esim.status === 'preparing') return <p className="service-card__detail">{t('dashboard.usage.notYet')}</p>;
  if (usage.isPending) return <p className="service-card__detail">{t('dashboard.usage.loading')}</p>;
  if (usage.isError) return <p className="form-error">{t('dashboard.usage.failed')}</p>;
  const { usedMb, includedMb, periodStart, periodEnd } = usage.data;
  const text =
    includedMb === null
      ? t('dashboard.usage.usedUnlimited', { used: gb(usedMb, language) })
      : t('dashboard.usage.used', { used: gb(usedMb, language), included: gb(includedMb, language) });
  const topUpText =
    usage.data.topUpMb > 0 ? t('dashboard.usage.topUps', { topUp: gb(usage.data.topUpMb, language) }) : '';
  return (
    <div className="usage-meter" data-testid="usage">
      <div className="usage-meter__row">
        {includedMb === null ? (
          <span>{t('dashboard.usage.label')}</span>
        ) : (
          <label htmlFor={`${id}-meter`}>{t('dashboard.usage.label')}</label>
        )}
        <span id={`${id}-text`}>
          {text}
          {topUpText && ` ${topUpText}`}
        </span>
      </div>
      {includedMb !== null && (
        <meter
          id={`${id}-meter`}
          min={0}
          max={includedMb}
          value={Math.min(usedMb, includedMb)}
          low={includedMb * 0.8}
          high={includedMb * 0.99}
          optimum={0}
          aria-describedby={`${id}-text`}
        />
      )}
      <p className="service-card__detail">
        {t('dashboard.usage.period', {
          start: calendarDate(periodStart, language, { day: 'numeric', month: 'short' }),
          end: calendarDate(periodEnd, language, { day: 'numeric', month: 'short', year: 'numeric' }),
        })}
      </p>
    </div>
  );
}
