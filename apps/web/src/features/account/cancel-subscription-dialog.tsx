import { useTranslation } from 'react-i18next';
import { cancellationEnd, type SubscriptionRecord } from '@telecom/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
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
  const cancel = useCancelSubscription();
  const endsOn = cancellationEnd(localToday(), subscription.minimumTermEnd);
  return (
    <ConfirmDialog
      title={t('dashboard.cancel.title', { name: subscription.name })}
      text={t('dashboard.cancel.text', { date: calendarDate(endsOn, i18n.resolvedLanguage) })}
      error={cancel.isError && t('dashboard.subscriptions.actionFailed')}
      cancelLabel={t('dashboard.cancel.keep')}
      confirmLabel={t('dashboard.cancel.confirm')}
      pendingLabel={t('dashboard.cancel.cancelling')}
      pending={cancel.isPending}
      danger
      onClose={onClose}
      onConfirm={(close) =>
        cancel.mutate(subscription.id, {
          onSuccess: (answer) => {
            onCancelled(answer.subscription);
            close();
          },
        })
      }
    />
  );
}
