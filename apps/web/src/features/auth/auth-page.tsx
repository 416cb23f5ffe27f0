import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './auth.css';

/** The frame of the account pages (login, register, forgotten and reset password): a card with a title. */
export function AuthPage({
  title,
  lead,
  description,
  children,
}: {
  title: string;
  lead?: string;
  description: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} | ${t('brand.name')}`}</title>
      <meta name="description" content={description} />
      <section className="auth-page">
        <div className="auth-card">
          <h1>{title}</h1>
          {lead && <p className="auth-card__lead">{lead}</p>}
          {children}
        </div>
      </section>
    </>
  );
}

/** The form-wide message under a form: an error (role=alert) or a confirmation (role=status). */
export function FormMessage({ error, success }: { error?: string; success?: string | null }) {
  if (error)
    return (
      <p className="form-error form-message" role="alert">
        {error}
      </p>
    );
  if (success)
    return (
      <p className="form-success form-message" role="status">
        {success}
      </p>
    );
  return null;
}

/** The Google and GitHub buttons: not offered yet, so each says so (spec point 8). */
export function SocialButtons({ google, github }: { google: string; github: string }) {
  const { t } = useTranslation('account');
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <p className="auth-divider">{t('social.or')}</p>
      <div className="auth-social">
        <button type="button" onClick={() => setNotice(google)}>
          Google
        </button>
        <button type="button" onClick={() => setNotice(github)}>
          GitHub
        </button>
      </div>
      {notice && (
        <p className="form-message" role="status">
          {notice}
        </p>
      )}
    </>
  );
}
