// The order wizards' shipping (billing) details as typed (spec point 3), before any schema judges them, and the full
// name split for the account a new customer creates in step 3.

/** The shipping fields of spec point 3, as typed. */
export const SHIPPING_FIELDS = [
  'country',
  'name',
  'email',
  'phone',
  'postcode',
  'houseNumber',
  'houseNumberAddition',
  'street',
  'city',
  'province',
  'addressLine2',
] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingValues = Record<ShippingField, string>;

/** The shipping form before anything is typed: the Netherlands, every field empty. */
export const EMPTY_SHIPPING: ShippingValues = {
  country: 'NL',
  name: '',
  email: '',
  phone: '',
  postcode: '',
  houseNumber: '',
  houseNumberAddition: '',
  street: '',
  city: '',
  province: '',
  addressLine2: '',
};

/**
 * A full name split for registration: the first word is the first name, the rest the last name ('Jan de Vries'
 * → Jan / de Vries). A single word gives an empty last name, which registration then asks for.
 */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}
