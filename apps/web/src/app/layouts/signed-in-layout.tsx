import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '@telecom/domain';
import { EmailVerificationBanner } from '../../features/auth/email-verification-banner';
import { useSession } from '../../lib/session';
import '../../features/account/account.css';

/**
 * The login-required pages (spec point 4). The route loader has verified the session before this renders; when the
 * session ends while a page is open (logout in another tab, an expired token), the page gives way to a message
 * with the way back in instead of showing stale data. Above every page, the reminder to confirm the e-mail
 * address while it is not confirmed (docs/contracts.md §6).
 */
export function SignedInLayout() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const location = useLocation();
  if (!user)
    return (
      <section className="container content-section" role="status">
        <h1>{t('signedOut.title')}</h1>
        <p>
          <Link className="button" to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)}>
            {t('signedOut.login')}
          </Link>
        </p>
      </section>
    );
  return (
    <>
      <EmailVerificationBanner user={user} />
      <Outlet />
    </>
  );
}
