import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForgotPasswordSchema } from '@telecom/domain';
import { TextField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { useRequestPasswordReset } from '../../../features/auth/api/request-password-reset';
import { AuthPage, FormMessage } from '../../../features/auth/auth-page';
import { useForm } from '../../../lib/use-form';

/**
 * /wachtwoord-vergeten: POST /api/auth/forgot-password mails a reset link. The answer is the same whether the
 * address has an account or not, and so is the message shown.
 */
export function ForgotPasswordRoute() {
  const { t } = useTranslation('account');
  const form = useForm(ForgotPasswordSchema, { email: '' });
  const request = useRequestPasswordReset();
  const submit = form.handleSubmit(({ email }) =>
    request.mutate({ email }, { onError: (error) => form.showApiError(error, t('forgot.failed')) }),
  );

  return (
    <AuthPage title={t('forgot.title')} description={t('forgot.description')} lead={t('forgot.lead')}>
      <form className="auth-form" onSubmit={submit} noValidate aria-label={t('forgot.title')}>
        <TextField label={t('fields.email')} type="email" autoComplete="email" required {...form.text('email')} />
        <FormMessage error={form.errors._form} success={request.isSuccess ? request.data.message : null} />
        <button type="submit" className="button" disabled={request.isPending}>
          {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
        </button>
      </form>
      <p className="auth-card__footer">
        <Link to={paths.login}>{t('forgot.backToLogin')}</Link>
      </p>
    </AuthPage>
  );
}
