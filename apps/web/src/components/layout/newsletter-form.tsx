import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { subscribeNewsletter } from '../../lib/api/subscribe-newsletter';

/** Where the form's one call is: not sent yet, on its way, done, or failed with its error. */
type Sending = { state: 'idle' | 'pending' | 'success' } | { state: 'error'; error: unknown };

/**
 * The footer's newsletter field: subscribes through POST /api/newsletter and says so, or says what is wrong. Part
 * of every page's shell: its one call is kept in the component's state, not in a query (docs/decisions/030).
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const failure = sending.state === 'error' ? sending.error : null;
  const error =
    failure instanceof ApiError ? (failure.fields.email ?? failure.message) : failure ? t('errors.unexpected') : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.state === 'pending') return;
    // What the field shows: on a page the server drew, what was typed before the app took the form over, which the
    // state does not hold yet (a submit held until then is done as React takes the form over, lib/prerendered.ts).
    const shown = new FormData(event.currentTarget).get('email');
    const typed = typeof shown === 'string' ? shown : email;
    setEmail(typed);
    setSending({ state: 'pending' });
    subscribeNewsletter({ email: typed.trim() }).then(
      () => {
        // A subscribed address leaves the field, so that it is clear the form is done; after an error it stays.
        setEmail('');
        setSending({ state: 'success' });
      },
      (cause: unknown) => setSending({ state: 'error', error: cause }),
    );
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
            if (sending.state === 'error') setSending({ state: 'idle' });
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-status`}
          required
        />
        <button type="submit" className="button" disabled={sending.state === 'pending'}>
          {sending.state === 'pending' ? t('footer.newsletter.busy') : t('footer.newsletter.submit')}
        </button>
      </div>
      <p id={`${id}-status`} className={error ? 'form-error' : 'form-success'} aria-live="polite">
        {error ?? (sending.state === 'success' ? t('footer.newsletter.success') : '')}
      </p>
    </form>
  );
}
