// GET /api/admin/activity (docs/contracts.md §4): the back office's log, newest first, translated for the reader.

import { z } from 'zod';
import { ACTIVITY_STATUSES, ACTIVITY_TYPES } from '../admin-lists/types.js';
import { IsoDateTimeSchema, listPageSchema, PagingQuerySchema } from './common.js';

const EXAMPLE_ENTRY = {
  id: 981,
  type: 'payment',
  message: 'Payment received for INV-2025-014 from Sanne de Vries',
  timestamp: '2025-01-14T09:30:00.000Z',
  status: 'success',
  actor: 'Anna Jansen',
} as const;

export const ActivityEntrySchema = z
  .object({
    id: z.number().int().positive(),
    type: z.enum(ACTIVITY_TYPES),
    message: z.string().meta({ description: "In the reader's language (Accept-Language)" }),
    timestamp: IsoDateTimeSchema,
    status: z.enum(ACTIVITY_STATUSES),
    actor: z.string().nullable().meta({
      description:
        'The name of the signed-in user who made the change (an admin in the back office); null for the system',
    }),
  })
  .meta({ id: 'ActivityEntry', example: EXAMPLE_ENTRY });
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

/** `?page=&pageSize=`, strict as every list query (docs/contracts.md §7). */
export const ActivityQuerySchema = PagingQuerySchema;
export type ActivityQuery = z.output<typeof ActivityQuerySchema>;

export const ActivityListAnswerSchema = listPageSchema(ActivityEntrySchema).meta({
  id: 'ActivityList',
  example: { items: [EXAMPLE_ENTRY], page: 1, pageSize: 10, total: 1, totalPages: 1 },
});
export type ActivityListAnswer = z.infer<typeof ActivityListAnswerSchema>;
