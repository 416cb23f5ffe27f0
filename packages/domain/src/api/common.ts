// The shapes every part of the API shares: the error answer, a list page, the `{id}` of a record's path and the
// paging of the simple lists. Query parameters arrive as text; the schemas here read them as the API does.
//
// Metadata: `.meta({ id })` names a schema that the OpenAPI document lists once under `components.schemas` and
// refers to with `$ref`; `description` and `example` go into the document as they are.

import { z } from 'zod';
import { ERROR_CODES } from '../i18n/messages.js';
import { ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE } from '../admin-lists/types.js';
import { BulkIdsSchema } from '../schemas/admin.js';

/** Every error answer (decisions.md §4): a stable code, a message in the caller's language, per-field messages on 400. */
export const ErrorAnswerSchema = z
  .object({
    message: z.string().meta({ description: 'Translated by Accept-Language (en, nl, es; fallback en)' }),
    code: z.enum(ERROR_CODES).meta({ description: 'Stable: the web app translates by it' }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'One translated message per invalid field (400)' }),
  })
  .meta({
    id: 'Error',
    description: 'The shape of every error answer',
    example: {
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields.',
      fields: { email: 'Enter a valid e-mail address' },
    },
  });
export type ErrorAnswer = z.infer<typeof ErrorAnswerSchema>;

/** An ISO date-time as the API writes it (`new Date().toISOString()`): UTC, `Z`. */
export const IsoDateTimeSchema = z.iso.datetime();
/** A calendar date, `YYYY-MM-DD`. */
export const IsoDateSchema = z.iso.date();

const count = () => z.number().int().min(0);

/**
 * One page of a back-office list (`paginate`'s `{ items, page, pageSize, total, totalPages }`), with the list's stat
 * cards when it has them. `ListPage<T>` of admin-lists is the same shape for any row type.
 */
export function listPageSchema<Item extends z.ZodType>(item: Item): z.ZodObject<ListPageShape<Item>>;
export function listPageSchema<Item extends z.ZodType, Stats extends z.ZodType>(
  item: Item,
  stats: Stats,
): z.ZodObject<ListPageShape<Item> & { stats: Stats }>;
export function listPageSchema(item: z.ZodType, stats?: z.ZodType) {
  const shape = {
    items: z.array(item),
    page: z.number().int().min(1).meta({ description: '1-based, within 1..max(1, totalPages)' }),
    pageSize: z.number().int().min(1),
    total: count().meta({ description: 'Rows before paging' }),
    totalPages: count().meta({ description: '0 for an empty list' }),
  };
  return z.object(stats ? { ...shape, stats } : shape);
}
type ListPageShape<Item extends z.ZodType> = {
  items: z.ZodArray<Item>;
  page: z.ZodNumber;
  pageSize: z.ZodNumber;
  total: z.ZodNumber;
  totalPages: z.ZodNumber;
};

/** The `{id}` of a record's path: digits (at most 15). Anything else is a record that does not exist (404). */
export const IdPathSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .meta({ description: 'The record id', example: '42' }),
});
export type IdPath = z.output<typeof IdPathSchema>;

const DIGITS = /^\d+$/;

/**
 * A whole number ≥ 1 written in digits (surrounding spaces allowed), capped at `max`; anything else takes `fallback`.
 * With `safe`, a number too large to be exact (over 2^53 − 1) counts as anything else.
 */
export function wholeNumberParam({
  fallback,
  max,
  safe = false,
  description,
}: {
  fallback: number;
  max: number;
  safe?: boolean;
  description?: string;
}) {
  return z
    .string()
    .trim()
    .regex(DIGITS)
    .transform(Number)
    .pipe(safe ? z.number().int().min(1) : z.number().min(1))
    .transform((number) => Math.min(number, max))
    .default(fallback)
    .catch(fallback)
    .meta({
      description:
        description ??
        `A whole number of at least 1${max < Number.MAX_SAFE_INTEGER ? `, at most ${max}` : ''}; otherwise ${fallback}`,
      example: String(fallback),
    });
}

/** The lists' `page` and `pageSize`: whole numbers in digits; anything else takes the default, larger sizes are capped. */
export const listPagingFields = {
  page: wholeNumberParam({
    fallback: 1,
    max: Number.MAX_SAFE_INTEGER,
    safe: true,
    description: 'A whole number ≥ 1; a page past the last shows the last',
  }),
  pageSize: wholeNumberParam({ fallback: ADMIN_PAGE_SIZE, max: MAX_ADMIN_PAGE_SIZE, safe: true }),
};

/** `?page=&pageSize=` of the simple lists (activity, users): lenient, as every list query. */
export const pagingFields = {
  page: wholeNumberParam({ fallback: 1, max: Number.MAX_SAFE_INTEGER }),
  pageSize: wholeNumberParam({ fallback: ADMIN_PAGE_SIZE, max: MAX_ADMIN_PAGE_SIZE }),
};
export const PagingQuerySchema = z.object(pagingFields);
export type PagingQuery = z.output<typeof PagingQuerySchema>;

/** `?ids=1,2,3` of an export: the chosen rows only; anything else means every matching row (see `parseIdList`). */
export const IdListParamSchema = z
  .string()
  .regex(/^\d+(,\d+)*$/)
  .optional()
  .catch(undefined)
  .meta({
    description: 'Comma-separated record ids: only these rows (at most 500); without it, every row of the query',
    example: '3,7,12',
  });

/** `{ updated }` of a bulk status change. */
export const UpdatedAnswerSchema = z
  .object({ updated: count().meta({ description: 'How many records were found and set' }) })
  .meta({ id: 'UpdatedCount', example: { updated: 3 } });
export type UpdatedAnswer = z.infer<typeof UpdatedAnswerSchema>;

/** `{ deleted }` of a bulk deletion. */
export const DeletedAnswerSchema = z
  .object({ deleted: count().meta({ description: 'How many records were found and deleted' }) })
  .meta({ id: 'DeletedCount', example: { deleted: 2 } });
export type DeletedAnswer = z.infer<typeof DeletedAnswerSchema>;

/** `{ message }` of a call that only confirms, translated by Accept-Language. */
export const MessageAnswerSchema = z
  .object({ message: z.string() })
  .meta({ id: 'Message', example: { message: 'If an account exists for this address, we have sent a link.' } });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

/** `{ ids }` of a bulk action on chosen records (customers' deletion, invoices' reminders). */
export const BulkIdsBodySchema = BulkIdsSchema.meta({ id: 'BulkIdsRequest', example: { ids: [3, 7, 12] } });
