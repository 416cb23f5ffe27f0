import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountDeleteSchema } from '@telecom/domain';
import { TextField } from '../../components/ui/form-field';
import { useModal } from '../../components/ui/use-modal';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useLogout } from '../../lib/session';
import { useForm } from '../../lib/use-form';
import { useDeleteAccount } from './api/delete-account';
import { useDownloadAccountData } from './api/download-account-data';

/**
 * The profile page's privacy card (docs/contracts.md §14): "Download my data" saves the account's data export as JSON;
 * "Delete my account" opens the two steps of `DeleteAccountDialog`.
 */
export function PrivacyCard() {
  const { t } = useTranslation('account');
  const download = useDownloadAccountData();
  const [deleting, setDeleting] = useState(false);
  return (
    <section className="account-card privacy-card" aria-labelledby="profile-privacy">
      <h2 id="profile-privacy">{t('privacy.title')}</h2>
      <p>{t('privacy.exportText')}</p>
      <p>
        <button
          type="button"
          className="button button--ghost"
          disabled={download.isPending}
          aria-busy={download.isPending || undefined}
          onClick={() => download.mutate()}
        >
          {download.isPending ? t('privacy.exporting') : t('privacy.export')}
        </button>
      </p>
      {download.isError && (
        <p className="form-error" role="alert">
          {t('privacy.exportFailed')}
        </p>
      )}
      <h3>{t('privacy.deleteTitle')}</h3>
      <p>{t('privacy.deleteText')}</p>
      <p>
        <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
          {t('privacy.delete')}
        </button>
      </p>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </section>
  );
}

type Step = 'explain' | 'confirm' | 'done';

/**
 * Deleting the account in two steps: what is deleted and what is kept for 7 years, then the password. Once deleted,
 * the dialog says so; leaving it ends the session on every page and goes to the home page.
 */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const { ref, close } = useModal();
  const id = useId();
  const navigate = useNavigate();
  const logout = useLogout();
  const remove = useDeleteAccount();
  const [step, setStep] = useState<Step>('explain');
  const form = useForm(AccountDeleteSchema, { password: '' });

  const leave = () => {
    logout.mutate();
    void navigate(paths.home, { replace: true });
  };
  const submit = form.handleSubmit((values) => {
    remove.reset();
    remove.mutate(values, {
      onSuccess: () => setStep('done'),
      onError: (error) =>
        form.showApiError(error, error instanceof ApiError ? error.message : t('privacy.dialog.failed')),
    });
  });

  return (
    <dialog
      ref={ref}
      className="account-dialog privacy-dialog"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={step === 'done' ? leave : onClose}
    >
      {step === 'explain' && (
        <>
          <h2 id={`${id}-title`}>{t('privacy.dialog.title')}</h2>
          <div id={`${id}-text`}>
            <p className="account-dialog__lead">{t('privacy.dialog.step1')}</p>
            <h3>{t('privacy.dialog.deletedTitle')}</h3>
            <ul>
              <li>{t('privacy.dialog.deleted.account')}</li>
              <li>{t('privacy.dialog.deleted.services')}</li>
              <li>{t('privacy.dialog.deleted.contact')}</li>
            </ul>
            <h3>{t('privacy.dialog.keptTitle')}</h3>
            <p>{t('privacy.dialog.kept')}</p>
            <p>{t('privacy.dialog.exportFirst')}</p>
          </div>
          <div className="account-dialog__actions">
            <button type="button" className="button button--ghost" autoFocus onClick={close}>
              {t('privacy.dialog.keep')}
            </button>
            <button type="button" className="button button--danger" onClick={() => setStep('confirm')}>
              {t('privacy.dialog.continue')}
            </button>
          </div>
        </>
      )}
      {step === 'confirm' && (
        <form className="account-dialog__form" onSubmit={submit} noValidate>
          <h2 id={`${id}-title`}>{t('privacy.dialog.confirmTitle')}</h2>
          <p id={`${id}-text`} className="account-dialog__lead">
            {t('privacy.dialog.step2')}
          </p>
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            required
            autoFocus
            {...form.text('password')}
          />
          {form.errors._form && (
            <p className="form-error" role="alert">
              {form.errors._form}
            </p>
          )}
          <div className="account-dialog__actions">
            <button type="button" className="button button--ghost" onClick={() => setStep('explain')}>
              {t('privacy.dialog.back')}
            </button>
            <button
              type="submit"
              className="button button--danger"
              disabled={remove.isPending}
              aria-busy={remove.isPending || undefined}
            >
              {remove.isPending ? t('privacy.dialog.deleting') : t('privacy.dialog.confirm')}
            </button>
          </div>
        </form>
      )}
      {step === 'done' && (
        <>
          <h2 id={`${id}-title`}>{t('privacy.dialog.doneTitle')}</h2>
          <p id={`${id}-text`} role="status">
            {t('privacy.dialog.done')}
          </p>
          <div className="account-dialog__actions">
            <button type="button" className="button" autoFocus onClick={close}>
              {t('privacy.dialog.home')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
