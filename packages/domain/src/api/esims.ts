// /api/esims (docs/contracts.md §8): an account's eSIMs, one eSIM with its codes, its QR code (image/svg+xml), its usage,
// and the simulated provider's events. With the order's X-Order-Token, an eSIM is readable without an account.

import { z } from 'zod';
import { ESIM_STATUSES } from '../services/esims.js';
import { IsoDateSchema, IsoDateTimeSchema } from './common.js';

const EXAMPLE_LPA = 'LPA:1$smdp.telenova.nl$K2-4F9A2C-81B3D7';

export const EsimSchema = z
  .object({
    id: z.number().int().positive(),
    orderId: z.string().regex(/^ORD-\d+$/),
    status: z.enum(ESIM_STATUSES).meta({
      description: 'preparing → ready → installed → active → expired; the codes are there from ready on',
    }),
    /** 'eSIM Pro' or the travel plan's name with its region, e.g. 'Europa Standard'. */
    name: z.string(),
    kind: z.enum(['esim-pro', 'travel']),
    iccid: z
      .string()
      .regex(/^8931\d{15}$/)
      .nullable()
      .meta({ description: '19 digits starting 8931, the last a Luhn check digit; null while preparing' }),
    smdpAddress: z.string().nullable(),
    activationCode: z.string().nullable(),
    lpa: z
      .string()
      .regex(/^LPA:1\$/)
      .nullable()
      .meta({ description: 'LPA:1$<smdpAddress>$<activationCode>: what the QR code holds' }),
    iosInstallUrl: z.string().nullable().meta({
      description: 'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata= + the URL-encoded lpa (iOS 17.4+)',
    }),
    createdAt: IsoDateTimeSchema,
    readyAt: IsoDateTimeSchema.nullable(),
    installedAt: IsoDateTimeSchema.nullable(),
    /** A travel plan's last day of validity, counted from its installation; null before that and for eSIM Pro. */
    validUntil: IsoDateTimeSchema.nullable(),
  })
  .meta({
    id: 'Esim',
    example: {
      id: 7,
      orderId: 'ORD-1736848200000',
      status: 'ready',
      name: 'eSIM Pro',
      kind: 'esim-pro',
      iccid: '8931000000000000073',
      smdpAddress: 'smdp.telenova.nl',
      activationCode: 'K2-4F9A2C-81B3D7',
      lpa: EXAMPLE_LPA,
      iosInstallUrl: `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(EXAMPLE_LPA)}`,
      createdAt: '2025-01-14T09:30:00.000Z',
      readyAt: '2025-01-14T09:30:04.000Z',
      installedAt: null,
      validUntil: null,
    },
  });
export type EsimRecord = z.infer<typeof EsimSchema>;

export const EsimsAnswerSchema = z.object({ esims: z.array(EsimSchema) }).meta({ id: 'Esims' });
export type EsimsAnswer = z.infer<typeof EsimsAnswerSchema>;

export const EsimAnswerSchema = z.object({ esim: EsimSchema }).meta({ id: 'EsimAnswer' });
export type EsimAnswer = z.infer<typeof EsimAnswerSchema>;

/** `GET /api/esims/{id}/usage`: this period's data use. */
export const EsimUsageSchema = z
  .object({
    usedMb: z.number().int().nonnegative(),
    includedMb: z
      .number()
      .int()
      .positive()
      .nullable()
      .meta({ description: "The period's allowance: the plan's data plus the paid top-ups; null when unlimited" }),
    topUpMb: z.number().int().nonnegative().meta({ description: "Of includedMb, what this period's top-ups added" }),
    periodStart: IsoDateSchema,
    periodEnd: IsoDateSchema,
  })
  .meta({
    id: 'EsimUsage',
    example: { usedMb: 6656, includedMb: 10240, topUpMb: 0, periodStart: '2025-01-01', periodEnd: '2025-01-31' },
  });
export type EsimUsage = z.infer<typeof EsimUsageSchema>;

