import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cancellationEnd, type SubscriptionRecord } from '@telecom/domain';
import { useModal } from '../../components/ui/use-modal';
import { calendarDate, localToday } from '../../lib/format';
import { useCancelSubscription } from './api/cancel-subscription';

/**
 * Asks before cancelling (docs/contracts.md §8), stating the end date a cancellation today has: the later of this month's
 * end and the minimum term's end. The card then shows the end date the API answered.
 */
export function CancelSubscriptionDialog({
  subscription,
  onClose,
  onCancelled,
}: {
  subscription: SubscriptionRecord;
  onClose: () => void;
  onCancelled: (cancelled: SubscriptionRecord) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const { ref, close, onClick } = useModal({ closeOnBackdrop: true });
  const id = useId();
  const cancel = useCancelSubscription();
  const endsOn = cancellationEnd(localToday(), subscription.minimumTermEnd);
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
      <h2 id={`${id}-title`}>{t('dashboard.cancel.title', { name: subscription.name })}</h2>
      <p id={`${id}-text`}>{t('dashboard.cancel.text', { date: calendarDate(endsOn, i18n.resolvedLanguage) })}</p>
      {cancel.isError && (
        <p className="form-error" role="alert">
          {t('dashboard.subscriptions.actionFailed')}
        </p>
      )}
      <div className="account-dialog__actions">
        <button type="button" className="button button--ghost" autoFocus onClick={close}>
          {t('dashboard.cancel.keep')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={cancel.isPending}
          aria-busy={cancel.isPending || undefined}
          onClick={() =>
            cancel.mutate(subscription.id, {
              onSuccess: (answer) => {
                onCancelled(answer.subscription);
                close();
              },
            })
          }
        >
          {cancel.isPending ? t('dashboard.cancel.cancelling') : t('dashboard.cancel.confirm')}
        </button>
      </div>
    </dialog>
  );
}
