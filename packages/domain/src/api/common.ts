// The shapes every part of the API shares: the error answer, a list page, the `{id}` of a record's path and the
// paging of the simple lists. Query parameters arrive as text; the schemas here read them as the API does.
//
// Metadata: `.meta({ id })` names a schema that the OpenAPI document lists once under `components.schemas` and
// refers to with `$ref`; `description` and `example` go into the document as they are.

import { z } from 'zod';
import { ERROR_CODES, type MessageKey } from '../i18n/messages.js';
import { ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE, SORT_DIRECTIONS } from '../admin-lists/types.js';
import { BulkIdsSchema, MAX_BULK_IDS } from '../schemas/admin.js';

/** Every error answer (docs/contracts.md §4): a stable code, a message in the caller's language, per-field messages on 400. */
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

// The list queries are strict (docs/contracts.md §7): a value outside the allowed ones fails with a message key on its
// parameter (400 with `fields`), never an unfiltered list. `readQueryParams` (admin-lists/list-query.ts) reads the
// query first: values are trimmed, an empty value counts as absent (its default), a repeated parameter fails.

/** One of a filter's values, or its default when absent; anything else fails with `message`. */
export function choiceParam<const Values extends readonly [string, ...string[]], Default extends Values[number]>(
  values: Values,
  fallback: Default,
  message: MessageKey = 'validation.filter.invalid',
) {
  return z.enum(values, { error: message }).default(fallback);
}

/** A list's sort key, or its default key when absent; any other key fails. */
export function sortParam<const Keys extends readonly [string, ...string[]]>(keys: Keys, fallback: Keys[number]) {
  return choiceParam(keys, fallback, 'validation.sort.invalid');
}

/** `asc` or `desc`; when absent the parser settles it by the sort key. */
export const SortDirectionParamSchema = z.enum(SORT_DIRECTIONS, { error: 'validation.dir.invalid' }).optional().meta({
  description:
    "'asc' or 'desc' (anything else: 400); without it, the default key's own direction, 'asc' for any other key",
});

/** A month `YYYY-MM` (month 01-12), or '' (every month) when absent; `2026-13` fails. */
export const MonthParamSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.month.invalid' })
  .default('');

/** A list's search text: at most 200 characters. */
export function searchParam(description: string) {
  return z.string().max(200, { error: 'validation.tooLong' }).default('').meta({ description });
}

/**
 * A whole number ≥ 1 written in digits, capped at `max` (a number over 2^53 − 1 counts as `max` too); absent: the
 * default. Anything else (letters, 0, a sign, a decimal point) fails with `validation.page.invalid`.
 */
export function wholeNumberParam({
  fallback,
  max,
  description,
}: {
  fallback: number;
  max: number;
  description?: string;
}) {
  return z
    .string()
    .regex(DIGITS, { error: 'validation.page.invalid' })
    .refine((text) => /[1-9]/.test(text), { error: 'validation.page.invalid' })
    .transform((text) => Math.min(Number(text), max))
    .default(fallback)
    .meta({
      description:
        description ??
        `A whole number of at least 1 in digits${max < Number.MAX_SAFE_INTEGER ? `; larger values count as ${max}` : ''}; without it ${fallback}; anything else: 400`,
      example: String(fallback),
    });
}

/**
 * The lists' `page` and `pageSize`: whole numbers ≥ 1 in digits (anything else: 400). A page past the last shows the
 * last; a larger page size is capped at the maximum.
 */
export const listPagingFields = {
  page: wholeNumberParam({
    fallback: 1,
    max: Number.MAX_SAFE_INTEGER,
    description:
      'A whole number ≥ 1 in digits; a page past the last shows the last; without it 1; anything else (abc, 0, -1, 2.5): 400',
  }),
  pageSize: wholeNumberParam({ fallback: ADMIN_PAGE_SIZE, max: MAX_ADMIN_PAGE_SIZE }),
};

/** `?page=&pageSize=` of the simple lists (activity, users): as every list's paging. */
export const pagingFields = listPagingFields;
export const PagingQuerySchema = z.object(pagingFields);
export type PagingQuery = z.output<typeof PagingQuerySchema>;

/** `?ids=1,2,3` of an export: only these rows (1 to 500 ids); without it, every matching row; anything else fails. */
export const IdListParamSchema = z
  .string()
  .regex(/^\d{1,15}(,\d{1,15})*$/, { error: 'validation.ids.invalid' })
  .refine((text) => text.split(',').length <= MAX_BULK_IDS && text.split(',').every((id) => Number(id) > 0), {
    error: 'validation.ids.invalid',
  })
  .optional()
  .meta({
    description: 'Comma-separated record ids: only these rows (1 to 500); without it, every row of the query',
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
