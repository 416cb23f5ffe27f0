import { describe, it, expect } from 'vitest';
import { paginate } from './paginate.js';

const rows = Array.from({ length: 25 }, (_, index) => index + 1);

describe('paginate', () => {
  it.each<[number, number, number[]]>([
    [1, 1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [2, 2, [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]],
    [3, 3, [21, 22, 23, 24, 25]],
    [4, 3, [21, 22, 23, 24, 25]],
    [99, 3, [21, 22, 23, 24, 25]],
    [0, 1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [-2, 1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [Number.NaN, 1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [1.5, 1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [Number.POSITIVE_INFINITY, 1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
  ])('page %d of 25 rows shows page %d', (page, shownPage, items) => {
    expect(paginate(rows, page)).toEqual({ items, page: shownPage, pageSize: 10, total: 25, totalPages: 3 });
  });

  it('has 0 pages and shows page 1 for an empty list', () => {
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageSize: 10, total: 0, totalPages: 0 });
    expect(paginate([], 5)).toEqual({ items: [], page: 1, pageSize: 10, total: 0, totalPages: 0 });
  });

  it('fills exactly one page with 10 rows', () => {
    expect(paginate(rows.slice(0, 10), 2)).toMatchObject({ page: 1, totalPages: 1, total: 10 });
  });

  it('uses another page size', () => {
    expect(paginate(rows, 2, 20)).toEqual({
      items: [21, 22, 23, 24, 25],
      page: 2,
      pageSize: 20,
      total: 25,
      totalPages: 2,
    });
  });

  it('falls back to 10 rows for an invalid page size', () => {
    expect(paginate(rows, 1, 0).pageSize).toBe(10);
    expect(paginate(rows, 1, Number.NaN).pageSize).toBe(10);
    expect(paginate(rows, 1, 2.5).pageSize).toBe(10);
  });
});
