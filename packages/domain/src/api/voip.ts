// /api/voip and /api/porting (docs/contracts.md §9): the free numbers of an area and holding one while the visitor orders
// it; the account's porting requests with their history; the back office's porting list, one request and its next
// status.
import { z } from 'zod';
import type { SortDirection } from '../admin-lists/types.js';
import { PORTING_STATUSES } from '../voip/porting.js';
import { VOIP_NUMBER_TYPES } from '../voip/numbers.js';
import {
  choiceParam,
  IsoDateSchema,
  IsoDateTimeSchema,
  listPageSchema,
  listPagingFields,
  searchParam,
  SortDirectionParamSchema,
  sortParam,
} from './common.js';

const E164 = z
  .string()
  .regex(/^\+\d{8,15}$/)
  .meta({ description: 'E.164', example: '+31201234567' });

export const VoipNumberSchema = z
  .object({
    number: E164,
    display: z.string().meta({ description: 'As people write it', example: '020 123 4567' }),
  })
  .meta({ id: 'VoipNumber' });
export type VoipNumber = z.infer<typeof VoipNumberSchema>;

/** `GET /api/voip/numbers?area=`: up to 20 free numbers of the area (held ones left out). */
export const VoipNumbersAnswerSchema = z.object({ area: z.string(), numbers: z.array(VoipNumberSchema) }).meta({
  id: 'VoipNumbers',
  example: { area: '020', numbers: [{ number: '+31201234567', display: '020 123 4567' }] },
});
export type VoipNumbersAnswer = z.infer<typeof VoipNumbersAnswerSchema>;

/** `POST /api/voip/numbers/hold` 201: the number is held for 15 minutes for whoever has `holdToken`. */
export const NumberHoldAnswerSchema = z
  .object({
    number: E164,
    display: z.string(),
    holdToken: z.string().min(32).meta({ description: "Send it as the VOIP order's numberHold" }),
    heldUntil: IsoDateTimeSchema,
  })
  .meta({
    id: 'NumberHold',
    example: {
      number: '+31201234567',
      display: '020 123 4567',
      holdToken: 'h0Ld-Xk3Jx9Qw2mV7pL0sT8uY4nB6cR1eH5',
      heldUntil: '2025-01-14T09:45:00.000Z',
    },
  });
export type NumberHoldAnswer = z.infer<typeof NumberHoldAnswerSchema>;

/** A step of a porting request: its status, when, and the scheduled date or the rejection's reason. */
export const PortingEventSchema = z
  .object({
    status: z.enum(PORTING_STATUSES),
    at: IsoDateTimeSchema,
    date: IsoDateSchema.nullable().meta({ description: 'The porting date, with scheduled' }),
    reason: z.string().nullable().meta({ description: 'Why, with rejected' }),
  })
  .meta({ id: 'PortingEvent' });
export type PortingEvent = z.infer<typeof PortingEventSchema>;

const EXAMPLE_PORTING = {
  id: 5,
  orderId: 'ORD-1736848200000',
  subscriptionId: 3,
  number: '+31612345678',
  display: '06 1234 5678',
  numberType: 'nl',
  currentProvider: 'KPN',
  holderName: 'Sanne de Vries',
  wishedDate: '2025-01-20',
  atContractEnd: false,
  status: 'scheduled',
  scheduledDate: '2025-01-20',
  reason: null,
  history: [
    { status: 'requested', at: '2025-01-14T09:31:12.000Z', date: null, reason: null },
    { status: 'validated', at: '2025-01-15T10:02:00.000Z', date: null, reason: null },
    { status: 'scheduled', at: '2025-01-15T10:05:00.000Z', date: '2025-01-20', reason: null },
  ],
  createdAt: '2025-01-14T09:31:12.000Z',
  updatedAt: '2025-01-15T10:05:00.000Z',
} as const;

