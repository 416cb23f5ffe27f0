import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { RegisterFormSchema, findVoicemailPlan, loginPathFor, safeRedirectPath } from '@telecom/domain';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { AuthPage, FormMessage, SocialButtons } from '../../../features/auth/auth-page';
import { PasswordStrengthMeter } from '../../../features/auth/password-strength-meter';
import { storePendingUser } from '../../../features/auth/pending-user';
import { useRegisterAccount } from '../../../features/auth/api/register-account';
import { useForm } from '../../../lib/use-form';
import { useSession } from '../../../lib/session';

/** Spec point 4: the success message shows for 2 s, then the login page opens. */
export const REGISTER_REDIRECT_MS = 2000;

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
  newsletter: false,
};

/**
 * /register (spec points 3, 5 and 8; docs/contracts.md §1): a real account through POST /api/auth/register, the
 * success message, and after 2 s the login page with the new e-mail address filled in. A plan chosen with
 * ?plan= (the AI voicemail plans) is named on the page and remembered with the pending user, and the login leads on
 * to ordering it (docs/contracts.md §9); a signed-in visitor goes there at once. `?redirect=` (a page that asked for an
 * account, such as the AI assistant's order page) is kept the same way. The new address gets a confirmation link
 * (docs/contracts.md §6), which the page says on a line of its own.
 */
export function RegisterRoute() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useSession();
  const plan = findVoicemailPlan(params.get('plan') ?? '');
  const form = useForm(RegisterFormSchema, EMPTY);
  // The account is created but not signed in: the spec sends the new customer to the login page.
  const register = useRegisterAccount();

  // Where the account is for: ordering the chosen plan, or the page that sent the visitor here.
  const next = plan ? `${paths.aiVoicemailOrder}?plan=${plan.id}` : safeRedirectPath(params.get('redirect'));
  const loginPath = next ? loginPathFor(next) : paths.login;

  useEffect(() => {
    if (!register.isSuccess) return;
    const timer = window.setTimeout(() => void navigate(loginPath), REGISTER_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [register.isSuccess, navigate, loginPath]);

  const submit = form.handleSubmit((values) => {
    const { firstName, lastName, email, phone, password, newsletter } = values;
    register.mutate(
      { firstName, lastName, email, password, newsletter, acceptTerms: true, ...(phone.trim() ? { phone } : {}) },
      {
        onSuccess: ({ user }) =>
          storePendingUser({
            email: user.email,
            name: user.name,
            phone: user.phone ?? '',
            newsletter,
            registrationTime: new Date().toISOString(),
            plan: plan?.id ?? null,
          }),
        onError: (error) => form.showApiError(error, t('register.failed')),
      },
    );
  });

  // Signed in already (and not just registered here): straight on to what the account was for.
  if (user && next && !register.isSuccess) return <Navigate to={next} replace />;

  return (
    <AuthPage title={t('register.title')} description={t('register.description')} lead={t('register.lead')}>
      {plan && (
        <p className="plan-choice" data-testid="plan-choice">
          {t('register.planChosen', { plan: `AI Voicemail ${plan.name}` })}
        </p>
      )}
      <form className="auth-form" onSubmit={submit} noValidate aria-label={t('register.title')}>
        <div className="auth-form__row">
          <TextField label={t('fields.firstName')} autoComplete="given-name" required {...form.text('firstName')} />
          <TextField label={t('fields.lastName')} autoComplete="family-name" required {...form.text('lastName')} />
        </div>
        <TextField label={t('fields.email')} type="email" autoComplete="email" required {...form.text('email')} />
        <TextField label={t('fields.phoneOptional')} type="tel" autoComplete="tel" {...form.text('phone')} />
        <TextField
          label={t('fields.password')}
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
        <CheckboxField
          label={
            <>
              {t('register.acceptTermsBefore')} <Link to={paths.terms}>{t('register.terms')}</Link> {t('register.and')}{' '}
              <Link to={paths.privacy}>{t('register.privacy')}</Link>
            </>
          }
          required
          {...form.checkbox('acceptTerms')}
        />
        <CheckboxField label={t('register.newsletter')} {...form.checkbox('newsletter')} />
        <FormMessage error={form.errors._form} success={register.isSuccess ? t('register.success') : null} />
        {register.isSuccess && (
          // Its own line after the spec's message: the link that confirms the address (docs/contracts.md §6).
          <p className="form-success form-message" role="status">
            {t('register.verificationSent', { email: register.data.user.email })}
          </p>
        )}
        <button type="submit" className="button" disabled={register.isPending || register.isSuccess}>
          {register.isPending ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
      <SocialButtons google={t('social.googleRegister')} github={t('social.githubRegister')} />
      <p className="auth-card__footer">
        {t('register.haveAccount')} <Link to={next ? loginPath : paths.loginDutch}>{t('register.login')}</Link>
      </p>
    </AuthPage>
  );
}
