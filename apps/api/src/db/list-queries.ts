// Pieces shared by the back office's list queries (customers, invoices, users).
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { clampPage, totalPagesFor, type ListPage } from '@telecom/domain';

/**
 * `column` contains `text` as is: LIKE with % _ and \ escaped, the same on SQLite and PostgreSQL. The keys and the
 * search are folded by the domain's foldCase already (lower case), so SQLite's ASCII-blind LIKE changes nothing.
 */
export function contains(column: Expression<string>, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql<SqlBool>`${column} LIKE ${pattern} ESCAPE '\\'`;
}

/** One page of a list of `total` rows: the page is clamped to those that exist, and only its rows are read. */
export async function readPage<T>(
  total: number,
  query: { page: number; pageSize: number },
  fetch: (limit: number, offset: number) => Promise<T[]>,
): Promise<ListPage<T>> {
  const totalPages = totalPagesFor(total, query.pageSize);
  const current = clampPage(query.page, totalPages);
  const items = total === 0 ? [] : await fetch(query.pageSize, (current - 1) * query.pageSize);
  return { items, page: current, pageSize: query.pageSize, total, totalPages };
}
