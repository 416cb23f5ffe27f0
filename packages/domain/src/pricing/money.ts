// Money as integer euro cents (docs/contracts.md §2): every price, discount and VAT amount is a whole number of
// cents, and a percentage of an amount is rounded half up to a whole cent at each step. Euros as numbers or
// strings exist only at the edges (spec texts such as '19.99', the order record's `totalPrice`).
//
// Rounding: "half up" means a half cent goes away from zero (0.5 → 1, 2.5 → 3, -2.5 → -3), the usual
// commercial rule. Amounts in this product are never negative; the symmetric rule only keeps refunds and
// corrections honest should they appear.

/** The Dutch VAT rate on every price, in percent (spec point 9). */
export const VAT_PERCENT = 21;

/** The currency of every amount (spec point 9: "Currency is the euro"). */
export const CURRENCY = 'EUR';

const MAX_PERCENT_DECIMALS = 6;

function assertWholeCents(cents: number, name = 'cents'): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`${name} must be a whole number of cents, got ${String(cents)}`);
  }
}

/**
 * Rounds to the nearest integer, a half going away from zero (2.5 → 3, -2.5 → -3).
 * For a share of an amount in cents use `percentOfCents`, which works on integers and so cannot be
 * thrown off by floating-point dust (e.g. `1.005 * 100` is 100.49999…).
 */
