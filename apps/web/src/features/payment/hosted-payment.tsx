import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { IDEAL_BANKS, type HostedPayment, type SimulatePaymentBody } from '@telecom/domain';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { euro, localeOf } from '../../lib/format';
import { usePayment } from './api/get-payment';
import { useSimulatePayment } from './api/simulate-payment';
import './payment.css';

type Outcome = SimulatePaymentBody['outcome'];
type BankId = (typeof IDEAL_BANKS)[number]['id'];

/** Where to go after the payment: the answer's address, inside the app when it is one of the site's own. */
function useGoTo() {
  const navigate = useNavigate();
  return (url: string) => {
    const target = new URL(url, window.location.href);
    if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}${target.hash}`);
    else window.location.assign(target.href);
  };
}

/**
 * The simulated payment provider's hosted payment page (docs/contracts.md §7), in the site's frame and clearly a test:
 * the merchant, the amount with VAT, the description, the method (a bank to choose for iDEAL) and the expiry, with
 * buttons that pay, fail or cancel the payment and then send the visitor back to the order's confirmation page.
 */
export function HostedPaymentPage({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const payment = usePayment(transactionId);
  const notFound = payment.isError && payment.error instanceof ApiError && payment.error.status === 404;
  // The tab's title says how the payment stands: paid, failed, cancelled or expired once it is closed.
  const state = payment.isPending
    ? t('hostedPayment.meta.open')
    : payment.isError
      ? notFound
        ? t('hostedPayment.notFound.title')
        : t('hostedPayment.error.title')
      : t(`hostedPayment.meta.${payment.data.status}`);

  return (
    <div className="container hosted-payment">
      <title>{t('hostedPayment.meta.state', { state, brand: tc('brand.name') })}</title>
      <p className="hosted-payment__banner" role="note">
        <strong>{t('hostedPayment.testMode')}</strong> {t('hostedPayment.testModeDetail')}
      </p>
      {payment.isPending ? (
        <section className="hosted-payment__card" aria-busy="true">
          <h1>{t('hostedPayment.title')}</h1>
          <p role="status">{t('hostedPayment.loading')}</p>
        </section>
      ) : payment.isError ? (
        <PaymentProblem
          title={
            payment.error instanceof ApiError && payment.error.status === 404
              ? t('hostedPayment.notFound.title')
              : t('hostedPayment.error.title')
          }
          message={
            payment.error instanceof ApiError && payment.error.status === 404
              ? t('hostedPayment.notFound.message')
              : payment.error.message
          }
          onRetry={
            payment.error instanceof ApiError && payment.error.status === 404 ? undefined : () => void payment.refetch()
          }
        />
      ) : payment.data.status !== 'open' ? (
        <PaymentClosed payment={payment.data} />
      ) : (
        <OpenPayment payment={payment.data} onClosed={() => void payment.refetch()} />
      )}
    </div>
  );
}

function PaymentProblem({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <section className="hosted-payment__card">
      <h1>{title}</h1>
      <p role="alert">{message}</p>
      <div className="hosted-payment__actions">
        {onRetry && (
          <button type="button" className="button" onClick={onRetry}>
            {t('hostedPayment.retry')}
          </button>
        )}
        <Link className="button button--ghost" to={paths.home}>
          {t('hostedPayment.home')}
        </Link>
      </div>
    </section>
  );
}

/** A payment that is paid, failed, expired or cancelled: its status and the way to the order. */
function PaymentClosed({ payment }: { payment: HostedPayment }) {
  const { t } = useTranslation('checkout');
  return (
    <section className="hosted-payment__card" aria-labelledby="payment-closed-title">
      <h1 id="payment-closed-title">{t('hostedPayment.closed.title')}</h1>
      <p>
        {t('hostedPayment.closed.message')}{' '}
        <span className={`badge badge--${payment.status === 'paid' ? 'paid' : 'expired'}`}>
          {t(`paymentStatus.${payment.status}`)}
        </span>
      </p>
      <PaymentFacts payment={payment} />
      <div className="hosted-payment__actions">
        <Link className="button" to={payment.returnUrl}>
          {t('hostedPayment.closed.toOrder')}
        </Link>
      </div>
    </section>
  );
}

function PaymentFacts({ payment }: { payment: HostedPayment }) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.resolvedLanguage;
  const expires = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(payment.expiresAt),
  );
  return (
    <dl className="hosted-payment__facts">
      <div>
        <dt>{t('hostedPayment.merchant')}</dt>
        <dd>{payment.merchant}</dd>
      </div>
      <div className="hosted-payment__amount">
        <dt>{t('hostedPayment.amount')}</dt>
        <dd data-testid="payment-amount">{euro(payment.amountCents, language)}</dd>
      </div>
      <div>
        <dt>{t('hostedPayment.description')}</dt>
        <dd>{payment.description}</dd>
      </div>
      <div>
        <dt>{t('hostedPayment.method')}</dt>
        <dd>{t(`payment.${payment.method}`)}</dd>
      </div>
      <div>
        <dt>{t('hostedPayment.transaction')}</dt>
        <dd>{payment.transactionId}</dd>
      </div>
      {payment.status === 'open' && (
        <div>
          <dt>{t('hostedPayment.expires')}</dt>
          <dd>
            <time dateTime={payment.expiresAt}>{expires}</time>
          </dd>
        </div>
      )}
    </dl>
  );
}

function OpenPayment({ payment, onClosed }: { payment: HostedPayment; onClosed: () => void }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const goTo = useGoTo();
  const simulate = useSimulatePayment();
  const [bank, setBank] = useState<BankId | ''>('');
  const [bankMissing, setBankMissing] = useState(false);
  const [running, setRunning] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ideal = payment.method === 'ideal';

  const run = (outcome: Outcome) => {
    if (simulate.isPending) return;
    if (outcome === 'paid' && ideal && bank === '') {
      setBankMissing(true);
      document.getElementById(`${id}-bank`)?.focus();
      return;
    }
    setError(null);
    setRunning(outcome);
    simulate.mutate(
      { transactionId: payment.transactionId, outcome, ...(ideal && bank !== '' ? { bank } : {}) },
      {
        onSuccess: (answer) => goTo(answer.redirectUrl),
        onError: (failure) => {
          setRunning(null);
          if (failure instanceof ApiError && failure.code === 'PAYMENT_NOT_OPEN') onClosed();
          else setError(failure instanceof ApiError ? failure.message : t('hostedPayment.error.title'));
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run('paid');
  };

  return (
    <section className="hosted-payment__card" aria-labelledby="payment-title">
      <p className="hosted-payment__provider">{t('hostedPayment.provider')}</p>
      <h1 id="payment-title">{t('hostedPayment.title')}</h1>
      <PaymentFacts payment={payment} />
      <form className="hosted-payment__form" noValidate onSubmit={onSubmit} aria-labelledby="payment-title">
        {ideal && (
          <div className="field">
            <label htmlFor={`${id}-bank`}>{t('hostedPayment.bank')} *</label>
            <select
              id={`${id}-bank`}
              value={bank}
              required
              aria-invalid={bankMissing && bank === '' ? true : undefined}
              aria-describedby={bankMissing && bank === '' ? `${id}-bank-error` : undefined}
              onChange={(event) => {
                setBank(IDEAL_BANKS.find((candidate) => candidate.id === event.target.value)?.id ?? '');
              }}
            >
              <option value="">{t('hostedPayment.chooseBank')}</option>
              {IDEAL_BANKS.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
            {bankMissing && bank === '' && (
              <p id={`${id}-bank-error`} className="form-error field__error" role="alert">
                {t('hostedPayment.bankRequired')}
              </p>
            )}
          </div>
        )}
        <div className="hosted-payment__actions">
          <button type="submit" className="button button--large" disabled={simulate.isPending}>
            {running === 'paid' ? t('hostedPayment.busy') : t('hostedPayment.pay')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={simulate.isPending}
            onClick={() => run('failed')}
          >
            {running === 'failed' ? t('hostedPayment.busy') : t('hostedPayment.fail')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={simulate.isPending}
            onClick={() => run('canceled')}
          >
            {running === 'canceled' ? t('hostedPayment.busy') : t('hostedPayment.cancel')}
          </button>
        </div>
        <p className="visually-hidden" role="status">
          {running ? t('hostedPayment.busy') : ''}
        </p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
