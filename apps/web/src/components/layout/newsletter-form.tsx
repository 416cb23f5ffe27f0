import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useSubscribeNewsletter } from '../../lib/api/subscribe-newsletter';

/** The footer's newsletter field: subscribes through POST /api/newsletter and says so, or says what is wrong. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeNewsletter();
  const error =
    subscribe.error instanceof ApiError
      ? (subscribe.error.fields.email ?? subscribe.error.message)
      : subscribe.error
        ? t('errors.unexpected')
        : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A subscribed address leaves the field, so that it is clear the form is done; after an error it stays to be fixed.
    subscribe.mutate({ email: email.trim() }, { onSuccess: () => setEmail('') });
  };

  return (
    <form className="newsletter" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('footer.newsletter.title')}</h2>
      <p id={`${id}-hint`}>{t('footer.newsletter.text')}</p>
      <div className="newsletter__row">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t('footer.newsletter.label')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('footer.newsletter.placeholder')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (subscribe.isError) subscribe.reset();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-status`}
          required
        />
        <button type="submit" className="button" disabled={subscribe.isPending}>
          {subscribe.isPending ? t('footer.newsletter.busy') : t('footer.newsletter.submit')}
        </button>
      </div>
      <p id={`${id}-status`} className={error ? 'form-error' : 'form-success'} aria-live="polite">
        {error ?? (subscribe.isSuccess ? t('footer.newsletter.success') : '')}
      </p>
    </form>
  );
}
