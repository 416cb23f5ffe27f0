import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withdrawalLastDay, WithdrawalLinkSchema, type WithdrawalAnswer } from '@telecom/domain';
import { TextField } from '../../components/ui/form-field';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { calendarDate, date, euro } from '../../lib/format';
import { useForm } from '../../lib/use-form';
import { useWithdrawal } from './api/get-withdrawal';
import { useRequestWithdrawalLink } from './api/request-withdrawal-link';
import { useWithdrawableOrders } from './api/get-withdrawable-orders';
import { useWithdrawOrder } from './api/withdraw-order';
import { withdrawalStepTwo } from '../../lib/withdrawal';
import './withdrawal.css';

/** The shop's time zone: the withdrawal's date and time are written in it, as in the acknowledgement mail. */
const SHOP_TIME_ZONE = 'Europe/Amsterdam';

/**
 * Step 1 (docs/contracts.md §13 "Withdrawal"): a signed-in customer picks one of their orders of the last 14 days;
 * anyone can ask for the link to step 2 with the order number and the e-mail address it was placed with.
 */
export function WithdrawalStart({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('withdrawal');
  return (
    <>
      <p className="withdrawal__step">{t('step', { step: 1 })}</p>
      {signedIn && <OwnOrders />}
      <LinkRequest signedIn={signedIn} />
    </>
  );
}

function OwnOrders() {
  const { t, i18n } = useTranslation('withdrawal');
  const orders = useWithdrawableOrders();
  const id = useId();
  const language = i18n.resolvedLanguage;
  return (
    <section className="withdrawal__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('start.ownTitle')}</h2>
      {orders.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : orders.isError ? (
        <p className="form-error" role="alert">
          {t('start.ownFailed')}
        </p>
      ) : orders.data.length === 0 ? (
        <p data-testid="no-withdrawable-orders">{t('start.ownEmpty')}</p>
      ) : (
        <ul className="withdrawal__orders" data-testid="withdrawable-orders">
          {orders.data.map((order) => (
            <li key={order.id}>
              <div>
                <strong>{order.product.name}</strong>
                <span className="withdrawal__detail">
                  {order.id} · {euro(order.product.totalWithVatCents, language)} ·{' '}
                  {t('start.until', {
                    date: calendarDate(withdrawalLastDay(order.paidAt!), language, { dateStyle: 'long' }),
                  })}
                </span>
              </div>
              <Link
                className="button button--ghost"
                to={withdrawalStepTwo(order.id)}
                aria-label={t('start.chooseLabel', { id: order.id })}
              >
                {t('start.choose')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LinkRequest({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('withdrawal');
  const id = useId();
  const form = useForm(WithdrawalLinkSchema, { orderId: '', email: '' });
  const request = useRequestWithdrawalLink();
  const submit = form.handleSubmit(({ orderId, email }) =>
    request.mutate({ orderId, email }, { onError: (error) => form.showApiError(error, t('start.failed')) }),
  );
  return (
    <section className="withdrawal__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{signedIn ? t('start.formTitleSignedIn') : t('start.formTitle')}</h2>
      <p>{t('start.formIntro')}</p>
      {request.isSuccess ? (
        <div className="form-success withdrawal__sent" role="status">
          <strong>{t('start.sentTitle')}</strong>
          <p>{request.data.message}</p>
        </div>
      ) : (
        <form className="withdrawal__form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
          <TextField label={t('start.orderId')} autoComplete="off" required {...form.text('orderId')} />
          <TextField label={t('start.email')} type="email" autoComplete="email" required {...form.text('email')} />
          {form.errors._form && (
            <p className="form-error" role="alert">
              {form.errors._form}
            </p>
          )}
          <button type="submit" className="button" disabled={request.isPending}>
            {request.isPending ? t('start.submitting') : t('start.submit')}
          </button>
        </form>
      )}
    </section>
  );
}

/**
 * Step 2: the order, what withdrawing now refunds and the button "Herroeping bevestigen"; after it, the confirmation
 * with the date and time of the withdrawal. For the order's account, or with the token of the mailed link.
 */
export function WithdrawalConfirm({ orderId, token }: { orderId: string; token: string | undefined }) {
  const { t, i18n } = useTranslation('withdrawal');
  const language = i18n.resolvedLanguage;
  const withdrawal = useWithdrawal(orderId, token);
  const withdraw = useWithdrawOrder();
  const [confirmed, setConfirmed] = useState<WithdrawalAnswer | null>(null);
  const id = useId();

  if (withdrawal.isPending)
    return (
      <section className="withdrawal__card" aria-busy="true">
        <p role="status">{t('loading')}</p>
      </section>
    );
  if (withdrawal.isError) {
    const invalid = withdrawal.error instanceof ApiError && [401, 404].includes(withdrawal.error.status);
    return (
      <section className="withdrawal__card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{invalid ? t('invalid.title') : t('confirm.title')}</h2>
        <p role="alert">{invalid ? t('invalid.message') : withdrawal.error.message}</p>
        <p>
          <Link to={paths.withdrawal}>{t('confirm.other')}</Link>
        </p>
      </section>
    );
  }

  const { order, withdrawal: facts } = confirmed ?? withdrawal.data;
  if (confirmed && facts.withdrawnAt) {
    const at = new Date(facts.withdrawnAt);
    return (
      <section
        className="withdrawal__card withdrawal__done"
        aria-labelledby={`${id}-done`}
        data-testid="withdrawal-done"
      >
        <h2 id={`${id}-done`}>{t('done.title')}</h2>
        <p role="status">
          {t('done.message', {
            id: order.id,
            date: date(facts.withdrawnAt, language, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }),
            time: date(at.toISOString(), language, { timeStyle: 'short', timeZone: SHOP_TIME_ZONE }),
          })}
        </p>
        <p>{t('done.refund', { refund: euro(facts.refundCents, language) })}</p>
        {facts.creditNoteNumber && <p>{t('done.creditNote', { number: facts.creditNoteNumber })}</p>}
        {!token && (
          <p>
            <Link to={paths.dashboard}>{t('done.dashboard')}</Link>
          </p>
        )}
      </section>
    );
  }

  return (
    <>
      <p className="withdrawal__step">{t('step', { step: 2 })}</p>
      <section className="withdrawal__card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('confirm.title')}</h2>
        <dl className="withdrawal__facts">
          <div>
            <dt>{t('confirm.order')}</dt>
            <dd data-testid="withdrawal-order">{order.id}</dd>
          </div>
          <div>
            <dt>{t('confirm.product')}</dt>
            <dd>{order.product.name}</dd>
          </div>
          {order.paidAt && (
            <div>
              <dt>{t('confirm.paidOn')}</dt>
              <dd>{date(order.paidAt, language, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE })}</dd>
            </div>
          )}
          <div>
            <dt>{t('confirm.paid')}</dt>
            <dd>{euro(facts.paidCents, language)}</dd>
          </div>
          {facts.possible && (
            <>
              <div>
                <dt>{t('confirm.used')}</dt>
                <dd>{t('confirm.usedDays', { used: facts.daysUsed, count: facts.periodDays })}</dd>
              </div>
              <div className="withdrawal__refund">
                <dt>{t('confirm.refund')}</dt>
                <dd data-testid="withdrawal-refund">{euro(facts.refundCents, language)}</dd>
              </div>
              {facts.lastDay && (
                <div>
                  <dt>{t('confirm.lastDay')}</dt>
                  <dd>{calendarDate(facts.lastDay, language, { dateStyle: 'long' })}</dd>
                </div>
              )}
            </>
          )}
        </dl>
        {facts.refusal ? (
          <p className="form-error" role="alert" data-testid="withdrawal-refusal">
            {t(`refusal.${facts.refusal}`)}
          </p>
        ) : (
          <>
            <p>{t('confirm.ends')}</p>
            <button
              type="button"
              className="button"
              disabled={withdraw.isPending}
              aria-busy={withdraw.isPending || undefined}
              onClick={() => withdraw.mutate({ orderId, token }, { onSuccess: (answer) => setConfirmed(answer) })}
            >
              {withdraw.isPending ? t('confirm.confirming') : t('confirm.button')}
            </button>
            {withdraw.isError && (
              <p className="form-error" role="alert">
                {withdraw.error.message}
              </p>
            )}
          </>
        )}
      </section>
      <p>
        <Link to={paths.withdrawal}>{t('confirm.other')}</Link>
      </p>
    </>
  );
}
