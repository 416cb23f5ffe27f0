import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhoneNumber, type SipAccountAnswer, type SipPasswordAnswer } from '@telecom/domain';
import { useModal } from '../../components/ui/use-modal';
import { useSetSipPassword } from './api/set-sip-password';

/**
 * Asks before setting a number's SIP password (docs/contracts.md §15): a new one stops the current one at once, so
 * the dialog says so when there is one. Cancel has the focus; Escape or a click outside closes it. The new password
 * goes to `onSet`, which shows it this once.
 */
export function SetSipPasswordDialog({
  account,
  onClose,
  onSet,
}: {
  account: SipAccountAnswer;
  onClose: () => void;
  onSet: (answer: SipPasswordAnswer) => void;
}) {
  const { t } = useTranslation('account');
  const { ref, close, onClick } = useModal({ closeOnBackdrop: true });
  const id = useId();
  const setPassword = useSetSipPassword();
  const number = formatPhoneNumber(account.number);
  const replacing = account.passwordSetAt !== null;
  return (
    <dialog
      ref={ref}
      className="account-dialog"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
      onClick={onClick}
    >
      <h2 id={`${id}-title`}>
        {replacing ? t('phone.dialog.titleNew', { number }) : t('phone.dialog.titleFirst', { number })}
      </h2>
      <p id={`${id}-text`}>{replacing ? t('phone.dialog.textNew') : t('phone.dialog.textFirst')}</p>
      {setPassword.isError && (
        <p className="form-error" role="alert">
          {t('phone.dialog.failed')}
        </p>
      )}
      <div className="account-dialog__actions">
        <button type="button" className="button button--ghost" autoFocus onClick={close}>
          {t('phone.dialog.cancel')}
        </button>
        <button
          type="button"
          className={replacing ? 'button button--danger' : 'button'}
          disabled={setPassword.isPending}
          aria-busy={setPassword.isPending || undefined}
          onClick={() =>
            setPassword.mutate(account.number, {
              onSuccess: (answer) => {
                onSet(answer);
                close();
              },
            })
          }
        >
          {setPassword.isPending
            ? t('phone.dialog.working')
            : replacing
              ? t('phone.sip.newPassword')
              : t('phone.dialog.confirm')}
        </button>
      </div>
    </dialog>
  );
}
