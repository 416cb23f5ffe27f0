import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AI_FREE_TRIAL_DAYS, type ContractSummaryChoice } from '@telecom/domain';
import { ContractSummaryLink } from '../../components/ui/contract-summary-link';
import { paths } from '../../config/paths';
import type { OrderDetails } from './use-order-details';

/**
 * The terms of an AI plan (docs/contracts.md §8 and §9), stated before the order as the eSIM checkout states its own:
 * month by month, cancelled any time in the dashboard, the AI assistant's free trial (`trial`: an account's first
 * assistant), and the 14-day right of withdrawal with the required consent to the service starting at once.
 */
export function OrderTerms({
  form,
  trial,
  summary,
}: {
  form: OrderDetails;
  trial: boolean;
  /** The plan ordered: the contract summary (PDF) is linked for it (docs/contracts.md §13). */
  summary: ContractSummaryChoice;
}) {
  const { t } = useTranslation('ai-order');
  const id = useId();
  const error = form.consentError;
  return (
    <section className="ai-order__section ai-order__terms" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('terms.title')}</h3>
      <dl className="ai-order__terms-list">
        <div>
          <dt>{t('terms.term')}</dt>
          <dd>{trial ? t('terms.termTrial', { count: AI_FREE_TRIAL_DAYS }) : t('terms.termMonthly')}</dd>
        </div>
        <div>
          <dt>{t('terms.cancelling')}</dt>
          <dd>{trial ? t('terms.cancelTrial') : t('terms.cancel')}</dd>
        </div>
        <div>
          <dt>{t('terms.withdrawal')}</dt>
          <dd>
            {t('terms.withdrawalText')} <Link to={paths.withdrawal}>{t('terms.withdrawalLink')}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('contractSummary.title')}</dt>
          <dd>
            {t('contractSummary.hint')}{' '}
            <ContractSummaryLink choice={summary}>{t('contractSummary.link')}</ContractSummaryLink>
          </dd>
        </div>
      </dl>
      <div className="field">
        <label className="ai-order__consent">
          <input
            type="checkbox"
            name="withdrawalConsent"
            checked={form.consent}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-consent-error` : undefined}
            onChange={(event) => form.setConsent(event.target.checked)}
          />
          <span>{t('terms.consent')} *</span>
        </label>
        {error && (
          <p id={`${id}-consent-error`} className="form-error field__error">
            {error}
          </p>
        )}
      </div>
      <p className="ai-order__hint">
        {t('terms.agree')} <Link to={paths.terms}>{t('terms.agreeLink')}</Link>
      </p>
    </section>
  );
}
