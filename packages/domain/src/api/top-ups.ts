// eSIM top-ups (docs/contracts.md §14): buying a data bundle for an eSIM (paid on the provider's page like an order),
// the eSIM's top-ups, and its auto top-up settings.

import { z } from 'zod';
import { AUTO_TOP_UP_CAP_EUROS, TOP_UP_BUNDLE_IDS, TOP_UP_BUNDLES } from '../services/top-ups.js';
import { IsoDateTimeSchema } from './common.js';
import { REDIRECT_PAYMENT_METHODS } from './payments.js';

const BundleIdSchema = z.enum(TOP_UP_BUNDLE_IDS, { error: 'validation.topUp.bundle' });

/** `POST /api/esims/{id}/top-up`: the bundle, and the method to pay with on the provider's page (iDEAL unless chosen). */
export const TopUpBodySchema = z
  .object({ bundle: BundleIdSchema, method: z.enum(REDIRECT_PAYMENT_METHODS).default('ideal') })
  .meta({ id: 'TopUpRequest', example: { bundle: '3gb', method: 'ideal' } });
export type TopUpBody = z.input<typeof TopUpBodySchema>;

export const TOP_UP_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

export const TopUpSchema = z
  .object({
    id: z.number().int().positive(),
    esimId: z.number().int().positive(),
    bundle: z.enum(TOP_UP_BUNDLE_IDS),
    mb: z.number().int().positive(),
    priceCents: z.number().int().meta({ description: 'Before VAT' }),
    priceWithVatCents: z.number().int().meta({ description: 'Including 21% VAT: what was charged' }),
    status: z.enum(TOP_UP_STATUSES).meta({ description: 'pending until the payment is paid, failed or expired' }),
    automatic: z.boolean().meta({ description: 'Bought by auto top-up' }),
    createdAt: IsoDateTimeSchema,
    paidAt: IsoDateTimeSchema.nullable(),
    invoiceId: z.number().int().positive().nullable(),
  })
  .meta({
    id: 'TopUp',
    example: {
      id: 3,
      esimId: 7,
      bundle: '3gb',
      mb: 3072,
      priceCents: 999,
      priceWithVatCents: 1209,
      status: 'paid',
      automatic: false,
      createdAt: '2026-11-24T10:00:00.000Z',
      paidAt: '2026-11-24T10:00:40.000Z',
      invoiceId: 41,
    },
  });
export type TopUpRecord = z.infer<typeof TopUpSchema>;

/** 201 of `POST /api/esims/{id}/top-up`: the pending top-up and the provider's page to pay it on. */
export const TopUpAnswerSchema = z
  .object({
    topUp: TopUpSchema,
    redirectUrl: z.string().meta({ description: "The payment provider's page for this top-up's payment" }),
  })
  .meta({ id: 'TopUpAnswer' });
export type TopUpAnswer = z.infer<typeof TopUpAnswerSchema>;

export const AutoTopUpSchema = z
  .object({
    enabled: z.boolean(),
    bundle: z.enum(TOP_UP_BUNDLE_IDS),
    monthlyCapEuros: z.number().int().meta({ description: 'At most this much (incl. VAT) per calendar month' }),
    spentThisMonthCents: z.number().int().meta({ description: 'What auto top-ups charged this calendar month' }),
  })
  .meta({ id: 'AutoTopUp' });
export type AutoTopUp = z.infer<typeof AutoTopUpSchema>;

/** `GET /api/esims/{id}/top-ups`: the eSIM's top-ups (newest first), whether it can have one, and auto top-up. */
export const EsimTopUpsAnswerSchema = z
  .object({
    topUps: z.array(TopUpSchema),
    canTopUp: z.boolean().meta({ description: 'False for unlimited data, an eSIM not ready yet, or one that ended' }),
    autoTopUp: AutoTopUpSchema,
    autoTopUpAvailable: z
      .boolean()
      .meta({ description: 'Whether the payment provider can collect without the customer (a mandate)' }),
  })
  .meta({ id: 'EsimTopUps' });
export type EsimTopUpsAnswer = z.infer<typeof EsimTopUpsAnswerSchema>;

/** `PUT /api/esims/{id}/auto-top-up`: on or off, the bundle, and the monthly cap in whole euros (covering the bundle). */
export const AutoTopUpBodySchema = z
  .object({
    enabled: z.boolean(),
    bundle: BundleIdSchema,
    monthlyCapEuros: z
      .number({ error: 'validation.topUp.cap' })
      .int('validation.topUp.cap')
      .min(AUTO_TOP_UP_CAP_EUROS.min, 'validation.topUp.cap')
      .max(AUTO_TOP_UP_CAP_EUROS.max, 'validation.topUp.cap'),
  })
  .refine(
    (body) =>
      body.monthlyCapEuros * 100 >=
      (TOP_UP_BUNDLES.find((bundle) => bundle.id === body.bundle)?.priceWithVatCents ?? 0),
    { path: ['monthlyCapEuros'], message: 'validation.topUp.capBelowBundle' },
  )
  .meta({ id: 'AutoTopUpRequest', example: { enabled: true, bundle: '3gb', monthlyCapEuros: 30 } });
export type AutoTopUpBody = z.infer<typeof AutoTopUpBodySchema>;

export const AutoTopUpAnswerSchema = z.object({ autoTopUp: AutoTopUpSchema }).meta({ id: 'AutoTopUpAnswer' });
export type AutoTopUpAnswer = z.infer<typeof AutoTopUpAnswerSchema>;
