import type { z } from 'zod';

/**
 * A back-office list's query as the address bar holds it: the parameters the API's query schema reads, as text. The
 * API reads them leniently (docs/contracts.md): a value it does not know takes the parameter's default.
 */
export type ListParams<QuerySchema extends z.ZodType> = { readonly [Name in keyof z.input<QuerySchema>]?: string };
