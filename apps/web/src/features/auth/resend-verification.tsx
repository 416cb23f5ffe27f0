import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useResendVerification } from './api/resend-verification';
import './email-verification.css';

/**
 * "Send a new link" for a signed-in account whose address is not confirmed: the button says it is busy (and keeps
 * the focus, so it is aria-disabled rather than disabled), then the API's own message says where the link went
 * (role=status), or why none was sent (role=alert: the wait after too many requests, or any other failure).
 */
export function ResendVerification() {
  const { t } = useTranslation('account');
  const resend = useResendVerification();
  const send = () => {
    if (!resend.isPending) resend.mutate();
  };
  const error =
    resend.error instanceof ApiError ? resend.error.message : resend.isError ? t('verification.failed') : null;
  return (
    <div className="resend-verification">
      <button type="button" className="button" onClick={send} aria-disabled={resend.isPending || undefined}>
        {resend.isPending ? t('verification.resending') : t('verification.resend')}
      </button>
      {resend.isSuccess && (
        <p className="resend-verification__message form-success" role="status">
          {resend.data.message}
        </p>
      )}
      {error && (
        <p className="resend-verification__message form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
