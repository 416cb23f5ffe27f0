import { useTranslation } from 'react-i18next';
import {
  AdminSettingsSchema,
  formatPhoneNumber,
  LANGUAGE_NAMES,
  SUPPORTED_LANGUAGES,
  type AdminSettings,
} from '@telecom/domain';
import { TextField } from '../../../components/ui/form-field';
import { useSettings } from '../../../features/admin/api/get-settings';
import { useUpdateSettings } from '../../../features/admin/api/update-settings';
import { AdminHeader } from '../../../features/admin/list-ui';
import { FormMessage } from '../../../features/auth/auth-page';
import { useForm } from '../../../lib/use-form';

/**
 * /admin/settings: company name, the seller's address, KvK and btw number (on every invoice PDF), support address,
 * support phone and hours (with the rest on every page, mail and invoice: docs/decisions/045), payment term of new
 * invoices, default language.
 */
export function AdminSettingsRoute() {
  const { t } = useTranslation('admin');
  const settings = useSettings();
  return (
    <>
      <AdminHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : (
        <p role={settings.isError ? 'alert' : 'status'} className={settings.isError ? 'form-error' : undefined}>
          {settings.isError ? t('errors.load') : t('list.loading')}
        </p>
      )}
    </>
  );
}

function SettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation('admin');
  const save = useUpdateSettings();
  const form = useForm(AdminSettingsSchema, {
    ...settings,
    invoiceDueDays: String(settings.invoiceDueDays),
    supportPhone: formatPhoneNumber(settings.supportPhone),
  });
  const submit = form.handleSubmit((values) => {
    save.reset();
    save.mutate(values, { onError: (error) => form.showApiError(error, t('errors.action')) });
  });
  return (
    <form className="admin-card admin-form" onSubmit={submit} noValidate aria-label={t('settings.title')}>
      <TextField label={t('settings.companyName')} autoComplete="organization" required {...form.text('companyName')} />
      <fieldset className="field admin-form__group">
        <legend>{t('settings.sellerTitle')}</legend>
        <p className="field__hint">{t('settings.sellerHint')}</p>
        <TextField
          label={t('settings.companyAddress')}
          autoComplete="street-address"
          required
          {...form.text('companyAddress')}
        />
        <div className="admin-form__row">
          <TextField
            label={t('settings.companyPostcode')}
            autoComplete="postal-code"
            required
            {...form.text('companyPostcode')}
          />
          <TextField
            label={t('settings.companyCity')}
            autoComplete="address-level2"
            required
            {...form.text('companyCity')}
          />
        </div>
        <div className="admin-form__row">
          <TextField
            label={t('settings.kvkNumber')}
            inputMode="numeric"
            autoComplete="off"
            required
            {...form.text('kvkNumber')}
          />
          <TextField label={t('settings.vatNumber')} autoComplete="off" required {...form.text('vatNumber')} />
        </div>
      </fieldset>
      <TextField
        label={t('settings.supportEmail')}
        type="email"
        autoComplete="off"
        required
        {...form.text('supportEmail')}
      />
      <TextField
        label={t('settings.supportPhone')}
        type="tel"
        autoComplete="off"
        required
        hint={t('settings.supportPhoneHint')}
        {...form.text('supportPhone')}
      />
      <fieldset className="field admin-form__group">
        <legend>{t('settings.supportHoursTitle')}</legend>
        <p className="field__hint">{t('settings.supportHoursHint')}</p>
        <div className="admin-form__row">
          <TextField label={t('settings.supportHoursFrom')} type="time" required {...form.text('supportHoursFrom')} />
          <TextField label={t('settings.supportHoursTo')} type="time" required {...form.text('supportHoursTo')} />
        </div>
      </fieldset>
      <TextField
        label={t('settings.invoiceDueDays')}
        type="number"
        min={1}
        max={90}
        inputMode="numeric"
        required
        hint={t('settings.invoiceDueDaysHint')}
        {...form.text('invoiceDueDays')}
      />
      <div className="field">
        <label htmlFor="settings-language">{t('settings.defaultLanguage')}</label>
        <select
          id="settings-language"
          value={form.values.defaultLanguage}
          onChange={(event) => form.set('defaultLanguage', event.target.value)}
        >
          {SUPPORTED_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </div>
      <FormMessage error={form.errors._form} success={save.isSuccess ? t('settings.saved') : null} />
      <div className="admin-form__actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('actions.saving') : t('actions.save')}
        </button>
      </div>
    </form>
  );
}
