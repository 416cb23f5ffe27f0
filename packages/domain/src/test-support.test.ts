import { describe, expect, it } from 'vitest';
import { expectEqual, expectSame, plainEqual } from './test-support.js';

class Point {
  constructor(readonly x: number) {}
}

/** Whether a check passes (does not throw). */
function passes(check: () => void): boolean {
  try {
    check();
    return true;
  } catch {
    return false;
  }
}

describe('plainEqual', () => {
  // [actual, expected, judged]: whether plainEqual judges the pair itself (plain data) or leaves it to toEqual.
  it.each<[string, unknown, unknown, boolean]>([
    ['the same number', 3, 3, true],
    ['two numbers', 3, 4, true],
    ['a number and its text', 3, '3', true],
    ['NaN and NaN', Number.NaN, Number.NaN, true],
    ['0 and -0', 0, -0, true],
    ['null and undefined', null, undefined, true],
    ['null and an empty object', null, {}, true],
    ['equal objects in another key order', { a: 1, b: [2, { c: 'x' }] }, { b: [2, { c: 'x' }], a: 1 }, true],
    ['objects that differ deep down', { a: 1, b: [2, { c: 'x' }] }, { a: 1, b: [2, { c: 'y' }] }, true],
    ['an undefined property and none', { a: 1, b: undefined }, { a: 1 }, true],
    ['an undefined property and null', { a: 1, b: undefined }, { a: 1, b: null }, true],
    ['objects with other keys', { a: 1 }, { b: 1 }, true],
    ['an array and an object', [1], { 0: 1 }, true],
    ['arrays of other lengths', [1, 2], [1, 2, undefined], true],
    ['arrays in another order', [1, 2], [2, 1], true],
    ['an object without a prototype', Object.assign(Object.create(null) as object, { a: 1 }), { a: 1 }, true],
    ['a sparse array', [1, , 3], [1, undefined, 3], false], // eslint-disable-line no-sparse-arrays
    ['dates', new Date(0), new Date(0), false],
    ['a class instance and its fields', new Point(1), { x: 1 }, false],
    ['a map', new Map([[1, 2]]), new Map(), false],
    ['symbol keys', { [Symbol.for('a')]: 1 }, {}, false],
    ['functions', () => 1, () => 1, false],
  ])('%s: agrees with toEqual, or leaves the pair to it', (_description, actual, expected, judged) => {
    const toEqual = passes(() => expect(actual).toEqual(expected));
    const equal = plainEqual(actual, expected);
    expect(equal === undefined).toBe(!judged);
    if (equal !== undefined) expect(equal).toBe(toEqual);
    // Either way the helper's verdict is toEqual's.
    expect(passes(() => expectEqual(actual, expected))).toBe(toEqual);
  });
});

describe('expectSame', () => {
  it('passes what toBe passes and fails what it fails', () => {
    expect(passes(() => expectSame('a', 'a'))).toBe(true);
    expect(passes(() => expectSame(Number.NaN, Number.NaN))).toBe(true);
    expect(passes(() => expectSame(0, -0))).toBe(false);
    expect(passes(() => expectSame({}, {}))).toBe(false);
  });
});
