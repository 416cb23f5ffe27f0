import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OrderIdPathSchema } from '@telecom/domain';
import { useWithdrawalToken } from '../../../features/withdrawal/use-withdrawal-token';
import { WithdrawalConfirm, WithdrawalStart } from '../../../features/withdrawal/withdrawal-steps';
import { useSession } from '../../../lib/session';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * /herroepen (docs/contracts.md §13 "Withdrawal", Directive 2023/2673): step 1 identifies the order (a signed-in
 * customer's orders of the last 14 days, or the order number and e-mail address: a link to step 2 is mailed); step 2,
 * `?order={id}` (with the mailed link's `t`), shows the refund and confirms. The order and its token are the visitor's:
 * the page drawn at build shows step 1, and step 2 follows once the app runs.
 */
export function WithdrawRoute() {
  const { t } = useTranslation('withdrawal');
  const { t: tc } = useTranslation();
  const hydrated = useHydrated();
  const { user } = useSession();
  const [params] = useSearchParams();
  const requested = hydrated ? params.get('order') : null;
  const orderId = requested && OrderIdPathSchema.safeParse({ id: requested }).success ? requested : null;
  const token = useWithdrawalToken(orderId);
  return (
    <>
      <title>{t('meta.title', { brand: tc('brand.name') })}</title>
      <meta name="description" content={t('meta.description')} />
      <div className="container withdrawal">
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
        {orderId ? (
          <WithdrawalConfirm key={orderId} orderId={orderId} token={token} />
        ) : (
          <WithdrawalStart signedIn={hydrated && user !== null} />
        )}
      </div>
    </>
  );
}