/** `POST /api/esims/{id}/simulate` (simulated provider only): install the eSIM, or add `mb` of data use. */
export const EsimSimulateBodySchema = z
  .discriminatedUnion(
    'event',
    [
      z.object({ event: z.literal('installed') }),
      z.object({
        event: z.literal('usage'),
        mb: z
          .number({ error: 'validation.mb.invalid' })
          .int('validation.mb.invalid')
          .min(1, 'validation.mb.invalid')
          .max(1_000_000, 'validation.mb.invalid'),
      }),
    ],
    { error: 'validation.event.invalid' },
  )
  .meta({ id: 'EsimSimulateRequest', example: { event: 'usage', mb: 512 } });
export type EsimSimulateBody = z.infer<typeof EsimSimulateBodySchema>;

// --- GSMA SGP.22 ES2+ (docs/contracts.md §12): the SM-DP+'s notifications to the operator, and the header every ES2+
// answer carries. The ES2+ client (apps/api) reads the SM-DP+'s answers with the same header schema.

/** ES2+'s execution statuses (SGP.22 §6.5.1: FunctionExecutionStatus). */
export const ES2PLUS_EXECUTION_STATUSES = ['Executed-Success', 'Executed-WithWarning', 'Failed', 'Expired'] as const;
export type Es2plusExecutionStatus = (typeof ES2PLUS_EXECUTION_STATUSES)[number];

export const Es2plusStatusCodeDataSchema = z.object({
  subjectCode: z.string(),
  reasonCode: z.string(),
  subjectIdentifier: z.string().optional(),
  message: z.string().optional(),
});
export type Es2plusStatusCodeData = z.infer<typeof Es2plusStatusCodeDataSchema>;

/** The header of every ES2+ answer: how the function went, and why when it did not. */
export const Es2plusResponseHeaderSchema = z.object({
  functionExecutionStatus: z.object({
    status: z.enum(ES2PLUS_EXECUTION_STATUSES),
    statusCodeData: Es2plusStatusCodeDataSchema.optional(),
  }),
});

/** An ES2+ answer that carries nothing but its header (a refused notification). */
export const Es2plusHeaderAnswerSchema = z.object({ header: Es2plusResponseHeaderSchema }).meta({
  id: 'Es2plusHeaderAnswer',
  example: {
    header: {
      functionExecutionStatus: {
        status: 'Failed',
        statusCodeData: { subjectCode: '8.2.1', reasonCode: '3.9', message: 'Unknown ICCID' },
      },
    },
  },
});
export type Es2plusHeaderAnswer = z.infer<typeof Es2plusHeaderAnswerSchema>;

/**
 * The SM-DP+'s `ES2+.HandleDownloadProgressInfo` (SGP.22 §5.3.5), posted to `POST /api/esim/es2plus/notifications`.
 * notificationPointId: 1 eligibility and retry limit check, 2 confirmation failure, 3 BPP download, 4 BPP
 * installation (Executed-Success: the profile is on the phone), 5 profile deleted. Other fields an SM-DP+ adds are
 * kept out, not refused.
 */
export const Es2plusNotificationBodySchema = z
  .object({
    header: z.object({
      functionRequesterIdentifier: z.string().min(1).max(256),
      functionCallIdentifier: z.string().min(1).max(256),
    }),
    eid: z
      .string()
      .regex(/^[0-9A-Fa-f]{32}$/)
      .optional(),
    iccid: z.string().regex(/^\d{18,19}[\dF]?$/),
    profileType: z.string().max(256),
    timestamp: z.string().min(1).max(64),
    notificationPointId: z.number().int().min(1),
    notificationPointStatus: z.object({
      status: z.enum(ES2PLUS_EXECUTION_STATUSES),
      statusCodeData: Es2plusStatusCodeDataSchema.optional(),
    }),
    resultData: z.string().max(4096).optional(),
  })
  .meta({
    id: 'Es2plusNotification',
    example: {
      header: { functionRequesterIdentifier: 'smdp.example.com', functionCallIdentifier: 'TX-7c1e' },
      eid: '89049032000000000000000000000042',
      iccid: '8931000000000000073',
      profileType: 'telenova-nl',
      timestamp: '2025-01-14T09:41:00Z',
      notificationPointId: 4,
      notificationPointStatus: { status: 'Executed-Success' },
    },
  });
export type Es2plusNotificationBody = z.infer<typeof Es2plusNotificationBodySchema>;
