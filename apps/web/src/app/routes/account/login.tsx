import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { afterLoginPath, safeRedirectPath } from '@telecom/domain';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { AuthPage, FormMessage, SocialButtons } from '../../../features/auth/auth-page';
import { readPendingUser } from '../../../features/auth/pending-user';
import { useLogin } from '../../../lib/session';
import { retryingImport } from '../../../lib/retrying-import';
import { useHydrated } from '../../../lib/use-hydrated';
import { useLazyForm } from '../../../lib/use-lazy-form';

// Tried again at the next submit when it could not load (no connection): see lib/retrying-import.ts.
const importSchema = retryingImport(() => import('../../../features/auth/login-schema'));
const loadSchema = () => importSchema().then((module) => module.LoginSchema);

/**
 * /login (spec points 2, 5 and 8): e-mail, password and 'remember me' through POST /api/auth/login; on success
 * to the redirect query, else /admin or /dashboard. The e-mail of a just-registered account is filled in. What is typed
 * before the app has come (a page the server drew) is kept and sent (lib/form-state.ts).
 */
export function LoginRoute() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  // The server, which knows no visitor, drew the form empty: hydrated, it starts as drawn, and the e-mail of a
  // just-registered account follows, unless the visitor has typed one meanwhile.
  const hydrated = useHydrated();
  const [drawnInBrowser] = useState(hydrated);
  const form = useLazyForm(loadSchema, {
    email: (drawnInBrowser && readPendingUser()?.email) || '',
    password: '',
    remember: false,
  });
  const { fillIn } = form;
  useEffect(() => {
    const pending = drawnInBrowser ? undefined : readPendingUser()?.email;
    if (pending) fillIn('email', pending);
  }, [drawnInBrowser, fillIn]);
  // A new account leads back to the same page (docs/contracts.md §9: ordering an AI plan after registering).
  const redirect = safeRedirectPath(params.get('redirect'));
  const registerPath = redirect ? `${paths.register}?redirect=${encodeURIComponent(redirect)}` : paths.registerDutch;

  const submit = form.handleSubmit(({ email, password, remember }) => {
    login.mutate(
      { email, password, remember },
      {
        onSuccess: ({ user }) => void navigate(afterLoginPath(params.get('redirect'), user.role), { replace: true }),
        onError: (error) => form.showApiError(error, t('login.failed')),
      },
    );
  });

  return (
    <AuthPage title={t('login.title')} description={t('login.description')} lead={t('login.lead')}>
      <form className="auth-form" onSubmit={submit} onFocus={form.prepare} noValidate aria-label={t('login.title')}>
        <TextField label={t('fields.email')} type="email" autoComplete="email" required {...form.text('email')} />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          {...form.text('password')}
        />
        <div className="auth-form__inline">
          <CheckboxField label={t('login.remember')} {...form.checkbox('remember')} />
          <Link to={paths.forgotPassword}>{t('login.forgot')}</Link>
        </div>
        <FormMessage error={form.errors._form} />
        <button type="submit" className="button" disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <SocialButtons google={t('social.googleLogin')} github={t('social.githubLogin')} />
      <p className="auth-card__footer">
        {t('login.noAccount')} <Link to={registerPath}>{t('login.register')}</Link>
      </p>
    </AuthPage>
  );
}
