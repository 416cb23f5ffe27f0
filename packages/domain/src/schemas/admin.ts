// The back office's write bodies (docs/contracts.md §4, /api/admin/*): customers, invoices, status changes and bulk
// actions. The web forms validate with the same schemas, so browser and server say the same thing.

import { z } from 'zod';
import {
  CUSTOMER_PLAN_NAMES,
  CUSTOMER_PLANS,
  CUSTOMER_STATUSES,
  DEFAULT_PLAN_NAMES,
  INVOICE_STATUSES,
  planOfPlanName,
  type CustomerPlan,
  type CustomerPlanName,
} from '../admin-lists/types.js';
import { isCalendarDate, isIsoDate } from '../admin-lists/iso-date.js';
import { EmailSchema, isValidDutchPostcode, MAX_LENGTH, normalizeDutchPostcode, requiredText } from './fields.js';
import { SUPPORTED_LANGUAGES } from '../i18n/languages.js';
import { parseAmountCents } from '../pricing/amount-text.js';
import { DEFAULT_COMPANY_SETTINGS, dutchPhoneToE164 } from '../company/company-details.js';

/** The largest invoice amount the back office accepts, in cents (one million euros). */
export const MAX_INVOICE_CENTS = 100_000_000;
/** The most rows a bulk action takes at once. */
export const MAX_BULK_IDS = 500;

/**
 * A customer as the admin creates or edits it. The plan is a plan name of the catalogue (`planName`: 'VOIP Standard',
 * 'VOIP Business', …) and its product line follows from it; a caller may send the product line (`plan`) alone, and
 * then the API keeps the customer's plan name when the line is unchanged, else gives the line's default
 * (`DEFAULT_PLAN_NAMES`). Both sent must agree. Neither: "Choose a plan" on `planName`, the form's field.
 */
export const AdminCustomerSchema = z
  .object({
    name: requiredText('validation.name.required', MAX_LENGTH.name),
    email: EmailSchema,
    plan: z.enum(CUSTOMER_PLANS, { error: 'validation.plan.invalid' }).optional(),
    planName: z
      .enum(CUSTOMER_PLAN_NAMES as readonly [CustomerPlanName, ...CustomerPlanName[]], {
        error: 'validation.plan.invalid',
      })
      .optional(),
    status: z.enum(CUSTOMER_STATUSES, { error: 'validation.status.invalid' }),
  })
  .refine((value) => value.plan !== undefined || value.planName !== undefined, {
    message: 'validation.plan.invalid',
    path: ['planName'],
    // Also when other fields fail, so that an empty form names every missing field at once.
    when: (payload) => {
      const value = payload.value as { plan?: unknown; planName?: unknown } | undefined;
      return typeof value === 'object' && value !== null && value.plan === undefined && value.planName === undefined;
    },
  })
  .refine(
    (value) =>
      value.plan === undefined || value.planName === undefined || planOfPlanName(value.planName) === value.plan,
    {
      message: 'validation.plan.invalid',
      path: ['planName'],
    },
  )
  .transform((value) => ({ ...value, plan: value.plan ?? planOfPlanName(value.planName!) }));
export type AdminCustomerInput = z.input<typeof AdminCustomerSchema>;

/**
 * The plan name a customer is stored with after a save: the one sent; without one, the customer's own while the
 * product line stays the same (a VOIP Standard customer saved with `plan: 'voip'` stays VOIP Standard), else the
 * line's default.
 */
export function resolvePlanName(
  input: { plan: CustomerPlan; planName?: CustomerPlanName | undefined },
  current?: { plan: CustomerPlan; planName: string },
): string {
  if (input.planName !== undefined) return input.planName;
  if (current && current.plan === input.plan) return current.planName;
  return DEFAULT_PLAN_NAMES[input.plan];
}
export type AdminCustomerData = z.output<typeof AdminCustomerSchema>;

const AMOUNT_TEXT_MESSAGES = {
  format: 'validation.amount.format',
  decimals: 'validation.amount.invalid',
  negative: 'validation.amount.invalid',
  tooLarge: 'validation.amount.tooLarge',
} as const;

/**
 * Euros as a number (at least 0, at most 2 decimals) or as typed in Dutch notation (`1.234,56`, `€ 12,50`, `12,5`,
 * `1234.56`; see `parseAmountCents`) → whole cents, at most MAX_INVOICE_CENTS. English thousands (`1,234.56`) are
 * refused with a message that shows the expected notation.
 */
