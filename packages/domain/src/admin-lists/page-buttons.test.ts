import { describe, it, expect } from 'vitest';
import { pageButtons } from './page-buttons.js';

describe('pageButtons', () => {
  it.each<[number, number, number[]]>([
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    [4, 10, [2, 3, 4, 5, 6]],
    [5, 10, [3, 4, 5, 6, 7]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [2, 3, [1, 2, 3]],
    [1, 1, [1]],
    [5, 5, [1, 2, 3, 4, 5]],
    [3, 6, [1, 2, 3, 4, 5]],
    [4, 6, [2, 3, 4, 5, 6]],
  ])('page %d of %d shows %j', (current, total, expected) => {
    expect(pageButtons(current, total)).toEqual(expected);
  });

  it('shows nothing when there are no pages', () => {
    expect(pageButtons(1, 0)).toEqual([]);
    expect(pageButtons(1, Number.NaN)).toEqual([]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageButtons(0, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(42, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageButtons(Number.NaN, 10)).toEqual([1, 2, 3, 4, 5]);
  });
});
