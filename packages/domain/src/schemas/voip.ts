// What `POST /api/orders` takes for VOIP and the AI plans (docs/contracts.md §9): a new number from the inventory or a
// number to port, an optional bundle; an AI voicemail plan; an AI assistant plan with the business's settings. The
// server prices each from the catalogue (`priceOrderProduct`). Porting dates depend on the day: the schemas that
// judge them are made for `today` (`createVoipProductSchema(today)`); without it only the date's form is checked.
import { z } from 'zod';
import { isOneOf } from '../one-of.js';
import { AI_ASSISTANT_PLAN_IDS, AI_LANGUAGES, findAiAssistantPlan, VOICEMAIL_PLAN_IDS } from '../pricing/ai-plans.js';
import type { VoipBundleId } from '../pricing/voip.js';
import { areaOfNumber, isVoipAreaId, parsePortableNumber, VOIP_NUMBER_TYPES } from '../voip/numbers.js';
import { portingDateProblem, PORTING_REASON_MAX_LENGTH, PORTING_STATUSES } from '../voip/porting.js';
import { MAX_LENGTH, OptionalPhoneSchema, optionalMultilineText, requiredText, optionalText } from './fields.js';

export const VOIP_BUNDLE_IDS = ['nl-unlimited', 'europe', 'world'] as const satisfies readonly VoipBundleId[];
export const isVoipBundleId = (value: unknown): value is VoipBundleId => isOneOf(VOIP_BUNDLE_IDS, value);

/** Days of the week, Monday first (opening hours). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The longest greeting the AI assistant speaks. */
export const GREETING_MAX_LENGTH = 500;
/** The longest name of a current provider. */
export const PROVIDER_MAX_LENGTH = 80;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeField = () =>
  z.string({ error: 'validation.business.hours.invalid' }).regex(TIME, 'validation.business.hours.invalid');

/** Opening hours: the days and one opening time and closing time ('09:00'–'17:30'), closing after opening. */
export const BusinessHoursSchema = z
  .object(
    {
      days: z
        .array(z.enum(WEEKDAYS, { error: 'validation.business.days.required' }), {
          error: 'validation.business.days.required',
        })
        .min(1, 'validation.business.days.required')
        .refine((days) => new Set(days).size === days.length, 'validation.business.days.required'),
      open: timeField(),
      close: timeField(),
    },
    { error: 'validation.business.hours.invalid' },
  )
  .refine((hours) => hours.close > hours.open, { message: 'validation.business.hours.invalid', path: ['close'] });
export type BusinessHours = z.output<typeof BusinessHoursSchema>;

/** The AI assistant's business settings (docs/contracts.md §9): editable later in the dashboard. */
export const AiBusinessSchema = z.object(
  {
    name: requiredText('validation.business.name.required', MAX_LENGTH.company),
    phone: OptionalPhoneSchema,
    languages: z
      .array(z.enum(AI_LANGUAGES, { error: 'validation.business.languages.required' }), {
        error: 'validation.business.languages.required',
      })
      .min(1, 'validation.business.languages.required')
      .refine((languages) => new Set(languages).size === languages.length, 'validation.business.languages.required'),
    hours: BusinessHoursSchema.optional(),
    greeting: optionalMultilineText(GREETING_MAX_LENGTH),
  },
  { error: 'validation.business.name.required' },
);
export type AiBusinessInput = z.input<typeof AiBusinessSchema>;
export type AiBusiness = z.output<typeof AiBusinessSchema>;

/** Whether the business's languages fit the plan (Starter 2, Professional 4, Enterprise all). */
export function languagesFitPlan(languages: readonly string[], planId: string): boolean {
  const plan = findAiAssistantPlan(planId);
  return plan !== undefined && languages.length <= plan.languages;
}

/** The porting details of a number to keep (docs/contracts.md §9): a wished date or "at contract end", and consent. */
function portingSchema(today?: string) {
  return z
    .object(
      {
        number: requiredText('validation.porting.number.required', MAX_LENGTH.phone),
        currentProvider: requiredText('validation.porting.provider.required', PROVIDER_MAX_LENGTH),
        holderName: requiredText('validation.porting.holder.required', MAX_LENGTH.name),
        date: z.iso.date({ error: 'validation.porting.date.invalid' }).nullish(),
        atContractEnd: z.boolean({ error: 'validation.invalid' }).optional().default(false),
        consent: z.literal(true, { error: 'validation.porting.consent.required' }),
      },
      { error: 'validation.porting.number.required' },
    )
    .superRefine((porting, context) => {
      if (porting.atContractEnd) return;
      if (!porting.date) {
        context.addIssue({ code: 'custom', message: 'validation.porting.date.required', path: ['date'] });
        return;
      }
      // A date that is not a real date has its own message already.
      if (today === undefined || !z.iso.date().safeParse(porting.date).success) return;
      const problem = portingDateProblem(porting.date, today);
      if (problem) context.addIssue({ code: 'custom', message: `validation.porting.date.${problem}`, path: ['date'] });
    });
}
export type PortingDetailsInput = z.input<ReturnType<typeof portingSchema>>;
export type PortingDetails = z.output<ReturnType<typeof portingSchema>>;

/**
 * A VOIP order: a number type, then either `number` (a free number of the inventory, E.164, with the `numberHold`
 * token of `POST /api/voip/numbers/hold` when it was held) or `porting` (a number to keep), and an optional bundle.
 */
