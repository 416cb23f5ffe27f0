import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ResetPasswordFormSchema } from '@telecom/domain';
import { TextField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../../../features/auth/api/reset-password';
import { AuthPage, FormMessage } from '../../../features/auth/auth-page';
import { PasswordStrengthMeter } from '../../../features/auth/password-strength-meter';
import { useForm } from '../../../lib/use-form';

/**
 * /wachtwoord-herstellen?token=…, the page of the mailed reset link: a new password (with the strength meter)
 * through POST /api/auth/reset-password. The token works once and for one hour; the API says when it does not.
 */
export function ResetPasswordRoute() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm(ResetPasswordFormSchema, { token, password: '', confirmPassword: '' });
  const reset = useResetPassword();
  const submit = form.handleSubmit(({ password }) =>
    reset.mutate({ token, password }, { onError: (error) => form.showApiError(error, t('reset.failed')) }),
  );

  if (!token)
    return (
      <AuthPage title={t('reset.title')} description={t('reset.description')}>
        <p role="alert" className="form-error">
          {t('reset.missingToken')}
        </p>
        <p className="auth-card__footer">
          <Link to={paths.forgotPassword}>{t('reset.requestNew')}</Link>
        </p>
      </AuthPage>
    );

  if (reset.isSuccess)
    return (
      <AuthPage title={t('reset.title')} description={t('reset.description')}>
        <FormMessage success={t('reset.success')} />
        <p className="auth-card__footer">
          <Link to={paths.login} className="button">
            {t('reset.toLogin')}
          </Link>
        </p>
      </AuthPage>
    );

  // A refused token is not a field on this page: its message shows for the whole form, with a way out.
  const error = form.errors._form ?? form.errors.token;
  return (
    <AuthPage title={t('reset.title')} description={t('reset.description')} lead={t('reset.lead')}>
      <form className="auth-form" onSubmit={submit} noValidate aria-label={t('reset.title')}>
        <TextField
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...form.text('password')}
        />
        <PasswordStrengthMeter password={form.values.password} />
        <TextField
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...form.text('confirmPassword')}
        />
        <FormMessage error={error} />
        <button type="submit" className="button" disabled={reset.isPending}>
          {reset.isPending ? t('reset.submitting') : t('reset.submit')}
        </button>
      </form>
      {error && (
        <p className="auth-card__footer">
          <Link to={paths.forgotPassword}>{t('reset.requestNew')}</Link>
        </p>
      )}
    </AuthPage>
  );
}
