import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AssistantKnowledgeSchema,
  KNOWLEDGE_LIMITS,
  parseAmountCents,
  type AssistantKnowledge,
  type WeekHours,
} from '@telecom/domain';
import { TextArea, TextField } from '../../components/ui/form-field';
import { WeekHoursFieldset } from '../../components/ui/week-hours';
import { ApiError } from '../../lib/api-client';
import { useFormErrors } from '../../lib/use-form-errors';
import { useSaveAssistantKnowledge } from './api/save-assistant-knowledge';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';

interface ServiceValues {
  name: string;
  minutes: string;
  /** In euros, as typed ("25" or "25,00"). */
  price: string;
}
interface FaqValues {
  question: string;
  answer: string;
}
interface HandoffValues {
  /** Words separated by commas or spaces. */
  keywords: string;
  number: string;
}

/** The form as typed: numbers stay text until saved, so that nothing typed is lost on a refusal. */
interface KnowledgeFormValues {
  greeting: string;
  openingHours: WeekHours;
  services: ServiceValues[];
  faq: FaqValues[];
  bookingHours: WeekHours;
  slotMinutes: string;
  bufferMinutes: string;
  daysAhead: string;
  handoff: HandoffValues[];
  languages: AssistantKnowledge['languages'];
}

function formValuesOf(knowledge: AssistantKnowledge): KnowledgeFormValues {
  return {
    greeting: knowledge.greeting,
    openingHours: knowledge.openingHours,
    services: knowledge.services.map((service) => ({
      name: service.name,
      minutes: String(service.minutes),
      price: (service.priceCents / 100).toFixed(2),
    })),
    faq: knowledge.faq.map((entry) => ({ ...entry })),
    bookingHours: knowledge.availability.hours,
    slotMinutes: String(knowledge.availability.slotMinutes),
    bufferMinutes: String(knowledge.availability.bufferMinutes),
    daysAhead: String(knowledge.availability.daysAhead),
    handoff: knowledge.handoff.map((rule) => ({ keywords: rule.keywords.join(', '), number: rule.number })),
    languages: knowledge.languages,
  };
}

/** Whole numbers as numbers; anything else stays text, for the schema to name the field. */
const numberOf = (text: string): number | string => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);
/** A price as typed (the domain's amount rules: `12,50`, `€ 12,50`, `1.234,56`, `12.50`) as cents; else the text. */
const centsOf = (text: string): number | string => {
  const amount = parseAmountCents(text);
  return amount.ok ? amount.cents : text;
};

function bodyOf(values: KnowledgeFormValues) {
  return {
    greeting: values.greeting,
    openingHours: values.openingHours,
    services: values.services.map((service) => ({
      name: service.name,
      minutes: numberOf(service.minutes),
      priceCents: centsOf(service.price),
    })),
    faq: values.faq,
    availability: {
      hours: values.bookingHours,
      slotMinutes: numberOf(values.slotMinutes),
      bufferMinutes: numberOf(values.bufferMinutes),
      daysAhead: numberOf(values.daysAhead),
    },
    handoff: values.handoff.map((rule) => ({
      keywords: rule.keywords.split(/[\s,]+/).filter(Boolean),
      number: rule.number,
    })),
    languages: values.languages,
  };
}

/** The first error at or under `path` (a keyword's own error sits under its list). */
const errorAt = (errors: Record<string, string>, path: string) =>
  errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];

/**
 * The assistant's knowledge (docs/contracts.md §16): the greeting with a preview, opening hours per day, services,
 * questions and answers, booking availability and handoff rules. Checked with the schema the API uses; errors next to
 * their fields (the server's too), everything typed kept; saved with PUT /api/subscriptions/{id}/assistant.
 */
