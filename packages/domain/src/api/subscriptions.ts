// /api/subscriptions (docs/contracts.md §8): the account's subscriptions, the new monthly price of a change, the change
// itself (from the next month), cancelling (to the later of this month's end and the minimum term's end) and resuming.

import { z } from 'zod';
import { CALLING_OPTION_IDS, DURATION_MONTHS } from '../pricing/esim-pro.js';
import { EsimConfigurationSchema } from '../schemas/checkout.js';
import { SUBSCRIPTION_KINDS, SUBSCRIPTION_STATUSES } from '../services/subscriptions.js';
import { IsoDateSchema } from './common.js';
import { AiBusinessRecordSchema } from './orders.js';
import { VOIP_BUNDLE_IDS } from '../schemas/voip.js';
import { VOIP_NUMBER_TYPES } from '../voip/numbers.js';

const EsimConfigurationRecordSchema = z
  .object({
    durationMonths: z.literal(DURATION_MONTHS),
    calling: z.enum(CALLING_OPTION_IDS),
    nlData: z.number().int(),
    euData: z.number().int(),
    worldData: z.number().int(),
  })
  .meta({ id: 'EsimConfiguration' });

export const SubscriptionSchema = z
  .object({
    id: z.number().int().positive(),
    kind: z.enum(SUBSCRIPTION_KINDS),
    status: z.enum(SUBSCRIPTION_STATUSES).meta({
      description: 'active; cancelling until endsOn (resume undoes it); cancelled once endsOn has passed',
    }),
    name: z.string().meta({ description: "The product's name, e.g. 'eSIM Pro', 'VOIP', 'AI Voicemail Pro'" }),
    configuration: EsimConfigurationRecordSchema.nullable().meta({ description: 'eSIM Pro only; null otherwise' }),
    plan: z.string().nullable().meta({ description: "The AI plan's id ('pro', 'professional'); null otherwise" }),
    number: z
      .string()
      .regex(/^\+\d{8,15}$/)
      .nullable()
      .meta({ description: "VOIP: the subscription's number (E.164), new or being ported; null otherwise" }),
    numberType: z.enum(VOIP_NUMBER_TYPES).nullable(),
    bundle: z.enum(VOIP_BUNDLE_IDS).nullable().meta({ description: 'VOIP: the calling bundle; null without one' }),
    trialEnd: IsoDateSchema.nullable().meta({
      description: "AI assistant: the trial's last day; nothing is invoiced for a month that starts before it",
    }),
    business: AiBusinessRecordSchema.nullable().meta({ description: "AI assistant: the business's settings" }),
    /** Per month before VAT; a change shows here from the month it takes effect. */
    monthlyCents: z.number().int().nonnegative(),
    monthlyWithVatCents: z.number().int().nonnegative(),
    /** A change made this month, invoiced from next month; null without one. */
    nextConfiguration: EsimConfigurationRecordSchema.nullable(),
    nextMonthlyCents: z.number().int().nonnegative().nullable(),
    startedOn: IsoDateSchema,
    currentPeriodStart: IsoDateSchema,
    currentPeriodEnd: IsoDateSchema,
    minimumTermEnd: IsoDateSchema,
    nextInvoiceDate: IsoDateSchema.nullable().meta({ description: 'null when it ends before the next invoice' }),
    endsOn: IsoDateSchema.nullable().meta({ description: 'The last day of a cancelling or cancelled subscription' }),
    orderId: z.string().regex(/^ORD-\d+$/),
    esimId: z.number().int().positive().nullable(),
  })
  .meta({
    id: 'Subscription',
    example: {
      id: 3,
      kind: 'esim-pro',
      status: 'active',
      name: 'eSIM Pro',
      configuration: { durationMonths: 12, calling: 'nl', nlData: 2, euData: 1, worldData: 0 },
      plan: null,
      number: null,
      numberType: null,
      bundle: null,
      trialEnd: null,
      business: null,
      monthlyCents: 2250,
      monthlyWithVatCents: 2723,
      nextConfiguration: null,
      nextMonthlyCents: null,
      startedOn: '2025-01-14',
      currentPeriodStart: '2025-01-01',
      currentPeriodEnd: '2025-01-31',
      minimumTermEnd: '2025-12-31',
      nextInvoiceDate: '2025-02-01',
      endsOn: null,
      orderId: 'ORD-1736848200000',
      esimId: 7,
    },
  });
export type SubscriptionRecord = z.infer<typeof SubscriptionSchema>;

export const SubscriptionsAnswerSchema = z
  .object({ subscriptions: z.array(SubscriptionSchema) })
  .meta({ id: 'Subscriptions' });
export type SubscriptionsAnswer = z.infer<typeof SubscriptionsAnswerSchema>;

export const SubscriptionAnswerSchema = z
  .object({ subscription: SubscriptionSchema })
  .meta({ id: 'SubscriptionAnswer' });
export type SubscriptionAnswer = z.infer<typeof SubscriptionAnswerSchema>;

/** `PUT /api/subscriptions/{id}`: the new configuration, from the next month on. */
export const SubscriptionChangeBodySchema = z.object({ configuration: EsimConfigurationSchema }).meta({
  id: 'SubscriptionChangeRequest',
  example: { configuration: { durationMonths: 12, calling: 'eu', nlData: 3, euData: 2, worldData: 0 } },
});
export type SubscriptionChangeBody = z.infer<typeof SubscriptionChangeBodySchema>;

const queryIndex = () => z.coerce.number({ error: 'validation.configuration.invalid' });

/** `GET /api/subscriptions/{id}/preview?durationMonths=&calling=&nlData=&euData=&worldData=`: read as a configuration. */
export const SubscriptionPreviewQuerySchema = z.object({
  durationMonths: queryIndex(),
  calling: z.string({ error: 'validation.configuration.invalid' }),
  nlData: queryIndex(),
  euData: queryIndex(),
  worldData: queryIndex(),
});

/**
 * The preview: the new monthly price before and with VAT, the month it would start, and the minimum term's last day
 * that will apply with the change (docs/contracts.md §14: a change never moves the term without saying so first).
 */
export const SubscriptionPreviewAnswerSchema = z
  .object({
    monthlyCents: z.number().int().nonnegative(),
    monthlyWithVatCents: z.number().int().nonnegative(),
    currentMonthlyCents: z.number().int().nonnegative(),
    effectiveFrom: IsoDateSchema,
    currentMinimumTermEnd: IsoDateSchema.meta({ description: 'The minimum term as it is now' }),
    minimumTermEnd: IsoDateSchema.meta({
      description:
        "The minimum term's last day once the change applies: a new duration counts from effectiveFrom, and never ends the current term earlier",
    }),
  })
  .meta({
    id: 'SubscriptionPreview',
    example: {
      monthlyCents: 3150,
      monthlyWithVatCents: 3812,
      currentMonthlyCents: 2250,
      effectiveFrom: '2025-02-01',
      currentMinimumTermEnd: '2025-06-30',
      minimumTermEnd: '2026-01-31',
    },
  });
export type SubscriptionPreviewAnswer = z.infer<typeof SubscriptionPreviewAnswerSchema>;

/** `npm run billing -- --date` and the daily run: what one billing run did. */
export interface BillingRunResult {
  readonly date: string;
  /** Invoices made by this run (a second run for the same month makes none). */
  readonly invoiced: number;
  /** Of those, collected by the direct debit (paid). */
  readonly collected: number;
  /** Subscriptions that ended (cancelling → cancelled). */
  readonly ended: number;
}
