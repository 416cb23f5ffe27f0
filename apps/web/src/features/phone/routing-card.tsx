import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/ui/query-state';
import {
  ROUTING_FALLBACKS,
  WEEKDAYS,
  createNumberRoutingSchema,
  formatPhoneNumber,
  type NumberRouting,
  type RoutingFallback,
  type WeekHours,
} from '@telecom/domain';
import { CheckboxField, TextField } from '../../components/ui/form-field';
import { WeekHoursFieldset } from '../../components/ui/week-hours';
import { ApiError } from '../../lib/api-client';
import { useFormErrors } from '../../lib/use-form-errors';
import { useNumberRouting } from './api/get-number-routing';
import { useSetNumberRouting } from './api/set-number-routing';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';

/** The form as typed: text fields stay text until saved, so that nothing typed is lost on a refusal. */
interface RoutingFormValues {
  ringSeconds: string;
  fallback: RoutingFallback;
  forwardTo: string;
  hoursOn: boolean;
  days: WeekHours;
  outsideFallback: RoutingFallback;
  outsideForwardTo: string;
}

const noDays = () => Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WeekHours;

function formValuesOf(routing: NumberRouting): RoutingFormValues {
  return {
    ringSeconds: String(routing.ringSeconds),
    fallback: routing.fallback,
    forwardTo: routing.forwardTo ?? '',
    hoursOn: routing.openingHours !== null,
    days: routing.openingHours?.days ?? noDays(),
    outsideFallback: routing.openingHours?.outsideHours.fallback ?? 'none',
    outsideForwardTo: routing.openingHours?.outsideHours.forwardTo ?? '',
  };
}

function bodyOf(values: RoutingFormValues) {
  return {
    ringSeconds: values.ringSeconds,
    fallback: values.fallback,
    forwardTo: values.forwardTo || null,
    openingHours: values.hoursOn
      ? {
          days: values.days,
          outsideHours: { fallback: values.outsideFallback, forwardTo: values.outsideForwardTo || null },
        }
      : null,
  };
}

/**
 * A VOIP number's routing (docs/contracts.md §15): how long its devices ring, where an unanswered call goes, and
 * opening hours with a route of their own. Checked with the schema the API uses; errors next to their fields (the
 * server's too), everything typed kept; saved with PUT /api/voip/numbers/{number}/routing.
 */
export function RoutingCard({ number }: { number: string }) {
  const { t } = useTranslation('account');
  const id = useId();
  const routing = useNumberRouting(number);

  return (
    <section className="account-card routing-card" aria-labelledby={`${id}-title`} data-testid="number-routing">
      <h2 id={`${id}-title`}>{t('phone.routing.title', { number: formatPhoneNumber(number) })}</h2>
      <QueryState query={routing} failed={t('phone.routing.loadFailed')}>
        {(data) => <RoutingForm number={number} routing={data} />}
      </QueryState>
    </section>
  );
}

function RoutingForm({ number, routing }: { number: string; routing: NumberRouting }) {
  const { t } = useTranslation('account');
  const id = useId();
  const forms = useFormErrors();
  const save = useSetNumberRouting();
  const [values, setValues] = useState(() => formValuesOf(routing));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  const check = forms.validate(createNumberRoutingSchema(number), bodyOf(values));
  const errors = { ...(tried ? check.errors : {}), ...serverErrors };
  const change = (update: Partial<RoutingFormValues>) => {
    setValues((current) => ({ ...current, ...update }));
    setServerErrors({});
    setSaved(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setTried(true);
    if (!check.data) {
      focusFirstInvalid(form);
      return;
    }
    save.mutate(
      { number, routing: bodyOf(values) },
      {
        onSuccess: (answer) => {
          setValues(formValuesOf(answer));
          setTried(false);
          setSaved(true);
        },
        onError: (error) => {
          if (error instanceof ApiError) setServerErrors(error.fields);
          focusFirstInvalid(form);
        },
      },
    );
  };

  const routeSelect = (
    field: 'fallback' | 'outsideFallback',
    label: string,
    forwardField: 'forwardTo' | 'outsideForwardTo',
    forwardLabel: string,
    errorKey: string,
  ) => (
    <>
      <div className="field">
        <label htmlFor={`${id}-${field}`}>{label}</label>
        <select
          id={`${id}-${field}`}
          value={values[field]}
          onChange={(event) => change({ [field]: event.target.value as RoutingFallback })}
        >
          {ROUTING_FALLBACKS.map((fallback) => (
            <option key={fallback} value={fallback}>
              {t(`phone.routing.fallbacks.${fallback}`)}
            </option>
          ))}
        </select>
        {(values[field] === 'voicemail' || values[field] === 'assistant') && (
          <p className="field__hint">{t(`phone.routing.${values[field]}Hint`)}</p>
        )}
      </div>
      {values[field] === 'forward' && (
        <TextField
          label={forwardLabel}
          type="tel"
          autoComplete="off"
          value={values[forwardField]}
          onChange={(event) => change({ [forwardField]: event.target.value })}
          error={errors[errorKey]}
          hint={t('phone.routing.forwardHint')}
        />
      )}
    </>
  );

  return (
    <form className="routing-form" noValidate onSubmit={submit}>
      <p>{t('phone.routing.lead')}</p>
      <TextField
        label={t('phone.routing.ringSeconds')}
        type="number"
        inputMode="numeric"
        min={5}
        max={60}
        value={values.ringSeconds}
        onChange={(event) => change({ ringSeconds: event.target.value })}
        error={errors.ringSeconds}
        hint={t('phone.routing.ringHint')}
      />
      {routeSelect('fallback', t('phone.routing.fallback'), 'forwardTo', t('phone.routing.forwardTo'), 'forwardTo')}
      <CheckboxField
        label={t('phone.routing.hoursOn')}
        checked={values.hoursOn}
        onChange={(event) => change({ hoursOn: event.target.checked })}
      />
      {values.hoursOn && (
        <WeekHoursFieldset
          legend={t('phone.routing.hoursTitle')}
          hint={t('phone.routing.hoursHint')}
          week={values.days}
          onChange={(days) => change({ days })}
          errors={errors}
          errorPath="openingHours.days"
        >
          {routeSelect(
            'outsideFallback',
            t('phone.routing.outsideFallback'),
            'outsideForwardTo',
            t('phone.routing.outsideForwardTo'),
            'openingHours.outsideHours.forwardTo',
          )}
        </WeekHoursFieldset>
      )}
      {save.isError && (!(save.error instanceof ApiError) || Object.keys(save.error.fields).length === 0) && (
        <p className="form-error" role="alert">
          {t('phone.routing.saveFailed')}
        </p>
      )}
      {Object.keys(errors).length > 0 && (
        <p className="form-error" role="alert">
          {t('phone.routing.fixErrors')}
        </p>
      )}
      <p className="routing-form__actions">
        <button type="submit" className="button" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? t('phone.routing.saving') : t('phone.routing.save')}
        </button>
        <span role="status" className="routing-form__saved">
          {saved ? t('phone.routing.saved') : ''}
        </span>
      </p>
    </form>
  );
}
