import { useTranslation } from 'react-i18next';
import { formatPhoneNumber, type SipAccountAnswer, type SipPasswordAnswer } from '@telecom/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
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
  const setPassword = useSetSipPassword();
  const number = formatPhoneNumber(account.number);
  const replacing = account.passwordSetAt !== null;
  return (
    <ConfirmDialog
      title={replacing ? t('phone.dialog.titleNew', { number }) : t('phone.dialog.titleFirst', { number })}
      text={replacing ? t('phone.dialog.textNew') : t('phone.dialog.textFirst')}
      error={setPassword.isError && t('phone.dialog.failed')}
      cancelLabel={t('phone.dialog.cancel')}
      confirmLabel={replacing ? t('phone.sip.newPassword') : t('phone.dialog.confirm')}
      pendingLabel={t('phone.dialog.working')}
      pending={setPassword.isPending}
      danger={replacing}
      onClose={onClose}
      onConfirm={(close) =>
        setPassword.mutate(account.number, {
          onSuccess: (answer) => {
            onSet(answer);
            close();
          },
        })
      }
    />
  );
}
