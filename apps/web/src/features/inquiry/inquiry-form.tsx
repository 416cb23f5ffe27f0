import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INVESTMENT_RANGES, InquirySchema, type InquiryKind } from '@telecom/domain';
import { TextArea, TextField } from '../../components/ui/form-field';
import { useFormErrors } from '../../lib/use-form-errors';
import { useSendInquiry } from './api/send-inquiry';

const EMPTY = { name: '', company: '', email: '', phone: '', message: '', range: '' };

/** A contact-sales, quote or investor form: validated with the domain's InquirySchema and sent to POST /api/inquiries. */
export function InquiryForm({ kind, title }: { kind: Exclude<InquiryKind, 'ai-assistant'>; title: string }) {
  const { t } = useTranslation('company');
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const forms = useFormErrors();
  const send = useSendInquiry();
  const body = () => {
    const { range, ...rest } = values;
    return kind === 'investment' ? { kind, ...rest, range } : { kind, ...rest };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors: found } = forms.validate(InquirySchema, body());
    setErrors(found);
    if (data)
      send.mutate(data, { onSuccess: () => setValues(EMPTY), onError: (error) => setErrors(forms.fromApi(error)) });
  };
  const field = (name: Exclude<keyof typeof EMPTY, 'range'>) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return (
    <form className="configure__form inquiry-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <TextField label={t('form.name')} autoComplete="name" required {...field('name')} />
      {kind !== 'investment' && (
        <TextField label={t('form.company')} autoComplete="organization" {...field('company')} />
      )}
      <TextField label={t('form.email')} type="email" autoComplete="email" required {...field('email')} />
      <TextField label={t('form.phone')} type="tel" autoComplete="tel" {...field('phone')} />
      {kind === 'investment' && (
        <div className="field">
          <label htmlFor={`${id}-range`}>{t('form.range')}</label>
          <select
            id={`${id}-range`}
            required
            value={values.range}
            aria-invalid={errors.range ? true : undefined}
            aria-describedby={errors.range ? `${id}-range-error` : undefined}
            onChange={(event) => setValues((current) => ({ ...current, range: event.target.value }))}
          >
            <option value="">{t('form.chooseRange')}</option>
            {INVESTMENT_RANGES.map((range) => (
              <option key={range} value={range}>
                {t(`form.ranges.${range}`)}
              </option>
            ))}
          </select>
          {errors.range && (
            <p id={`${id}-range-error`} className="form-error field__error">
              {errors.range}
            </p>
          )}
        </div>
      )}
      <TextArea label={t('form.message')} rows={4} {...field('message')} />
      {errors._form && (
        <p className="form-error" role="alert">
          {errors._form}
        </p>
      )}
      <button type="submit" className="button" disabled={send.isPending}>
        {send.isPending ? t('form.sending') : t('form.submit')}
      </button>
      <p className="form-success" role="status">
        {send.isSuccess ? t(`form.success.${kind}`) : ''}
      </p>
    </form>
  );
}
