import { describe, expect, it } from 'vitest';
import { parseAmountCents, type AmountTextError } from './amount-text.js';

describe('parseAmountCents', () => {
  it.each<[string, number]>([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['€ 12,50', 1250],
    ['€12,50', 1250],
    ['€\u00a012,50', 1250],
    ['12,50 €', 1250],
    ['12,50\u00a0€', 1250],
    ['12,5', 1250],
    ['12', 1200],
    ['0', 0],
    ['0,05', 5],
    ['  7,00  ', 700],
    ['1234.56', 123456],
    ['12.5', 1250],
    ['€1.234', 123400],
    ['1.234', 123400],
    ['1.234.567,89', 123456789],
    ['012,30', 1230],
    ['-0', 0],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseAmountCents(text)).toEqual({ ok: true, cents });
  });

  it.each<[string, AmountTextError]>([
    ['', 'format'],
    ['   ', 'format'],
    ['€', 'format'],
    ['abc', 'format'],
    ['12 50', 'format'],
    ['1 234,56', 'format'],
    ['1,234.56', 'format'],
    ['1.234.56', 'format'],
    ['12.34.5', 'format'],
    ['1.23,45', 'format'],
    ['12.3456,7', 'format'],
    ['12,34,56', 'format'],
    [',50', 'format'],
    ['12,', 'format'],
    ['12.', 'format'],
    ['.5', 'format'],
    ['+12', 'format'],
    ['12e3', 'format'],
    ['€ 12 €', 'format'],
    ['EUR 12', 'format'],
    ['--12', 'format'],
    ['12,345', 'decimals'],
    ['1,234', 'decimals'],
    ['1234.567', 'decimals'],
    ['0,001', 'decimals'],
    ['-12,50', 'negative'],
    ['− 5', 'negative'],
    ['€ -12,50', 'negative'],
    ['-€12,50', 'negative'],
    ['99999999999999999999', 'tooLarge'],
  ])('refuses %j (%s)', (text, error) => {
    expect(parseAmountCents(text)).toEqual({ ok: false, error });
  });
});