export const EuroAmountSchema = z
  .union([z.number(), z.string()], { error: 'validation.amount.invalid' })
  .transform((value, context) => {
    const fail = (message: (typeof AMOUNT_TEXT_MESSAGES)[keyof typeof AMOUNT_TEXT_MESSAGES]) => {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    let cents: number;
    if (typeof value === 'number') {
      const match = Number.isFinite(value) ? /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(value)) : null;
      if (!match) return fail('validation.amount.invalid');
      cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
    } else {
      const result = parseAmountCents(value);
      if (!result.ok) return fail(AMOUNT_TEXT_MESSAGES[result.error]);
      cents = result.cents;
    }
    return cents > MAX_INVOICE_CENTS ? fail('validation.amount.tooLarge') : cents;
  });

/** A date a person enters: `YYYY-MM-DD` that exists on the calendar (2026-02-30 is refused, 2028-02-29 is a date). */
const CalendarDateSchema = z
  .string({ error: 'validation.date.invalid' })
  .refine(isCalendarDate, 'validation.date.invalid');

const invoiceDates = {
  issueDate: CalendarDateSchema,
  dueDate: CalendarDateSchema,
};

function dueNotBeforeIssue<T extends z.ZodType<{ issueDate: string; dueDate: string }>>(schema: T) {
  return schema.refine((value) => value.dueDate >= value.issueDate, {
    message: 'validation.dueDate.beforeIssue',
    path: ['dueDate'],
    when: (payload) =>
      isIsoDate((payload.value as { issueDate?: unknown }).issueDate) &&
      isIsoDate((payload.value as { dueDate?: unknown }).dueDate),
  });
}

const RecurringSchema = z.boolean({ error: 'validation.invalid' }).optional().default(false);

/** The id of the customer an invoice bills: a positive whole number, also as digits in a text (a select's value). */
const CustomerIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: 'validation.customer.required' })
    .int('validation.customer.required')
    .positive('validation.customer.required'),
);

/** What an invoice's single line says; empty: "Services" in the customer's language. */
const LineDescriptionSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(200, 'validation.invalid')
  .refine((value) => !/[\r\n]/.test(value), 'validation.invalid')
  .optional();

/**
 * A new invoice: the customer it bills, the amount before VAT (one line, `description` or "Services"; the server
 * adds 21% VAT), the dates, draft or sent, recurring or not.
 */
export const AdminInvoiceCreateSchema = dueNotBeforeIssue(
  z.object({
    customerId: CustomerIdSchema,
    amount: EuroAmountSchema,
    description: LineDescriptionSchema,
    ...invoiceDates,
    status: z.enum(['draft', 'sent'], { error: 'validation.status.invalid' }),
    recurring: RecurringSchema,
  }),
);
export type AdminInvoiceCreateInput = z.input<typeof AdminInvoiceCreateSchema>;

/** A draft invoice's changes; without `recurring` the invoice keeps its own. */
export const AdminInvoiceUpdateSchema = dueNotBeforeIssue(
  z.object({
    amount: EuroAmountSchema,
    description: LineDescriptionSchema,
    ...invoiceDates,
    recurring: z.boolean({ error: 'validation.invalid' }).optional(),
  }),
);
export type AdminInvoiceUpdateInput = z.input<typeof AdminInvoiceUpdateSchema>;

export const InvoiceStatusSchema = z.object({
  status: z.enum(INVOICE_STATUSES, { error: 'validation.status.invalid' }),
});

const IdsSchema = z
  .array(
    z.number({ error: 'validation.ids.invalid' }).int('validation.ids.invalid').positive('validation.ids.invalid'),
    { error: 'validation.ids.invalid' },
  )
  .min(1, 'validation.ids.invalid')
  .max(MAX_BULK_IDS, 'validation.ids.invalid');

export const BulkIdsSchema = z.object({ ids: IdsSchema });
export const BulkCustomerStatusSchema = z.object({
  ids: IdsSchema,
  status: z.enum(CUSTOMER_STATUSES, { error: 'validation.status.invalid' }),
});
export const BulkInvoiceStatusSchema = z.object({
  ids: IdsSchema,
  status: z.enum(INVOICE_STATUSES, { error: 'validation.status.invalid' }),
});

