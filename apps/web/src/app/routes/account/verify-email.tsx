import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_VERIFICATION_TTL_HOURS, afterLoginPath, loginPathFor } from '@telecom/domain';
import { paths } from '../../../config/paths';
import { useVerifyEmail } from '../../../features/auth/api/verify-email';
import { AuthPage, FormMessage } from '../../../features/auth/auth-page';
import { ResendVerification } from '../../../features/auth/resend-verification';
import { useSession } from '../../../lib/session';
import { ApiError } from '../../../lib/api-client';

/** Why a link did not confirm anything, by the API's code; anything else shows the API's own message. */
const REFUSALS: Partial<Record<string, 'used' | 'expired' | 'invalid'>> = {
  VERIFICATION_TOKEN_USED: 'used',
  VERIFICATION_TOKEN_EXPIRED: 'expired',
  VERIFICATION_TOKEN_INVALID: 'invalid',
  VALIDATION_FAILED: 'invalid',
};

/**
 * /email-bevestigen?token=…, the page of the mailed confirmation link (docs/contracts.md §6): it confirms the address
 * through POST /api/auth/verify-email, signed in or not (the link may open on another device), and says how it
 * went. A link that did not work offers a new one: at once to a signed-in account that is still unconfirmed, after
 * logging in to anyone else (the dashboard's reminder has the button).
 */
export function VerifyEmailRoute() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verification = useVerifyEmail(token);
  const { user } = useSession();
  const hours = EMAIL_VERIFICATION_TTL_HOURS;

  const frame = (children: ReactNode) => (
    <AuthPage title={t('verifyEmail.title')} description={t('verifyEmail.description')}>
      {children}
    </AuthPage>
  );

  if (token && verification.isPending)
    return frame(
      <p className="form-message" role="status">
        {t('verifyEmail.checking')}
      </p>,
    );

  if (verification.isSuccess)
    return frame(
      <>
        <FormMessage success={t('verifyEmail.confirmed')} />
        <p className="auth-card__footer">
          {user ? (
            <Link to={afterLoginPath(null, user.role)} className="button">
              {t('verifyEmail.toDashboard')}
            </Link>
          ) : (
            <Link to={paths.login} className="button">
              {t('verifyEmail.toLogin')}
            </Link>
          )}
        </p>
      </>,
    );

  const error = verification.error;
  const refusal = !token ? 'missingToken' : error instanceof ApiError ? REFUSALS[error.code] : undefined;
  const message = refusal
    ? t(`verifyEmail.${refusal}`, { hours })
    : error instanceof ApiError
      ? error.message
      : t('verifyEmail.failed');

  return frame(
    <>
      <FormMessage error={message} />
      <NextStep />
    </>,
  );
}

/** What a visitor can do after a link that did not work: a new link, or the way to it. */
function NextStep() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  if (!user)
    return (
      <>
        <p className="verify-next">{t('verifyEmail.loginForNewLink')}</p>
        <p className="auth-card__footer">
          <Link to={loginPathFor(paths.dashboard)} className="button">
            {t('verifyEmail.toLogin')}
          </Link>
        </p>
      </>
    );
  if (user.emailVerified)
    return (
      <>
        <p className="verify-next">{t('verifyEmail.alreadyConfirmed')}</p>
        <p className="auth-card__footer">
          <Link to={afterLoginPath(null, user.role)} className="button">
            {t('verifyEmail.toDashboard')}
          </Link>
        </p>
      </>
    );
  return (
    <>
      <p className="verify-next">{t('verifyEmail.newLink', { email: user.email })}</p>
      <ResendVerification />
    </>
  );
}
