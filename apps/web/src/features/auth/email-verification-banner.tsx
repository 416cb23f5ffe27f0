import { useTranslation } from 'react-i18next';
import { EMAIL_VERIFICATION_TTL_HOURS } from '@telecom/domain';
import { ResendVerification } from './resend-verification';
import type { SessionUser } from '../../lib/session';
import './email-verification.css';

/**
 * The reminder above the signed-in pages while the account's address is not confirmed (docs/contracts.md §6): where the
 * link went, how long it works, what confirming gives, and a way to get a new link. It goes away by itself once
 * the session says the address is confirmed.
 */
export function EmailVerificationBanner({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  if (user.emailVerified) return null;
  return (
    // A plain block at the top of the content, read first; its title is no heading, as it comes before the <h1>.
    <div className="verify-banner" data-testid="email-verification-banner">
      <div className="container verify-banner__inner">
        <p className="verify-banner__title">{t('verification.title')}</p>
        <p>{t('verification.notConfirmed', { email: user.email, hours: EMAIL_VERIFICATION_TTL_HOURS })}</p>
        <p>{t('verification.why')}</p>
        <ResendVerification />
      </div>
    </div>
  );
}
