// The pagination's page buttons (spec point 9): at most MAX_PAGE_BUTTONS page numbers, centred on the
// current page where possible and shifted at the ends: they start at max(1, min(current − 2, total − 4)).

import { MAX_PAGE_BUTTONS } from './types.js';

/**
 * The page numbers to show, ascending; [] when there are no pages. A current page outside 1..totalPages
 * (or not a whole number) is first clamped into it, the way `paginate` clamps it.
 */
export function pageButtons(currentPage: number, totalPages: number): number[] {
  if (!Number.isSafeInteger(totalPages) || totalPages < 1) return [];
  const current = Number.isSafeInteger(currentPage) ? Math.max(1, Math.min(currentPage, totalPages)) : 1;
  const half = Math.floor(MAX_PAGE_BUTTONS / 2);
  const first = Math.max(1, Math.min(current - half, totalPages - MAX_PAGE_BUTTONS + 1));
  const last = Math.min(totalPages, first + MAX_PAGE_BUTTONS - 1);
  const buttons: number[] = [];
  for (let page = first; page <= last; page += 1) buttons.push(page);
  return buttons;
}
