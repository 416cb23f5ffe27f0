import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AI_LANGUAGES,
  AiBusinessBodySchema,
  findAiAssistantPlan,
  languagesFitPlan,
  translateMessage,
  type SubscriptionRecord,
} from '@telecom/domain';
import {
  DEFAULT_BUSINESS_VALUES,
  businessErrors,
  businessFormValues,
  businessInput,
  type BusinessFormValues,
} from '../../components/ai-plans/business-settings';
import { BusinessSettingsFields } from '../../components/ai-plans/business-settings-fields';
import { useModal } from '../../components/ui/use-modal';
import { ApiError } from '../../lib/api-client';
import { useFormErrors } from '../../lib/use-form-errors';
import { useUpdateBusiness } from './api/update-business';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';

/**
 * Changing an AI assistant's business settings (docs/contracts.md §9): the order page's fields, filled in with the
 * settings in use, checked by the schema the API reads them with (and no more languages than the plan has); errors
 * next to their fields, the server's too; saved with PUT /api/subscriptions/{id}/business.
 */
export function BusinessSettingsDialog({
  subscription,
  onClose,
  onSaved,
}: {
  subscription: SubscriptionRecord;
  onClose: () => void;
  onSaved: (saved: SubscriptionRecord) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const { ref, close } = useModal();
  const id = useId();
  const forms = useFormErrors();
  const save = useUpdateBusiness();
  const plan = findAiAssistantPlan(subscription.plan ?? '');
  const maxLanguages = plan?.languages ?? AI_LANGUAGES.length;
  const [values, setValues] = useState<BusinessFormValues>(() =>
    subscription.business ? businessFormValues(subscription.business) : DEFAULT_BUSINESS_VALUES,
  );
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const body = { business: businessInput(values) };
  const validation = forms.validate(AiBusinessBodySchema, body);
  const errors = businessErrors(validation.errors, 'business.');
  if (plan && !errors.languages && !languagesFitPlan(body.business.languages, plan.id))
    errors.languages = translateMessage('validation.business.languages.tooMany', i18n.resolvedLanguage ?? 'en');
  const valid = Object.keys(errors).length === 0;
  const shown = { ...(tried || values.languages.length > maxLanguages ? errors : {}), ...serverErrors };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setTried(true);
    if (!valid) {
      focusFirstInvalid(form);
      return;
    }
    save.mutate(
      { id: subscription.id, business: body.business },
      {
        onSuccess: (answer) => {
          onSaved(answer.subscription);
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError) setServerErrors(businessErrors(error.fields, 'business.'));
        },
      },
    );
  };

  return (
    <dialog
      ref={ref}
      className="account-dialog account-dialog--wide"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-lead`}
      onClose={onClose}
    >
      <h2 id={`${id}-title`}>{t('dashboard.business.title')}</h2>
      <p id={`${id}-lead`} className="account-dialog__lead">
        {t('dashboard.business.lead')}
      </p>
      <form className="account-dialog__form" noValidate onSubmit={submit}>
        <BusinessSettingsFields
          values={values}
          onChange={(change) => {
            setValues((current) => ({ ...current, ...change }));
            setServerErrors({});
          }}
          errors={shown}
          maxLanguages={maxLanguages}
          planName={plan?.name ?? subscription.name}
        />
        {save.isError && (
          <p className="form-error" role="alert">
            {save.error instanceof ApiError && Object.keys(save.error.fields).length === 0
              ? save.error.message
              : t('dashboard.business.failed')}
          </p>
        )}
        <div className="account-dialog__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('dashboard.change.close')}
          </button>
          <button type="submit" className="button" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            {save.isPending ? t('dashboard.change.saving') : t('dashboard.business.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
