// Pieces shared by the back office's list queries (customers, invoices, users).
import { SqliteAdapter, sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { clampPage, totalPagesFor, type ListPage } from '@telecom/domain';

/**
 * `column` contains `text` as is: LIKE with % _ and \ escaped, the same on SQLite and PostgreSQL. The keys and the
 * search are folded by the domain's foldCase already (lower case), so SQLite's ASCII-blind LIKE changes nothing.
 */
export function contains(column: Expression<string>, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql<SqlBool>`${column} LIKE ${pattern} ESCAPE '\\'`;
}

/** Whether `db` talks to SQLite (whose full-text tables have no equivalent in PostgreSQL's SQL). */
export const isSqlite = <DB>(db: Kysely<DB>) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * `text` as an FTS5 phrase for a table of the trigram tokenizer, where it matches wherever the column contains it (as
 * LIKE '%text%' does), or null when it is shorter than a trigram and no index can find it.
 */
export function trigramPhrase(text: string): string | null {
  return [...text].length < 3 ? null : `"${text.replaceAll('"', '""')}"`;
}

/** How a page is read: `reversed` asks for the list's order turned round, every sort key and the id tie-break. */
export interface PageWindow {
  limit: number;
  offset: number;
  reversed: boolean;
}

/** 'asc' or 'desc' for a list sorted `dir`, turned round when the window is read from the end. */
export const direction = (dir: 'asc' | 'desc', { reversed }: Pick<PageWindow, 'reversed'>): 'asc' | 'desc' =>
  reversed === (dir === 'desc') ? 'asc' : 'desc';

/**
 * One page of a list of `total` rows: the page is clamped to those that exist, and only its rows are read. A page in
 * the back half is read from the end, in the reversed order, and turned round: the database then steps over fewer
 * rows before it (an OFFSET near 100,000 costs PostgreSQL tens of milliseconds), and the rows are the same.
 */
export async function readPage<T>(
  total: number,
  query: { page: number; pageSize: number },
  fetch: (window: PageWindow) => Promise<T[]>,
): Promise<ListPage<T>> {
  const totalPages = totalPagesFor(total, query.pageSize);
  const current = clampPage(query.page, totalPages);
  const start = (current - 1) * query.pageSize;
  const end = Math.min(start + query.pageSize, total);
  let items: T[] = [];
  if (total > 0 && start > total - end)
    items = (await fetch({ limit: end - start, offset: total - end, reversed: true })).reverse();
  else if (total > 0) items = await fetch({ limit: query.pageSize, offset: start, reversed: false });
  return { items, page: current, pageSize: query.pageSize, total, totalPages };
}
