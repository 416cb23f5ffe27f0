import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ACCOUNT_CHOICES,
  CARD_INPUT_LIMITS,
  CheckoutLoginSchema,
  CheckoutNewAccountSchema,
  PAYMENT_METHODS,
  WithdrawalConsentSchema,
  createCardSchema,
  wizardVat,
  type AccountChoice,
} from '@telecom/domain';
import { ContractSummaryLink } from '../../components/ui/contract-summary-link';
import { TextField } from '../../components/ui/form-field';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useFormErrors } from '../../lib/use-form-errors';
import { useLogin, type SessionUser } from '../../lib/session';
import { countryName } from '../../lib/countries';
import { PriceOverview, type WizardProduct } from './price-overview';
import type { CardValues, CheckoutForm, NewAccountValues } from './checkout-form';

interface PaymentStepProps {
  checkout: CheckoutForm;
  /** What is ordered: its price overview and its terms. */
  product: WizardProduct;
  /** Names what is ordered in the price overview when the priced product cannot (PriceOverview's `description`). */
  productDescription?: string;
  user: SessionUser | null;
  showAllErrors: boolean;
  /** Errors the server gave for the new account (e.g. a common password, or an e-mail address with an account). */
  accountErrors: Record<string, string>;
  /** The server's refusal of a missing consent to delivery starting at once, shown on its checkbox. */
  consentError?: string;
  busy: boolean;
  onPlaceOrder: () => void;
  onEditDetails: () => void;
}

/** Whether a product is an eSIM (delivered as a QR code by e-mail or sms), as eSIM Pro and travel plans are. */
const isEsim = (product: WizardProduct) => product.kind === 'esim-pro' || product.kind === 'travel';

/**
 * Step 3 of every order wizard (spec points 2, 4 and 5): the account choice (guest, log in with the real login call,
 * or a new account), the payment method with the card form for a credit card, the details to check, the price
 * overview with VAT and the terms of what is ordered: minimum term, cancelling and the right of withdrawal, with the
 * required consent (docs/contracts.md §8).
 */