export function KnowledgeEditor({
  subscriptionId,
  knowledge,
}: {
  subscriptionId: number;
  knowledge: AssistantKnowledge;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const forms = useFormErrors();
  const save = useSaveAssistantKnowledge();
  const [values, setValues] = useState(() => formValuesOf(knowledge));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  const check = forms.validate(AssistantKnowledgeSchema, bodyOf(values));
  const errors: Record<string, string> = { ...(tried ? check.errors : {}), ...serverErrors };
  const change = (update: Partial<KnowledgeFormValues>) => {
    setValues((current) => ({ ...current, ...update }));
    setServerErrors({});
    setSaved(false);
  };
  const changeAt = <K extends 'services' | 'faq' | 'handoff'>(
    list: K,
    index: number,
    update: Partial<KnowledgeFormValues[K][number]>,
  ) => change({ [list]: values[list].map((item, at) => (at === index ? { ...item, ...update } : item)) });
  const removeAt = (list: 'services' | 'faq' | 'handoff', index: number) =>
    change({ [list]: values[list].filter((_, at) => at !== index) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setTried(true);
    if (!check.data) {
      focusFirstInvalid(form);
      return;
    }
    save.mutate(
      { subscriptionId, knowledge: bodyOf(values) },
      {
        onSuccess: (answer) => {
          setValues(formValuesOf(answer.knowledge));
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

  return (
    <section
      className="account-card assistant-knowledge"
      aria-labelledby={`${id}-title`}
      data-testid="assistant-knowledge"
    >
      <h2 id={`${id}-title`}>{t('assistant.knowledge.title')}</h2>
      <form className="routing-form" noValidate onSubmit={submit}>
        <p>{t('assistant.knowledge.lead')}</p>
        <TextArea
          label={t('assistant.knowledge.greeting')}
          rows={3}
          maxLength={500}
          value={values.greeting}
          onChange={(event) => change({ greeting: event.target.value })}
          error={errors.greeting}
        />
        <figure className="assistant-knowledge__preview" data-testid="greeting-preview">
          <figcaption>{t('assistant.knowledge.preview')}</figcaption>
          <blockquote>{values.greeting.trim() || t('assistant.knowledge.previewEmpty')}</blockquote>
        </figure>

        <WeekHoursFieldset
          legend={t('assistant.knowledge.openingHours')}
          hint={t('assistant.knowledge.openingHoursHint')}
          week={values.openingHours}
          onChange={(openingHours) => change({ openingHours })}
          errors={errors}
          errorPath="openingHours"
          maxRanges={KNOWLEDGE_LIMITS.rangesPerDay}
          testId="opening-hours"
        />

        <fieldset className="routing-form__hours" data-testid="services">
          <legend>{t('assistant.knowledge.services')}</legend>
          {values.services.length === 0 && <p className="field__hint">{t('assistant.knowledge.noServices')}</p>}
          {values.services.map((service, index) => (
            <fieldset key={index} className="routing-day assistant-knowledge__item">
              <legend>{t('assistant.knowledge.service', { number: index + 1 })}</legend>
              <TextField
                label={t('assistant.knowledge.serviceName')}
                value={service.name}
                maxLength={80}
                onChange={(event) => changeAt('services', index, { name: event.target.value })}
                error={errors[`services.${index}.name`]}
              />
              <TextField
                label={t('assistant.knowledge.serviceMinutes')}
                inputMode="numeric"
                value={service.minutes}
                onChange={(event) => changeAt('services', index, { minutes: event.target.value })}
                error={errors[`services.${index}.minutes`]}
              />
              <TextField
                label={t('assistant.knowledge.servicePrice')}
                inputMode="decimal"
                value={service.price}
                onChange={(event) => changeAt('services', index, { price: event.target.value })}
                error={errors[`services.${index}.priceCents`]}
              />
              <button type="button" className="button button--ghost" onClick={() => removeAt('services', index)}>
                {t('assistant.knowledge.removeService', { number: index + 1 })}
              </button>
            </fieldset>
          ))}
          {errors.services && <p className="form-error field__error">{errors.services}</p>}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => change({ services: [...values.services, { name: '', minutes: '30', price: '' }] })}
          >
            {t('assistant.knowledge.addService')}
          </button>
        </fieldset>

        <fieldset className="routing-form__hours" data-testid="faq">
          <legend>{t('assistant.knowledge.faq')}</legend>
          {values.faq.length === 0 && <p className="field__hint">{t('assistant.knowledge.noFaq')}</p>}
          {values.faq.map((entry, index) => (
            <fieldset key={index} className="routing-day assistant-knowledge__item">
              <legend>{t('assistant.knowledge.faqItem', { number: index + 1 })}</legend>
              <TextField
                label={t('assistant.knowledge.question')}
                value={entry.question}
                maxLength={200}
                onChange={(event) => changeAt('faq', index, { question: event.target.value })}
                error={errors[`faq.${index}.question`]}
              />
              <TextArea
                label={t('assistant.knowledge.answer')}
                rows={2}
                maxLength={1000}
                value={entry.answer}
                onChange={(event) => changeAt('faq', index, { answer: event.target.value })}
                error={errors[`faq.${index}.answer`]}
              />
              <button type="button" className="button button--ghost" onClick={() => removeAt('faq', index)}>
                {t('assistant.knowledge.removeFaq', { number: index + 1 })}
              </button>
            </fieldset>
          ))}
          {errors.faq && <p className="form-error field__error">{errors.faq}</p>}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => change({ faq: [...values.faq, { question: '', answer: '' }] })}
          >
            {t('assistant.knowledge.addFaq')}
          </button>
        </fieldset>

        <WeekHoursFieldset
          legend={t('assistant.knowledge.bookingHours')}
          hint={t('assistant.knowledge.bookingHoursHint')}
          week={values.bookingHours}
          onChange={(bookingHours) => change({ bookingHours })}
          errors={errors}
          errorPath="availability.hours"
          maxRanges={KNOWLEDGE_LIMITS.rangesPerDay}
          testId="booking-hours"
        />
        <div className="assistant-knowledge__numbers">
          <TextField
            label={t('assistant.knowledge.slotMinutes')}
            inputMode="numeric"
            value={values.slotMinutes}
            onChange={(event) => change({ slotMinutes: event.target.value })}
            error={errors['availability.slotMinutes']}
          />
          <TextField
            label={t('assistant.knowledge.bufferMinutes')}
            inputMode="numeric"
            value={values.bufferMinutes}
            onChange={(event) => change({ bufferMinutes: event.target.value })}
            error={errors['availability.bufferMinutes']}
          />
          <TextField
            label={t('assistant.knowledge.daysAhead')}
            inputMode="numeric"
            value={values.daysAhead}
            onChange={(event) => change({ daysAhead: event.target.value })}
            error={errors['availability.daysAhead']}
          />
        </div>

        <fieldset className="routing-form__hours" data-testid="handoff">
          <legend>{t('assistant.knowledge.handoff')}</legend>
          <p className="field__hint">{t('assistant.knowledge.handoffHint')}</p>
          {values.handoff.map((rule, index) => (
            <fieldset key={index} className="routing-day assistant-knowledge__item">
              <legend>{t('assistant.knowledge.handoffRule', { number: index + 1 })}</legend>
              <TextField
                label={t('assistant.knowledge.keywords')}
                value={rule.keywords}
                onChange={(event) => changeAt('handoff', index, { keywords: event.target.value })}
                error={errorAt(errors, `handoff.${index}.keywords`)}
                hint={t('assistant.knowledge.keywordsHint')}
              />
              <TextField
                label={t('assistant.knowledge.number')}
                type="tel"
                autoComplete="off"
                value={rule.number}
                onChange={(event) => changeAt('handoff', index, { number: event.target.value })}
                error={errors[`handoff.${index}.number`]}
              />
              <button type="button" className="button button--ghost" onClick={() => removeAt('handoff', index)}>
                {t('assistant.knowledge.removeHandoff', { number: index + 1 })}
              </button>
            </fieldset>
          ))}
          {errors.handoff && <p className="form-error field__error">{errors.handoff}</p>}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => change({ handoff: [...values.handoff, { keywords: '', number: '' }] })}
          >
            {t('assistant.knowledge.addHandoff')}
          </button>
        </fieldset>

        {save.isError && (!(save.error instanceof ApiError) || Object.keys(save.error.fields).length === 0) && (
          <p className="form-error" role="alert">
            {t('assistant.knowledge.saveFailed')}
          </p>
        )}
        {Object.keys(errors).length > 0 && (
          <p className="form-error" role="alert">
            {t('assistant.knowledge.fixErrors')}
          </p>
        )}
        <p className="routing-form__actions">
          <button type="submit" className="button" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            {save.isPending ? t('assistant.knowledge.saving') : t('assistant.knowledge.save')}
          </button>
          <span role="status" className="routing-form__saved">
            {saved ? t('assistant.knowledge.saved') : ''}
          </span>
        </p>
      </form>
    </section>
  );
}
