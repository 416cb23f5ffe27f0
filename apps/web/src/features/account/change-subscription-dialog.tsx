import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_ESIM_CONFIGURATION,
  CALLING_OPTIONS,
  DATA_TIERS,
  DURATIONS,
  ESIM_REGIONS,
  hasChosenData,
  monthlyWithVat,
  type CallingOption,
  type DurationMonths,
  type EsimConfiguration,
  type SubscriptionRecord,
} from '@telecom/domain';
import { useModal } from '../../components/ui/use-modal';
import { calendarDate, euro } from '../../lib/format';
import { useChangeSubscription } from './api/change-subscription';
import { useSubscriptionPreview } from './api/get-subscription-preview';
import { DATA_FIELD, useConfigurationTexts } from './configuration-texts';

/**
 * Changing an eSIM Pro subscription (docs/contracts.md §8): the order wizard's choices as selects, the new monthly price
 * incl. VAT from the preview call before saving, and the change itself from the next month.
 */
export function ChangeSubscriptionDialog({
  subscription,
  onClose,
  onChanged,
}: {
  subscription: SubscriptionRecord;
  onClose: () => void;
  onChanged: (changed: SubscriptionRecord) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const texts = useConfigurationTexts();
  const { ref, close } = useModal();
  const id = useId();
  const language = i18n.resolvedLanguage;
  // Only eSIM Pro has a configuration to change (the card offers no change for other kinds).
  const [configuration, setConfiguration] = useState<EsimConfiguration>(
    () => subscription.nextConfiguration ?? subscription.configuration ?? DEFAULT_ESIM_CONFIGURATION,
  );
  const orderable = hasChosenData(configuration);
  const preview = useSubscriptionPreview(subscription.id, configuration, { enabled: orderable });
  const change = useChangeSubscription();
  const configure = (part: Partial<EsimConfiguration>) => setConfiguration((current) => ({ ...current, ...part }));

  return (
    <dialog
      ref={ref}
      className="account-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-lead`}
      onClose={onClose}
    >
      <h2 id={`${id}-title`}>{t('dashboard.change.title', { name: subscription.name })}</h2>
      <p id={`${id}-lead`} className="account-dialog__lead">
        {t('dashboard.change.lead')}
      </p>
      <form
        className="account-dialog__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!orderable) return;
          change.mutate(
            { id: subscription.id, configuration },
            {
              onSuccess: (answer) => {
                onChanged(answer.subscription);
                close();
              },
            },
          );
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-duration`}>{t('duration.title', { ns: 'checkout' })}</label>
          <select
            id={`${id}-duration`}
            value={configuration.durationMonths}
            onChange={(event) => configure({ durationMonths: Number(event.target.value) as DurationMonths })}
          >
            {DURATIONS.map(({ months }) => (
              <option key={months} value={months}>
                {texts.months(months)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-calling`}>{t('calling.title', { ns: 'checkout' })}</label>
          <select
            id={`${id}-calling`}
            value={configuration.calling}
            onChange={(event) => configure({ calling: event.target.value as CallingOption })}
          >
            {CALLING_OPTIONS.map((option) => (
              <option key={option.id} value={option.id}>
                {texts.calling(option.id)}
              </option>
            ))}
          </select>
        </div>
        {ESIM_REGIONS.map((region) => (
          <div className="field" key={region}>
            <label htmlFor={`${id}-${region}`}>{texts.region(region)}</label>
            <select
              id={`${id}-${region}`}
              value={configuration[DATA_FIELD[region]]}
              onChange={(event) => configure({ [DATA_FIELD[region]]: Number(event.target.value) })}
            >
              {DATA_TIERS[region].map((_, index) => (
                <option key={index} value={index}>
                  {texts.tier(region, index)}
                </option>
              ))}
            </select>
          </div>
        ))}

        <div className="account-dialog__price" aria-live="polite" data-testid="change-preview">
          {!orderable ? (
            <p className="form-error">{t('dashboard.change.dataRequired')}</p>
          ) : preview.isError ? (
            <p className="form-error">{t('dashboard.change.previewFailed')}</p>
          ) : !preview.data ? (
            <p>{t('dashboard.change.previewLoading')}</p>
          ) : (
            <>
              <p>
                <strong>{t('dashboard.change.newPrice')}: </strong>
                {t('dashboard.change.newPriceText', {
                  price: euro(preview.data.monthlyWithVatCents, language),
                  date: calendarDate(preview.data.effectiveFrom, language),
                })}
              </p>
              <p className="account-dialog__lead">
                {t('dashboard.change.currentPrice', {
                  price: euro(monthlyWithVat(preview.data.currentMonthlyCents), language),
                })}
              </p>
              {/* The minimum term that will apply: a change never moves it without saying so (docs/contracts.md §14). */}
              <p data-testid="change-term">
                <strong>{t('dashboard.change.term')}: </strong>
                {preview.data.minimumTermEnd === preview.data.currentMinimumTermEnd
                  ? t('dashboard.change.termUnchanged', {
                      date: calendarDate(preview.data.minimumTermEnd, language),
                    })
                  : t('dashboard.change.termMoves', {
                      date: calendarDate(preview.data.minimumTermEnd, language),
                      current: calendarDate(preview.data.currentMinimumTermEnd, language),
                    })}
              </p>
            </>
          )}
        </div>
        {change.isError && (
          <p className="form-error" role="alert">
            {t('dashboard.subscriptions.actionFailed')}
          </p>
        )}
        <div className="account-dialog__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('dashboard.change.close')}
          </button>
          <button
            type="submit"
            className="button"
            disabled={!orderable || change.isPending}
            aria-busy={change.isPending || undefined}
          >
            {change.isPending ? t('dashboard.change.saving') : t('dashboard.change.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
