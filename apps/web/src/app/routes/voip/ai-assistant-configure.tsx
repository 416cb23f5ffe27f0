import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AI_ASSISTANT_PLANS, InquirySchema, isAiAssistantPlanId } from '@telecom/domain';
import { TextArea, TextField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { useSendInquiry } from '../../../features/inquiry/api/send-inquiry';
import { euro } from '../../../lib/format';
import { useFormErrors } from '../../../lib/use-form-errors';
import '../../../features/esim/esim.css';

const EMPTY = { name: '', company: '', email: '', phone: '', message: '' };

/**
 * /voip/ai-assistant/configureren?plan=starter|professional|enterprise (spec point 2): the chosen plan and the
 * business details, sent as an inquiry (POST /api/inquiries, kind ai-assistant).
 */
export function AiAssistantConfigureRoute() {
  const { t, i18n } = useTranslation('voip');
  const { t: tc } = useTranslation();
  const [params, setParams] = useSearchParams();
  const planParam = params.get('plan');
  const plan = AI_ASSISTANT_PLANS.find(
    (candidate) => candidate.id === (isAiAssistantPlanId(planParam) ? planParam : 'professional'),
  )!;
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const forms = useFormErrors();
  const send = useSendInquiry();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { kind: 'ai-assistant', plan: plan.id, ...values };
    const { data, errors: found } = forms.validate(InquirySchema, body);
    setErrors(found);
    if (data)
      send.mutate(data, { onSuccess: () => setValues(EMPTY), onError: (error) => setErrors(forms.fromApi(error)) });
  };
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <>
      <title>{t('configure.meta.title', { plan: plan.name, brand: tc('brand.name') })}</title>
      <meta name="description" content={t('configure.meta.description')} />
      <section className="page-hero page-hero--compact">
        <div className="container">
          <p className="eyebrow">{t('assistantPage.hero.eyebrow')}</p>
          <h1>{t('configure.title')}</h1>
          <p className="page-hero__lead">{t('configure.lead')}</p>
        </div>
      </section>
      <div className="container configure">
        <section className="plan-card plan-card--popular configure__plan" aria-labelledby="chosen-plan">
          <p className="result-card__label" id="chosen-plan">
            {t('configure.chosen')}
          </p>
          <h2>{plan.name}</h2>
          <p className="plan-card__price">{euro(plan.monthlyCents, i18n.resolvedLanguage)}</p>
          <p>{t('numbers.perMonth')}</p>
          <label className="field">
            <span>{t('configure.change')}</span>
            <select value={plan.id} onChange={(event) => setParams({ plan: event.target.value }, { replace: true })}>
              {AI_ASSISTANT_PLANS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name} — {euro(option.monthlyCents, i18n.resolvedLanguage)}
                </option>
              ))}
            </select>
          </label>
          <Link to={`${paths.aiAssistant}#plans`}>{t('configure.compare')}</Link>
        </section>
        <form className="configure__form" onSubmit={onSubmit} noValidate aria-labelledby="details-title">
          <h2 id="details-title">{t('configure.details')}</h2>
          <TextField label={t('configure.fields.name')} autoComplete="name" required {...field('name')} />
          <TextField label={t('configure.fields.company')} autoComplete="organization" {...field('company')} />
          <TextField
            label={t('configure.fields.email')}
            type="email"
            autoComplete="email"
            required
            {...field('email')}
          />
          <TextField label={t('configure.fields.phone')} type="tel" autoComplete="tel" {...field('phone')} />
          <TextArea label={t('configure.fields.message')} rows={4} {...field('message')} />
          {errors._form && (
            <p className="form-error" role="alert">
              {errors._form}
            </p>
          )}
          <button type="submit" className="button" disabled={send.isPending}>
            {send.isPending ? t('configure.sending') : t('configure.submit')}
          </button>
          <p className="form-success" role="status">
            {send.isSuccess ? t('configure.success', { plan: plan.name }) : ''}
          </p>
        </form>
      </div>
    </>
  );
}