/** A porting request as its customer sees it (`GET /api/porting`). */
export const PortingRequestSchema = z
  .object({
    id: z.number().int().positive(),
    orderId: z.string().regex(/^ORD-\d+$/),
    subscriptionId: z.number().int().positive().nullable(),
    number: E164,
    display: z.string(),
    numberType: z.enum(VOIP_NUMBER_TYPES),
    currentProvider: z.string(),
    holderName: z.string(),
    wishedDate: IsoDateSchema.nullable(),
    atContractEnd: z.boolean(),
    status: z.enum(PORTING_STATUSES).meta({
      description: 'requested → validated → scheduled → completed, or rejected with a reason (docs/contracts.md §9)',
    }),
    scheduledDate: IsoDateSchema.nullable(),
    reason: z.string().nullable().meta({ description: 'Why it was rejected' }),
    history: z.array(PortingEventSchema).meta({ description: 'Every status it had, oldest first' }),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'PortingRequest', example: EXAMPLE_PORTING });
export type PortingRequestRecord = z.infer<typeof PortingRequestSchema>;

export const PortingsAnswerSchema = z
  .object({ porting: z.array(PortingRequestSchema) })
  .meta({ id: 'Portings', example: { porting: [EXAMPLE_PORTING] } });
export type PortingsAnswer = z.infer<typeof PortingsAnswerSchema>;

// --- The back office

export const PORTING_SORT_KEYS = ['createdAt', 'number', 'customerName', 'status', 'scheduledDate'] as const;
export type PortingSortKey = (typeof PORTING_SORT_KEYS)[number];
/** The newest requests first. */
export const DEFAULT_PORTING_SORT = { key: 'createdAt', direction: 'desc' } as const satisfies {
  key: PortingSortKey;
  direction: SortDirection;
};

/** The back office's porting request: the customer's view with the customer and the account. */
export const AdminPortingSchema = PortingRequestSchema.extend({
  customerName: z.string(),
  customerEmail: z.string(),
  customerId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  nextStatuses: z.array(z.enum(PORTING_STATUSES)).meta({ description: 'Where it may move to now' }),
}).meta({ id: 'AdminPorting' });
export type AdminPortingRecord = z.infer<typeof AdminPortingSchema>;

/** A row of the porting list. */
export const PortingRowSchema = z
  .object({
    id: z.number().int().positive(),
    number: E164,
    display: z.string(),
    customerName: z.string(),
    customerEmail: z.string(),
    customerId: z.number().int().nullable(),
    currentProvider: z.string(),
    status: z.enum(PORTING_STATUSES),
    wishedDate: IsoDateSchema.nullable(),
    atContractEnd: z.boolean(),
    scheduledDate: IsoDateSchema.nullable(),
    orderId: z.string(),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
    nextStatuses: z.array(z.enum(PORTING_STATUSES)),
  })
  .meta({ id: 'PortingRow' });
export type PortingRow = z.infer<typeof PortingRowSchema>;

/** The porting list's stat cards: requests per status, over every request (not the filtered page). */
export const PortingStatsSchema = z
  .object({
    requested: z.number().int().min(0),
    validated: z.number().int().min(0),
    scheduled: z.number().int().min(0),
    completed: z.number().int().min(0),
    rejected: z.number().int().min(0),
  })
  .meta({ id: 'PortingStats' });
export type PortingStats = z.infer<typeof PortingStatsSchema>;

/** `?search=&status=&sort=&dir=&page=&pageSize=`, strict like every back-office list (docs/contracts.md §7). */
export const PortingListQuerySchema = z.object({
  search: searchParam('Number, name, e-mail or provider, case- and accent-insensitive substring'),
  status: choiceParam([...PORTING_STATUSES, 'all'], 'all', 'validation.status.invalid'),
  sort: sortParam(PORTING_SORT_KEYS, DEFAULT_PORTING_SORT.key),
  dir: SortDirectionParamSchema,
  ...listPagingFields,
});
export type PortingListQuery = Omit<z.output<typeof PortingListQuerySchema>, 'dir'> & { dir: SortDirection };

/** `GET /api/admin/porting`. */
export const PortingListAnswerSchema = listPageSchema(PortingRowSchema, PortingStatsSchema).meta({
  id: 'PortingList',
});
export type PortingListAnswer = z.infer<typeof PortingListAnswerSchema>;

/** `GET /api/admin/porting/{id}` and `POST …/status`. */
export const AdminPortingAnswerSchema = z.object({ porting: AdminPortingSchema }).meta({ id: 'AdminPortingAnswer' });
export type AdminPortingAnswer = z.infer<typeof AdminPortingAnswerSchema>;
