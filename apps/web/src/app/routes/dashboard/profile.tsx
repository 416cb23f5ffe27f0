import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChangeFormSchema, ProfileSchema } from '@telecom/domain';
import { TextField } from '../../../components/ui/form-field';
import { AccountNav } from '../../../features/account/account-nav';
import { PrivacyCard } from '../../../features/account/privacy-card';
import { FormMessage } from '../../../features/auth/auth-page';
import { PasswordStrengthMeter } from '../../../features/auth/password-strength-meter';
import { useChangePassword } from '../../../features/auth/api/change-password';
import { useUpdateProfile } from '../../../features/auth/api/update-profile';
import { useSession, type SessionUser } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';

/**
 * /dashboard/profile: the customer's name, e-mail and phone (PUT /api/auth/profile), password (PUT /api/auth/password),
 * and their data: the export and the deletion of the account (docs/contracts.md §14).
 */
export function ProfileRoute() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <title>{`${t('profile.title')} | ${t('brand.name', { ns: 'common' })}`}</title>
      <meta name="description" content={t('profile.description')} />
      <section className="page-hero page-hero--compact">
        <div className="container">
          <h1>{t('profile.title')}</h1>
          <p className="page-hero__lead">{t('profile.lead')}</p>
        </div>
      </section>
      <AccountNav />
      <div className="container account-page account-forms">
        <ProfileForm user={user} />
        <PasswordForm email={user.email} />
        <PrivacyCard />
      </div>
    </>
  );
}

function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const form = useForm(ProfileSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
  });
  const [saved, setSaved] = useState<string | null>(null);
  const submit = form.handleSubmit((values) => {
    update.reset();
    setSaved(null);
    const previousEmail = user.email;
    update.mutate(values, {
      // A new address is unconfirmed until its link is opened; the old one is told of the change (docs/contracts.md §6).
      onSuccess: ({ user: changed }) =>
        setSaved(
          changed.email.toLowerCase() !== previousEmail.toLowerCase()
            ? t('profile.savedNewEmail', { email: changed.email })
            : t('profile.saved'),
        ),
      onError: (error) => form.showApiError(error, t('profile.failed')),
    });
  });
  return (
    <form className="account-card auth-form" onSubmit={submit} noValidate aria-labelledby="profile-details">
      <h2 id="profile-details">{t('profile.details')}</h2>
      <div className="auth-form__row">
        <TextField label={t('fields.firstName')} autoComplete="given-name" required {...form.text('firstName')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" required {...form.text('lastName')} />
      </div>
      <TextField label={t('fields.email')} type="email" autoComplete="email" required {...form.text('email')} />
      <TextField label={t('fields.phoneOptional')} type="tel" autoComplete="tel" {...form.text('phone')} />
      <FormMessage error={form.errors._form} success={saved} />
      <button type="submit" className="button" disabled={update.isPending}>
        {update.isPending ? t('profile.saving') : t('profile.save')}
      </button>
    </form>
  );
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const form = useForm(PasswordChangeFormSchema, EMPTY_PASSWORDS);
  const submit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.reset();
    change.mutate(
      { email, currentPassword, newPassword },
      {
        onSuccess: () => form.reset(EMPTY_PASSWORDS),
        onError: (error) => form.showApiError(error, t('password.failed')),
      },
    );
  });
  return (
    <form className="account-card auth-form" onSubmit={submit} noValidate aria-labelledby="profile-password">
      <h2 id="profile-password">{t('password.title')}</h2>
      <TextField
        label={t('fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        {...form.text('currentPassword')}
      />
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...form.text('newPassword')}
      />
      <PasswordStrengthMeter password={form.values.newPassword} />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...form.text('confirmPassword')}
      />
      <FormMessage error={form.errors._form} success={change.isSuccess ? t('password.changed') : null} />
      <button type="submit" className="button" disabled={change.isPending}>
        {change.isPending ? t('password.saving') : t('password.save')}
      </button>
    </form>
  );
}
