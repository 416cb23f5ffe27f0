// What steps 2 and 3 of every order wizard read and change (the eSIM wizard's and the VOIP wizard's; only step 1,
// what is ordered, differs): the details, the account and payment choices, and what step 3 asks for each order and
// never saves (a new account's password, the card, the consent to delivery starting at once).
import {
  DEFAULT_ACCOUNT_CHOICE,
  DEFAULT_DELIVERY_METHOD,
  DEFAULT_PAYMENT_METHOD,
  EMPTY_BUSINESS,
  EMPTY_SHIPPING,
  calendarMonthOf,
  type BusinessValues,
  type CheckoutDetailsState,
  type SavedCheckoutDetails,
} from '@telecom/domain';
import type { SessionUser } from '../../lib/session';

export type NewAccountValues = {
  password: string;
  passwordConfirm: string;
  agreeTerms: boolean;
  agreeMarketing: boolean;
};

export type CardValues = {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
};

/** Steps 2 and 3's values: the saved part plus what step 3 asks for each order, which never leaves the page. */
export interface CheckoutFormValues extends SavedCheckoutDetails {
  readonly newAccount: NewAccountValues;
  readonly card: CardValues;
  readonly withdrawalConsent: boolean;
  /** A business order's company details (docs/contracts.md §13), kept in the page only, like the card. */
  readonly business: BusinessValues;
}

export type CheckoutFormChange =
  Partial<CheckoutFormValues> | ((current: CheckoutFormValues) => Partial<CheckoutFormValues>);

/** The part of a wizard that the details step, the payment step and the order placement work with. */
export interface CheckoutForm {
  readonly values: CheckoutFormValues;
  readonly update: (change: CheckoutFormChange) => void;
  /** The domain's view of steps 2 and 3, with the month it is now (a card that expired before it is refused). */
  readonly state: CheckoutDetailsState;
}

export const EMPTY_NEW_ACCOUNT: NewAccountValues = {
  password: '',
  passwordConfirm: '',
  agreeTerms: false,
  agreeMarketing: false,
};

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '', name: '' };

/** The saved details, or a first visit's: the signed-in customer's name, e-mail and phone filled in. */
export function startingDetails(saved: SavedCheckoutDetails | null, user: SessionUser | null): CheckoutFormValues {
  return {
    shipping: saved?.shipping ?? {
      ...EMPTY_SHIPPING,
      ...(user ? { name: user.name, email: user.email, phone: user.phone ?? '' } : {}),
    },
    delivery: saved?.delivery ?? DEFAULT_DELIVERY_METHOD,
    account: saved?.account ?? (user ? 'existing' : DEFAULT_ACCOUNT_CHOICE),
    paymentMethod: saved?.paymentMethod ?? DEFAULT_PAYMENT_METHOD,
    newAccount: EMPTY_NEW_ACCOUNT,
    card: EMPTY_CARD,
    withdrawalConsent: false,
    business: EMPTY_BUSINESS,
  };
}

/** The domain's view of steps 2 and 3, for their rules, in the month it is now (for the card's expiry). */
export function checkoutDetailsState(
  values: CheckoutFormValues,
  user: SessionUser | null,
  now = new Date(),
): CheckoutDetailsState {
  return {
    shipping: values.shipping,
    delivery: values.delivery,
    account: values.account,
    signedIn: user !== null,
    newAccount: values.newAccount,
    paymentMethod: values.paymentMethod,
    card: values.paymentMethod === 'creditcard' ? values.card : undefined,
    withdrawalConsent: values.withdrawalConsent,
    business: values.business,
    currentMonth: calendarMonthOf(now),
  };
}