export function roundHalfUp(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${String(value)}`);
  const rounded = Math.sign(value) * Math.floor(Math.abs(value) + 0.5);
  return rounded === 0 ? 0 : rounded; // no -0
}

/** `numerator / denominator` for integers, rounded half away from zero, in exact integer arithmetic. */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator);
  const dividend = Math.abs(numerator);
  let quotient = Math.floor(dividend / denominator);
  let remainder = dividend - quotient * denominator;
  // The float division can land one off for large operands; the remainder puts it right.
  if (remainder < 0) {
    quotient -= 1;
    remainder += denominator;
  } else if (remainder >= denominator) {
    quotient += 1;
    remainder -= denominator;
  }
  if (remainder * 2 >= denominator) quotient += 1;
  const result = sign * quotient;
  return result === 0 ? 0 : result;
}

/** The power of ten that makes `percent` whole (12.5 → 10), up to 6 decimals. */
function percentScale(percent: number): number {
  for (let decimals = 0, scale = 1; decimals <= MAX_PERCENT_DECIMALS; decimals += 1, scale *= 10) {
    const scaled = percent * scale;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9) return scale;
  }
  throw new RangeError(`A percentage may have at most ${MAX_PERCENT_DECIMALS} decimals, got ${percent}`);
}

/**
 * `percent`% of an amount in cents, rounded half up to a whole cent (docs/contracts.md §2).
 * `percentOfCents(950, 21)` = 199.5 → 200; `percentOfCents(1350, 21)` = 283.5 → 284.
 * Exact: the percentage is turned into a whole number first, so no floating-point rounding is involved.
 */
export function percentOfCents(cents: number, percent: number): number {
  assertWholeCents(cents);
  if (!Number.isFinite(percent)) throw new RangeError(`percent must be a finite number, got ${String(percent)}`);
  const scale = percentScale(percent);
  const numerator = cents * Math.round(percent * scale);
  if (!Number.isSafeInteger(numerator)) throw new RangeError('Amount too large for exact arithmetic');
  return divideRoundHalfUp(numerator, 100 * scale);
}

const EURO_TEXT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Euros to cents, exactly: `'19.99'` and `19.99` both give 1999 (never 1998.9999…).
 * A string is a plain decimal with a dot and at most two decimals (`'19'`, `'19.9'`, `'19.99'`, `'-5.00'`),
 * surrounding spaces allowed. A number must be a whole number of cents (float dust such as
 * `0.1 + 0.2` is tolerated). Anything else — more decimals, commas, `NaN` — throws a RangeError.
 */
export function eurosToCents(euros: string | number): number {
  if (typeof euros === 'number') {
    if (!Number.isFinite(euros)) throw new RangeError(`Not an amount in euros: ${String(euros)}`);
    const cents = Math.round(euros * 100);
    if (Math.abs(euros * 100 - cents) > 1e-6) {
      throw new RangeError(`${euros} euros is not a whole number of cents`);
    }
    assertWholeCents(cents, 'amount');
    return cents === 0 ? 0 : cents;
  }
  const match = EURO_TEXT.exec(euros.trim());
  if (!match) throw new RangeError(`Not an amount in euros: '${euros}'`);
  const [, minus, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  assertWholeCents(cents, 'amount');
  return minus && cents !== 0 ? -cents : cents;
}

/** Cents to euros as a number (1999 → 19.99), e.g. for the order record's `totalPrice`. */
export function centsToEuros(cents: number): number {
  assertWholeCents(cents);
  return cents / 100;
}

/** Cents to the spec's euro text with a dot and two decimals (1999 → '19.99'), as in plan prices and queries. */
export function centsToEuroString(cents: number): string {
  assertWholeCents(cents);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * How the site's three languages write an amount in euros: CLDR's patterns as `Intl.NumberFormat` gives them for
 * `style: 'currency'` (nl `€ -1.234,50`, en `-€1,234.50`, es `-1234,50 €`; Spanish groups thousands only from five
 * digits), written out here because a browser's first `Intl.NumberFormat` loads its number data, 25–30 ms of main
 * thread on a desktop and four times that on a phone, inside the hydration of every page that shows a price
 * (docs/decisions/027). The server renders with the same code, so the HTML and the hydrated page cannot differ.
 * A test compares them with `Intl` on a range of amounts; another locale still goes through `Intl`.
 */
type EuroStyle = readonly [pattern: string, decimal: ',' | '.', groupFrom: number];

/** Per language: the pattern ('-' the sign, '#' the number), the decimal separator, grouping from this many digits. */
const EURO_STYLES: Partial<Record<string, EuroStyle>> = {
  nl: ['€\u00a0-#', ',', 4],
  en: ['-€#', '.', 4],
  es: ['-#\u00a0€', ',', 5],
};

/** The style of a locale the table knows (`nl`, `nl-NL`, `en-GB`, `es-ES`), or undefined. */
const euroStyle = (locale: string) =>
  /^(nl|en|es)(-(NL|GB|ES))?$/.test(locale) ? EURO_STYLES[locale.slice(0, 2)] : undefined;

/** Whole digits with the style's thousands separator, from as many digits as the language groups: '1.234', '1234'. */
function groupThousands(whole: string, [, decimal, groupFrom]: EuroStyle): string {
  return whole.length >= groupFrom ? whole.replace(/\B(?=(\d{3})+$)/g, decimal === ',' ? '.' : ',') : whole;
}

/** |cents| in euros with the style's separators, e.g. '1.234,50' (grouped) or '1234,50'. */
function writeEuros(cents: number, style: EuroStyle, grouping: boolean): string {
  const absolute = Math.abs(cents);
  const whole = String(Math.floor(absolute / 100));
  return `${grouping ? groupThousands(whole, style) : whole}${style[1]}${String(absolute % 100).padStart(2, '0')}`;
}

const intlFormats = new Map<string, Intl.NumberFormat>();

function intlFormat(locale: string, options: Intl.NumberFormatOptions, key: string) {
  let format = intlFormats.get(`${key}:${locale}`);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    intlFormats.set(`${key}:${locale}`, format);
  }
  return format;
}

/**
 * An amount in the page language's currency format (docs/contracts.md §2): nl `€ 38,12`, en `€38.12`,
 * es `38,12 €`. Intl separates the symbol with a no-break space (U+00A0) in nl and es, so a line never
 * breaks between the symbol and the number; compare with that character, not a plain space.
 */
export function formatEuro(cents: number, locale: string): string {
  assertWholeCents(cents);
  const style = euroStyle(locale);
  if (style) return style[0].replace('-', cents < 0 ? '-' : '').replace('#', writeEuros(cents, style, true));
  return intlFormat(locale, { style: 'currency', currency: CURRENCY }, 'currency').format(cents / 100);
}

/**
 * An amount with two decimals and the language's decimal separator, without a currency symbol and without
 * thousands grouping: nl `38,12`, en `38.12`. For texts such as the wizard's "… per maand" total and the
 * cart's `totalPrice` (spec point 3: "a string with a decimal comma").
 */
export function formatCentsPlain(cents: number, locale: string): string {
  assertWholeCents(cents);
  const style = euroStyle(locale);
  if (style) return `${cents < 0 ? '-' : ''}${writeEuros(cents, style, false)}`;
  return intlFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }, 'plain').format(
    cents / 100,
  );
}

/**
 * A number as `Intl.NumberFormat(locale)` writes it by default (at most three decimals, rounded half away from zero,
 * thousands grouped): nl `1.234,5`, en `1,234.5`, es `1234,5` and `12.345`. Written out for the site's languages for
 * the reason of EURO_STYLES (a page that shows a quantity would otherwise load Intl's number data while it hydrates);
 * another locale, and what plain digits cannot say (infinities, -0, 10^15 and more), go through `Intl`.
 */
export function formatNumber(value: number, locale: string): string {
  const style = euroStyle(locale);
  // Intl rounds the shortest decimal that names the double (1.0005 is 1.000499…, written '1.0005': '1.001').
  const shortest = String(Math.abs(value));
  if (!style || !Number.isFinite(value) || Object.is(value, -0) || shortest.includes('e') || Math.abs(value) >= 1e15)
    return intlFormat(locale, {}, 'number').format(value);
  let [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length > 3) {
    const thousandths = BigInt(whole + fraction.slice(0, 3)) + (fraction[3]! >= '5' ? 1n : 0n);
    const digits = thousandths.toString().padStart(4, '0');
    [whole, fraction] = [digits.slice(0, -3), digits.slice(-3)];
  }
  const decimals = fraction.replace(/0+$/, '');
  const sign = value < 0 ? '-' : ''; // Intl too writes -0.0001 as '-0'
  return `${sign}${groupThousands(whole, style)}${decimals ? style[1] + decimals : ''}`;
}

// A consumer's price (docs/contracts.md §13): the catalogue lists prices before VAT, as the spec prints them; a
// consumer sees them with VAT as the main figure. Before the checkout the visitor's country is not known, so the
// pages add the Dutch rate; the checkout and the invoice apply the customer's own country's rate. Here, beside the
// other money helpers, because the home page, which shows such a price, has no room for a module of its own.
/** A price before VAT (cents, not negative) with the Dutch VAT added, rounded half up to a whole cent: 7999 → 9679. */
export function withDutchVatCents(centsBeforeVat: number): number {
  assertWholeCents(centsBeforeVat);
  // percentOfCents(cents, VAT_PERCENT) for a whole percentage and an amount of 0 or more, in the few bytes the home
  // page can spare: cents × 21 / 100 rounded half up, exact in integers up to 4 × 10^14 cents. A test holds the two equal.
  return centsBeforeVat + Math.floor((centsBeforeVat * VAT_PERCENT + 50) / 100);
}
