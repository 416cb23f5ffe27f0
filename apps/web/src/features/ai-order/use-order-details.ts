// What an AI plan's order asks besides the plan (docs/contracts.md §9): the billing details (the order's `customer`,
// `ShippingDetailsSchema`), the payment method with a card that has not expired (`createCardSchema`) and the consent
// to the service starting at once (`WithdrawalConsentSchema`): the same schemas the API reads the order with. Errors
// show for a field once it has been left, and for every field once the customer tries to order; the server's own
// refusals show on their fields until that field changes.
import { useMemo, useState } from 'react';
import {
  DEFAULT_PAYMENT_METHOD,
  EMPTY_SHIPPING,
  ShippingDetailsSchema,
  WithdrawalConsentSchema,
  calendarMonthOf,
  createCardSchema,
  type PaymentMethod,
  type ShippingDetails,
  type ShippingField,
  type ShippingValues,
} from '@telecom/domain';
import { useFormErrors } from '../../lib/use-form-errors';
import type { SessionUser } from '../../lib/session';

export interface CardValues {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly name: string;
}
export type CardField = keyof CardValues;

/** The address part of the details (the contact part comes from the account). */
const ADDRESS_FIELDS = ['postcode', 'houseNumber', 'houseNumberAddition', 'street', 'city'] as const;

const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '', name: '' };

/** The parts of `POST /api/orders` besides the product, as the schemas accepted them. */
export interface OrderDetailsParts {
  readonly customer: ShippingDetails;
  readonly payment: { method: 'creditcard'; card: CardValues } | { method: Exclude<PaymentMethod, 'creditcard'> };
  readonly withdrawalConsent: true;
}

/** The billing details of a signed-in customer: their name, e-mail address and phone number from the account. */
export function detailsOfAccount(user: SessionUser | null): ShippingValues {
  return user ? { ...EMPTY_SHIPPING, name: user.name, email: user.email, phone: user.phone ?? '' } : EMPTY_SHIPPING;
}

export function useOrderDetails(user: SessionUser | null, now = new Date()) {
  const forms = useFormErrors();
  const [details, setDetails] = useState<ShippingValues>(() => detailsOfAccount(user));
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [consent, setConsent] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});

  // The card must not have expired: the rules of this month, the same the server applies.
  const { year, month } = calendarMonthOf(now);
  const cardSchema = useMemo(() => createCardSchema({ year, month }), [year, month]);

  const { data: customer, errors: detailErrors } = forms.validate(ShippingDetailsSchema, details);
  const cardErrors = paymentMethod === 'creditcard' ? forms.validate(cardSchema, card).errors : {};
  const consentErrors = forms.validate(WithdrawalConsentSchema, { withdrawalConsent: consent }).errors;

  const shown = (key: string, error: string | undefined) =>
    (showAll || touched.has(key) ? error : undefined) ?? serverErrors[key];
  const forget = (key: string) =>
    setServerErrors((current) => {
      if (!(key in current)) return current;
      return Object.fromEntries(Object.entries(current).filter(([field]) => field !== key));
    });

  return {
    details,
    paymentMethod,
    card,
    consent,
    setDetail(field: ShippingField, value: string) {
      setDetails((current) => ({ ...current, [field]: value }));
      forget(`customer.${field}`);
    },
    /** Fills in an address (e.g. of an earlier order) while the customer has typed none yet. */
    fillInAddress(address: Partial<ShippingValues>) {
      setDetails((current) => {
        const typed = ADDRESS_FIELDS.some((field) => current[field] !== '');
        return typed ? current : { ...current, ...address };
      });
    },
    setPaymentMethod,
    setCardField(field: CardField, value: string) {
      setCard((current) => ({ ...current, [field]: value }));
      forget(`payment.card.${field}`);
    },
    setConsent(value: boolean) {
      setConsent(value);
      setTouched((current) => new Set(current).add('withdrawalConsent'));
      forget('withdrawalConsent');
    },
    /** A field has been left: its error shows from now on. */
    leave(key: string) {
      setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
    },
    detailError: (field: ShippingField) => shown(`customer.${field}`, detailErrors[field]),
    cardError: (field: CardField) => shown(`payment.card.${field}`, cardErrors[field]),
    consentError: shown('withdrawalConsent', consentErrors.withdrawalConsent),
    /** The server refused the order: its field errors show where they belong (`customer.city`, `payment.card.cvc`). */
    showServerErrors: setServerErrors,
    /**
     * Tries to order: every error shows; the order's parts when all is well, else null (and the focus goes to the
     * first field that needs attention, found by the caller in its form).
     */
    submit(): OrderDetailsParts | null {
      setShowAll(true);
      const valid = Object.keys(cardErrors).length === 0 && Object.keys(consentErrors).length === 0;
      if (!customer || !valid) return null;
      return {
        customer,
        payment: paymentMethod === 'creditcard' ? { method: 'creditcard', card } : { method: paymentMethod },
        withdrawalConsent: true,
      };
    },
  };
}

export type OrderDetails = ReturnType<typeof useOrderDetails>;