/** `?ids=1,2,3` of an export: the chosen rows only; anything else means every matching row. */
export function parseIdList(value: unknown): number[] | null {
  if (typeof value !== 'string' || !/^\d+(,\d+)*$/.test(value)) return null;
  const ids = value
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return ids.length > 0 && ids.length <= MAX_BULK_IDS ? ids : null;
}

const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const isClockTime = (value: unknown): value is string => typeof value === 'string' && CLOCK_TIME.test(value);

/** A time of the clock as 'HH:MM' (24 hours); '8:30' is taken as '08:30'. */
const ClockTimeSchema = z
  .string({ error: 'validation.time.invalid' })
  .overwrite((value) => value.trim().replace(/^(\d):/, '0$1:'))
  .regex(CLOCK_TIME, 'validation.time.invalid');

/**
 * The back office's business settings: the invoice form's default payment term comes from here, and the seller on
 * every invoice document (name, address, KvK and btw number, support address), the site's footer and contact pages,
 * and every mail's footer (with the support line's phone number and hours).
 */
export const AdminSettingsSchema = z
  .object({
    companyName: requiredText('validation.required', MAX_LENGTH.company),
    companyAddress: requiredText('validation.required', MAX_LENGTH.street),
    // Checks and in-place rewrites only (no transform), so that the schema also describes the answer.
    companyPostcode: z
      .string({ error: 'validation.postcode.required' })
      .trim()
      .min(1, 'validation.postcode.required')
      .refine((value) => isValidDutchPostcode(value), 'validation.postcode.invalid')
      .overwrite((value) => normalizeDutchPostcode(value) ?? value),
    companyCity: requiredText('validation.required', MAX_LENGTH.city),
    /** The Chamber of Commerce number: 8 digits. */
    kvkNumber: z
      .string({ error: 'validation.kvk.invalid' })
      .trim()
      .regex(/^\d{8}$/, 'validation.kvk.invalid'),
    /** The btw (VAT) identification number: NL, 9 digits, B, 2 digits; spaces and dots are dropped, letters upper-cased. */
    vatNumber: z
      .string({ error: 'validation.vatNumber.invalid' })
      .overwrite((value) => value.replace(/[\s.]/g, '').toUpperCase())
      .regex(/^NL\d{9}B\d{2}$/, 'validation.vatNumber.invalid'),
    supportEmail: EmailSchema,
    invoiceDueDays: z.coerce
      .number({ error: 'validation.dueDays.invalid' })
      .int('validation.dueDays.invalid')
      .min(1, 'validation.dueDays.invalid')
      .max(90, 'validation.dueDays.invalid'),
    defaultLanguage: z.enum(SUPPORTED_LANGUAGES, { error: 'validation.language.invalid' }),
    /** The support line: a Dutch number as typed ('020 123 4567'), kept as E.164 ('+31201234567'). */
    supportPhone: z
      .string({ error: 'validation.supportPhone.invalid' })
      .overwrite((value) => dutchPhoneToE164(value) ?? value.trim())
      .regex(/^\+31[1-9]\d{8}$/, 'validation.supportPhone.invalid'),
    /** The support line's hours on working days (Monday to Friday), 'HH:MM' each; the closing time after the opening. */
    supportHoursFrom: ClockTimeSchema,
    supportHoursTo: ClockTimeSchema,
  })
  .refine((value) => value.supportHoursFrom < value.supportHoursTo, {
    message: 'validation.supportHours.order',
    path: ['supportHoursTo'],
    when: (payload) => {
      const value = payload.value as { supportHoursFrom?: unknown; supportHoursTo?: unknown } | undefined;
      return isClockTime(value?.supportHoursFrom) && isClockTime(value?.supportHoursTo);
    },
  });
export type AdminSettings = z.output<typeof AdminSettingsSchema>;

export const DEFAULT_ADMIN_SETTINGS: AdminSettings = {
  ...DEFAULT_COMPANY_SETTINGS,
  invoiceDueDays: 14,
  defaultLanguage: 'nl',
};

/** An account's role as the admin changes it. */
export const UserRoleSchema = z.object({ role: z.enum(['customer', 'admin'], { error: 'validation.role.invalid' }) });

/** The due date of an invoice issued on `issueDate` (YYYY-MM-DD) with a payment term of `termDays` days. */
export function dueDateAfter(issueDate: string, termDays: number): string {
  if (!isIsoDate(issueDate)) throw new RangeError(`Not a date as YYYY-MM-DD: ${issueDate}`);
  const date = new Date(`${issueDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + termDays);
  return date.toISOString().slice(0, 10);
}
