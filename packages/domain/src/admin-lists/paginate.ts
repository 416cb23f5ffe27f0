// Paging the admin lists (spec point 9: 10 rows per page).
//
// - `totalPages` is ceil(total / pageSize), so an empty list has 0 pages; `page` is still 1 and the UI
//   shows its empty state instead of the pagination. SQL: `(total + pageSize - 1) / pageSize`.
// - `page` is clamped: anything but a whole number ≥ 1 (NaN, 2.5, 0, -3) becomes 1, and a page past the last
//   becomes the last. SQL: `LIMIT :pageSize OFFSET (:page - 1) * :pageSize` with the clamped page.
// - `pageSize` that is not a whole number ≥ 1 becomes ADMIN_PAGE_SIZE; the upper cap (MAX_ADMIN_PAGE_SIZE)
//   belongs to the list query parser, not here.

import { ADMIN_PAGE_SIZE } from './types.js';

export interface ListPage<T> {
  items: T[];
  /** 1-based, within 1..max(1, totalPages). */
  page: number;
  pageSize: number;
  /** Rows before paging. */
  total: number;
  /** 0 for an empty list. */
  totalPages: number;
}

function isPositiveWholeNumber(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1;
}

export function totalPagesFor(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** The page number to show: 1 for invalid input, at most the last page (and 1 when there are no pages). */
export function clampPage(page: number, totalPages: number): number {
  if (!isPositiveWholeNumber(page)) return 1;
  return Math.max(1, Math.min(page, totalPages));
}

export function paginate<T>(rows: readonly T[], page: number, pageSize: number = ADMIN_PAGE_SIZE): ListPage<T> {
  const size = isPositiveWholeNumber(pageSize) ? pageSize : ADMIN_PAGE_SIZE;
  const total = rows.length;
  const totalPages = totalPagesFor(total, size);
  const current = clampPage(page, totalPages);
  const start = (current - 1) * size;
  return { items: rows.slice(start, start + size), page: current, pageSize: size, total, totalPages };
}