export function createVoipProductSchema(today?: string) {
  return z
    .object({
      kind: z.literal('voip'),
      numberType: z.enum(VOIP_NUMBER_TYPES, { error: 'validation.voip.numberType.invalid' }),
      number: z
        .string({ error: 'validation.voip.number.invalid' })
        .trim()
        .max(20, 'validation.voip.number.invalid')
        .optional(),
      numberHold: z.string({ error: 'validation.invalid' }).max(200, 'validation.invalid').optional(),
      porting: portingSchema(today).optional(),
      bundle: z
        .enum(VOIP_BUNDLE_IDS, { error: 'validation.voip.bundle.invalid' })
        .nullish()
        .transform((bundle) => bundle ?? null),
    })
    .superRefine((product, context) => {
      const hasNumber = product.number !== undefined && product.number !== '';
      if (hasNumber === (product.porting !== undefined)) {
        context.addIssue({ code: 'custom', message: 'validation.voip.choice', path: ['number'] });
        return;
      }
      if (hasNumber) {
        const area = areaOfNumber(product.number!);
        if (!area) context.addIssue({ code: 'custom', message: 'validation.voip.number.invalid', path: ['number'] });
        else if (area.numberType !== product.numberType)
          context.addIssue({ code: 'custom', message: 'validation.voip.number.typeMismatch', path: ['number'] });
      } else if (product.porting && parsePortableNumber(product.porting.number, product.numberType) === null) {
        context.addIssue({
          code: 'custom',
          message:
            product.numberType === 'nl'
              ? 'validation.porting.number.invalid'
              : 'validation.porting.number.invalidInternational',
          path: ['porting', 'number'],
        });
      }
    });
}
export const VoipProductSchema = createVoipProductSchema();
export type VoipProductInput = z.input<typeof VoipProductSchema>;
export type VoipProduct = z.output<typeof VoipProductSchema>;

/** An AI voicemail plan. */
export const AiVoicemailProductSchema = z.object({
  kind: z.literal('ai-voicemail'),
  plan: z.enum(VOICEMAIL_PLAN_IDS, { error: 'validation.aiPlan.invalid' }),
});
export type AiVoicemailProduct = z.output<typeof AiVoicemailProductSchema>;

/** An AI assistant plan with the business's settings; no more languages than the plan has. */
export const AiAssistantProductSchema = z
  .object({
    kind: z.literal('ai-assistant'),
    plan: z.enum(AI_ASSISTANT_PLAN_IDS, { error: 'validation.aiPlan.invalid' }),
    business: AiBusinessSchema,
  })
  .superRefine((product, context) => {
    if (!languagesFitPlan(product.business.languages, product.plan))
      context.addIssue({
        code: 'custom',
        message: 'validation.business.languages.tooMany',
        path: ['business', 'languages'],
      });
  });
export type AiAssistantProductInput = z.input<typeof AiAssistantProductSchema>;
export type AiAssistantProduct = z.output<typeof AiAssistantProductSchema>;

/** `PUT /api/subscriptions/{id}/business`: an AI assistant's settings, changed in the dashboard. */
export const AiBusinessBodySchema = z.object({ business: AiBusinessSchema });
export type AiBusinessBody = z.output<typeof AiBusinessBodySchema>;

/** `GET /api/voip/numbers?area=`: an area of the catalogue. */
export const VoipNumbersQuerySchema = z.object({
  area: z
    .string({ error: 'validation.voip.area.invalid' })
    .refine((area) => isVoipAreaId(area), 'validation.voip.area.invalid'),
});

/**
 * `POST /api/voip/numbers/hold`: a free number of the inventory (E.164). `holdToken`, the token of the caller's
 * current hold, moves that hold to this number (the number held before is let go, the token stays the same), so that
 * a visitor who changes their mind holds one number, not one per choice; the same number again renews its hold.
 */
export const NumberHoldBodySchema = z.object({
  number: z
    .string({ error: 'validation.voip.number.required' })
    .trim()
    .min(1, 'validation.voip.number.required')
    .refine((number) => areaOfNumber(number) !== undefined, 'validation.voip.number.invalid'),
  holdToken: z.string({ error: 'validation.invalid' }).max(200, 'validation.invalid').optional(),
});
export type NumberHoldBody = z.output<typeof NumberHoldBodySchema>;

/**
 * `POST /api/admin/porting/{id}/status`: the next status; `scheduled` needs its date (a working day from today),
 * `rejected` its reason. Only forward moves are allowed (409 INVALID_TRANSITION otherwise).
 */
export const PortingStatusBodySchema = z
  .object({
    status: z.enum(PORTING_STATUSES, { error: 'validation.porting.status.invalid' }),
    date: z.iso.date({ error: 'validation.porting.date.invalid' }).nullish(),
    reason: optionalText(PORTING_REASON_MAX_LENGTH),
  })
  .superRefine((body, context) => {
    if (body.status === 'scheduled' && !body.date)
      context.addIssue({ code: 'custom', message: 'validation.porting.scheduleDate.required', path: ['date'] });
    if (body.status === 'rejected' && !body.reason)
      context.addIssue({ code: 'custom', message: 'validation.porting.reason.required', path: ['reason'] });
  });
export type PortingStatusBody = z.output<typeof PortingStatusBodySchema>;
