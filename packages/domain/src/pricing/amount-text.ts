// An amount of euros as a person types it in the back office (docs/contracts.md §7 "Strict input": Dutch notation).
//
// Dutch notation first: a comma before the cents and dots between thousands.
// - Accepted: `1.234,56`, `1234,56`, `12,5` (= 12,50), `12`, `€ 12,50`, `€12,50`, `12,50 €`, `€1.234` (= 1234 euros),
//   `1.234.567,89`; and a decimal point with one or two decimals when there is no comma (`1234.56`, `12.5`), as a
//   plain number or the English admin's form writes it.
// - Thousands dots only between groups of exactly three digits after a first group of one to three (`1.234`, not
//   `12.34.5` or `1234.567`). A dot followed by exactly three digits is a thousands dot (`1.234` is 1234 euros).
// - Refused as `format`: English notation with a comma before a decimal point (`1,234.56` — a thousand times off if
//   misread, so never guessed), two commas, a sign or letters, spaces inside the number, `,50` or `12,`.
// - Refused as `decimals`: more than two decimals (`12,345`, `1,234` — a comma is always the decimal comma).
// - Refused as `negative`: a minus sign (`-12,50`, `− 5`), before or after the euro sign.
// - `tooLarge`: more cents than a safe whole number holds (callers check their own maximum).
// Spaces around the number and the euro sign, and no-break spaces (as Intl writes `€ 12,50`), are allowed.

export type AmountTextError = 'format' | 'decimals' | 'negative' | 'tooLarge';
export type AmountTextResult = { ok: true; cents: number } | { ok: false; error: AmountTextError };

const AMOUNT_TEXT = /^([-−]?)\s*(?:€\s*)?([-−]?)\s*([\d.,]+)\s*(?:€)?$/;
const THOUSANDS = /^\d{1,3}(?:\.\d{3})+$/;
const DIGITS = /^\d+$/;

function euros(whole: string, fraction: string): AmountTextResult {
  if (fraction.length > 2) return { ok: false, error: 'decimals' };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? { ok: true, cents } : { ok: false, error: 'tooLarge' };
}

/** The whole euros of the part before the decimal separator: digits, or digits with thousands dots. */
function wholeOf(text: string): string | null {
  if (DIGITS.test(text)) return text;
  if (THOUSANDS.test(text)) return text.replace(/\./g, '');
  return null;
}

/** Whole cents of an amount typed in Dutch notation (see the rules above), or why it is refused. */
export function parseAmountCents(text: string): AmountTextResult {
  const trimmed = text.replace(/\u00a0|\u202f/g, ' ').trim();
  if ((trimmed.match(/€/g) ?? []).length > 1) return { ok: false, error: 'format' };
  const match = AMOUNT_TEXT.exec(trimmed);
  if (!match) return { ok: false, error: 'format' };
  const [, signBefore = '', signAfter = '', number = ''] = match;
  if (signBefore !== '' && signAfter !== '') return { ok: false, error: 'format' };
  const result = parseNumber(number);
  if (result.ok && (signBefore !== '' || signAfter !== '') && result.cents !== 0) {
    return { ok: false, error: 'negative' };
  }
  return result;
}

function parseNumber(number: string): AmountTextResult {
  const comma = number.indexOf(',');
  if (comma !== -1) {
    if (number.indexOf(',', comma + 1) !== -1 || number.lastIndexOf('.') > comma) return { ok: false, error: 'format' };
    const whole = wholeOf(number.slice(0, comma));
    const fraction = number.slice(comma + 1);
    if (whole === null || !DIGITS.test(fraction)) return { ok: false, error: 'format' };
    return euros(whole, fraction);
  }
  if (DIGITS.test(number)) return euros(number, '');
  if (THOUSANDS.test(number)) return euros(number.replace(/\./g, ''), '');
  const decimal = /^(\d+)\.(\d+)$/.exec(number);
  if (decimal) return euros(decimal[1]!, decimal[2]!);
  return { ok: false, error: 'format' };
}