export function PaymentStep({
  checkout,
  product,
  productDescription,
  user,
  showAllErrors,
  accountErrors,
  consentError,
  busy,
  onPlaceOrder,
  onEditDetails,
}: PaymentStepProps) {
  const { t } = useTranslation('checkout');
  const { account, paymentMethod } = checkout.values;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onPlaceOrder();
  };

  return (
    <div className="wizard-panel">
      <fieldset className="choice-group">
        <legend>{t('account.title')}</legend>
        <div className="choice-group__options">
          {ACCOUNT_CHOICES.map((choice) => (
            <label key={choice} className="choice">
              <input
                type="radio"
                name="account"
                value={choice}
                checked={account === choice}
                onChange={() => checkout.update({ account: choice as AccountChoice })}
              />
              <span className="choice__title">{t(`account.${choice}.title`)}</span>
              <span className="choice__detail">
                {choice === 'new' && !isEsim(product) ? t('account.new.detailServices') : t(`account.${choice}.detail`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {account === 'existing' && <ExistingAccount checkout={checkout} user={user} />}

      <form className="order-form" noValidate onSubmit={onSubmit} aria-label={t('placeOrder.formLabel')}>
        {account === 'new' && (
          <NewAccount checkout={checkout} showAllErrors={showAllErrors} serverErrors={accountErrors} />
        )}

        <fieldset className="choice-group">
          <legend>{t('payment.title')}</legend>
          <div className="choice-group__options choice-group__options--four">
            {PAYMENT_METHODS.map((method) => (
              <label key={method} className="choice">
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method}
                  checked={paymentMethod === method}
                  onChange={() => checkout.update({ paymentMethod: method })}
                />
                <span className="choice__title">{t(`payment.${method}`)}</span>
              </label>
            ))}
          </div>
          {paymentMethod === 'creditcard' && <CardForm checkout={checkout} showAllErrors={showAllErrors} />}
        </fieldset>

        <DetailsSummary checkout={checkout} showDelivery={isEsim(product)} onEdit={onEditDetails} />
        <PriceOverview
          product={product}
          headingLevel={3}
          description={productDescription}
          vat={wizardVat(checkout.values.shipping.country, checkout.values.business)}
        />
        <OrderTerms checkout={checkout} product={product} showAllErrors={showAllErrors} serverError={consentError} />

        <p className="order-form__terms">
          {t('placeOrder.terms')} <Link to={paths.terms}>{t('placeOrder.termsLink')}</Link>
        </p>
        <button type="submit" className="button button--large" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('placeOrder.busy') : t('placeOrder.button')}
        </button>
        <p className="visually-hidden" role="status">
          {busy ? t('placeOrder.busy') : ''}
        </p>
      </form>
    </div>
  );
}

/**
 * The terms of what is ordered (docs/contracts.md §8): eSIM Pro's minimum term (the chosen contract length) and how to
 * cancel it, a travel plan's lack of both, a monthly service's month (VOIP, docs/contracts.md §9), and the 14-day right
 * of withdrawal with the required consent to delivery starting at once.
 */
function OrderTerms({
  checkout,
  product,
  showAllErrors,
  serverError,
}: {
  checkout: CheckoutForm;
  product: WizardProduct;
  showAllErrors: boolean;
  serverError?: string;
}) {
  const { t } = useTranslation('checkout');
  const forms = useFormErrors();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const { withdrawalConsent } = checkout.values;
  const esim = isEsim(product);
  const { errors } = forms.validate(WithdrawalConsentSchema, { withdrawalConsent });
  const error = (showAllErrors || touched ? errors.withdrawalConsent : undefined) ?? serverError;
  return (
    <section className="order-terms" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('terms.title')}</h3>
      <dl className="order-terms__list">
        <div>
          <dt>{t('terms.minimumTerm')}</dt>
          <dd data-testid="minimum-term">
            {product.kind === 'esim-pro'
              ? t('terms.esimProTerm', { count: product.configuration.durationMonths })
              : product.kind === 'travel'
                ? t('terms.travelTerm')
                : t('terms.monthlyTerm')}
          </dd>
        </div>
        <div>
          <dt>{t('terms.cancelling')}</dt>
          <dd>
            {product.kind === 'esim-pro'
              ? t('terms.esimProCancel')
              : product.kind === 'travel'
                ? t('terms.travelCancel')
                : t('terms.monthlyCancel')}
          </dd>
        </div>
        <div>
          <dt>{t('terms.withdrawal')}</dt>
          <dd>
            {esim ? t('terms.withdrawalText') : t('terms.withdrawalServiceText')}{' '}
            <Link to={paths.withdrawal}>{t('terms.withdrawalLink')}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('contractSummary.title')}</dt>
          <dd>
            {t('contractSummary.hint')}{' '}
            <ContractSummaryLink choice={product}>{t('contractSummary.link')}</ContractSummaryLink>
          </dd>
        </div>
      </dl>
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            name="withdrawalConsent"
            checked={withdrawalConsent}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-consent-error` : undefined}
            onChange={(event) => {
              checkout.update({ withdrawalConsent: event.target.checked });
              setTouched(true);
            }}
          />
          <span>{esim ? t('terms.consent') : t('terms.consentService')} *</span>
        </label>
        {error && (
          <p id={`${id}-consent-error`} className="form-error field__error">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}

/** The existing-account login (spec points 5 and 8): 'Vul alle velden in', 'Inloggen mislukt. Probeer opnieuw.', 'Succesvol ingelogd!'. */
function ExistingAccount({ checkout, user }: { checkout: CheckoutForm; user: SessionUser | null }) {
  const { t } = useTranslation('checkout');
  const forms = useFormErrors();
  const login = useLogin();
  const [values, setValues] = useState({ email: '', password: '', rememberMe: false });
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  if (user) {
    return (
      <div className="signed-in" role="status">
        {message?.kind === 'success' && <p className="form-success">{message.text}</p>}
        <p>{t('account.signedInAs', { name: user.name, email: user.email })}</p>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { data } = forms.validate(CheckoutLoginSchema, values);
    if (!data) {
      setMessage({ kind: 'error', text: t('login.fillAll') });
      return;
    }
    setMessage(null);
    login.mutate(
      { email: data.email, password: data.password, remember: values.rememberMe },
      {
        onSuccess: ({ user: signedIn }) => {
          setMessage({ kind: 'success', text: t('login.success') });
          // Spec point 2: after the checkout login the name and e-mail are filled in from the account.
          checkout.update((current) => ({
            shipping: { ...current.shipping, name: signedIn.name, email: signedIn.email },
          }));
        },
        onError: (error) =>
          setMessage({
            kind: 'error',
            text:
              error instanceof ApiError && error.status !== 401 && error.status !== 400
                ? error.message
                : t('login.failed'),
          }),
      },
    );
  };

  return (
    <form className="checkout-login" noValidate onSubmit={onSubmit} aria-labelledby="checkout-login-title">
      <h3 id="checkout-login-title">{t('login.title')}</h3>
      <div className="form-grid">
        <TextField
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
        <TextField
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={values.rememberMe}
          onChange={(event) => setValues({ ...values, rememberMe: event.target.checked })}
        />
        {t('login.remember')}
      </label>
      <div className="checkout-login__actions">
        <button type="submit" className="button" aria-disabled={login.isPending || undefined}>
          {login.isPending ? t('login.busy') : t('login.submit')}
        </button>
        <Link to={paths.forgotPassword}>{t('login.forgot')}</Link>
      </div>
      <p
        className={message?.kind === 'success' ? 'form-success' : 'form-error'}
        role={message?.kind === 'error' ? 'alert' : 'status'}
      >
        {message?.text}
      </p>
    </form>
  );
}

function NewAccount({
  checkout,
  showAllErrors,
  serverErrors,
}: {
  checkout: CheckoutForm;
  showAllErrors: boolean;
  serverErrors: Record<string, string>;
}) {
  const { t } = useTranslation('checkout');
  const forms = useFormErrors();
  const id = useId();
  const values = checkout.values.newAccount;
  const [touched, setTouched] = useState<Partial<Record<keyof NewAccountValues, boolean>>>({});
  const { errors } = forms.validate(CheckoutNewAccountSchema, values);
  const errorOf = (name: keyof NewAccountValues) =>
    (showAllErrors || touched[name] ? errors[name] : undefined) ?? serverErrors[name];
  const set = (change: Partial<NewAccountValues>) =>
    checkout.update((current) => ({ newAccount: { ...current.newAccount, ...change } }));
  const blur = (name: keyof NewAccountValues) => () => setTouched((current) => ({ ...current, [name]: true }));
  const accountError = serverErrors.email ?? serverErrors.firstName ?? serverErrors.lastName ?? serverErrors._form;

  return (
    <fieldset className="choice-group new-account">
      <legend>{t('newAccount.title')}</legend>
      <p className="choice-group__hint">{t('newAccount.intro', { email: checkout.values.shipping.email })}</p>
      <div className="form-grid">
        <TextField
          label={`${t('newAccount.password')} *`}
          type="password"
          name="new-password"
          autoComplete="new-password"
          hint={t('newAccount.passwordHint')}
          value={values.password}
          error={errorOf('password')}
          onChange={(event) => set({ password: event.target.value })}
          onBlur={blur('password')}
        />
        <TextField
          label={`${t('newAccount.passwordConfirm')} *`}
          type="password"
          name="new-password-confirm"
          autoComplete="new-password"
          value={values.passwordConfirm}
          error={errorOf('passwordConfirm')}
          onChange={(event) => set({ passwordConfirm: event.target.value })}
          onBlur={blur('passwordConfirm')}
        />
      </div>
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={values.agreeTerms}
            aria-invalid={errorOf('agreeTerms') ? true : undefined}
            aria-describedby={errorOf('agreeTerms') ? `${id}-terms-error` : undefined}
            onChange={(event) => {
              set({ agreeTerms: event.target.checked });
              blur('agreeTerms')();
            }}
          />
          <span>
            {t('newAccount.agreeTerms')} (<Link to={paths.terms}>{t('newAccount.termsLink')}</Link>) *
          </span>
        </label>
        {errorOf('agreeTerms') && (
          <p id={`${id}-terms-error`} className="form-error field__error">
            {errorOf('agreeTerms')}
          </p>
        )}
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={values.agreeMarketing}
          onChange={(event) => set({ agreeMarketing: event.target.checked })}
        />
        <span>{t('newAccount.agreeMarketing')}</span>
      </label>
      {accountError && (
        <p className="form-error" role="alert">
          {accountError}
        </p>
      )}
    </fieldset>
  );
}

function CardForm({ checkout, showAllErrors }: { checkout: CheckoutForm; showAllErrors: boolean }) {
  const { t } = useTranslation('checkout');
  const forms = useFormErrors();
  const card = checkout.values.card;
  const [touched, setTouched] = useState<Partial<Record<keyof CardValues, boolean>>>({});
  // The card must not have expired: the rules of this month, the same the step rule and the server apply.
  const { year, month } = checkout.state.currentMonth;
  const cardSchema = useMemo(() => createCardSchema({ year, month }), [year, month]);
  const { errors } = forms.validate(cardSchema, card);
  const field = (
    name: keyof CardValues,
    label: string,
    extra: { maxLength?: number; autoComplete: string; inputMode?: 'numeric'; placeholder?: string },
  ) => ({
    name: `card-${name}`,
    label: `${label} *`,
    value: card[name],
    error: showAllErrors || touched[name] ? errors[name] : undefined,
    onChange: (event: { target: { value: string } }) =>
      checkout.update((current) => ({ card: { ...current.card, [name]: event.target.value } })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    ...extra,
  });
  return (
    <div className="card-form">
      <TextField
        {...field('number', t('card.number'), {
          maxLength: CARD_INPUT_LIMITS.number,
          autoComplete: 'cc-number',
          inputMode: 'numeric',
          placeholder: '1234 5678 9012 3456',
        })}
      />
      <div className="form-grid">
        <TextField
          {...field('expiry', t('card.expiry'), {
            maxLength: CARD_INPUT_LIMITS.expiry,
            autoComplete: 'cc-exp',
            inputMode: 'numeric',
            placeholder: t('card.expiryPlaceholder'),
          })}
        />
        <TextField
          {...field('cvc', t('card.cvc'), {
            maxLength: CARD_INPUT_LIMITS.cvc,
            autoComplete: 'cc-csc',
            inputMode: 'numeric',
            placeholder: '123',
          })}
        />
      </div>
      <TextField {...field('name', t('card.name'), { autoComplete: 'cc-name' })} />
    </div>
  );
}

function DetailsSummary({
  checkout,
  showDelivery,
  onEdit,
}: {
  checkout: CheckoutForm;
  showDelivery: boolean;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation('checkout');
  const { shipping, delivery } = checkout.values;
  const house = [shipping.houseNumber, shipping.houseNumberAddition].filter(Boolean).join(' ');
  return (
    <section className="details-summary" aria-labelledby="details-summary-title">
      <div className="details-summary__head">
        <h3 id="details-summary-title">{t('summary.title')}</h3>
        <button type="button" className="link-button" onClick={onEdit}>
          {t('summary.edit')}
        </button>
      </div>
      <p>
        {shipping.name}
        <br />
        {[shipping.street, house].filter(Boolean).join(' ')}
        {shipping.addressLine2 && (
          <>
            <br />
            {shipping.addressLine2}
          </>
        )}
        <br />
        {[shipping.postcode, shipping.city].filter(Boolean).join(' ')}
        {shipping.province && `, ${shipping.province}`}
        <br />
        {countryName(shipping.country, i18n.resolvedLanguage)}
      </p>
      <p>
        {shipping.email} · {shipping.phone}
      </p>
      {showDelivery && <p>{t(`summary.delivery.${delivery}`, { email: shipping.email, phone: shipping.phone })}</p>}
    </section>
  );
}
