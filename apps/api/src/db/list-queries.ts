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

/** Where a keyset page ends: the last row's sort key and id. */
export interface Keyset {
  key: unknown;
  id: number;
}

/** How many rows an export reads a time: a few milliseconds of the database's work between two turns of the loop. */
export const EXPORT_PAGE_ROWS = 1_000;

/**
 * The rows after `last` in a list ordered by `column` `dir` and then by `idColumn` ascending (the lists' tie-break):
 * `column >= key AND (column > key OR id > lastId)` ascending, `<=` and `<` descending. The first half is a range
 * that the column's index seeks, on SQLite and PostgreSQL alike.
 */
export function afterKeyset(column: string, dir: 'asc' | 'desc', last: Keyset, idColumn = 'id'): RawBuilder<SqlBool> {
  const ref = sql.ref(column);
  const [from, beyond] = dir === 'asc' ? [sql.raw('>='), sql.raw('>')] : [sql.raw('<='), sql.raw('<')];
  return sql<SqlBool>`${ref} ${from} ${last.key} AND (${ref} ${beyond} ${last.key} OR ${sql.ref(idColumn)} > ${last.id})`;
}

/**
 * A whole list, `pageRows` rows a page, each page read after the last one's keyset (never an OFFSET, which would
 * step over every earlier row again): for the exports, which write each page before they read the next. Stops reading
 * when the consumer stops asking (a download the client broke off).
 */
export async function* keysetPages<T>(
  readPage: (after: Keyset | undefined, limit: number) => Promise<T[]>,
  keysetOf: (row: T) => Keyset,
  pageRows = EXPORT_PAGE_ROWS,
): AsyncGenerator<T[]> {
  let after: Keyset | undefined;
  for (;;) {
    const rows = await readPage(after, pageRows);
    if (rows.length > 0) yield rows;
    if (rows.length < pageRows) return;
    after = keysetOf(rows.at(-1)!);
  }
}
