import { describe, expect, it } from 'vitest';
import { isOneOf } from './one-of.js';

describe('isOneOf', () => {
  it.each<[string, readonly (string | number)[], unknown, boolean]>([
    ['a listed string', ['nl', 'eu'], 'eu', true],
    ['an unlisted string', ['nl', 'eu'], 'world', false],
    ['a different case', ['nl', 'eu'], 'NL', false],
    ['a listed number', [3, 6, 12], 12, true],
    ['a number written as text', [3, 6, 12], '12', false],
    ['a text written as number', ['3'], 3, false],
    ['null', ['nl'], null, false],
    ['an array holding the value', ['nl'], ['nl'], false],
    ['a prototype key', ['nl'], 'toString', false],
  ])('%s', (_case, values, value, expected) => {
    expect(isOneOf(values, value)).toBe(expected);
  });
});
