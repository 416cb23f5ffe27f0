import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, csvFormat, toCsv } from './csv.js';

describe('toCsv', () => {
  it('writes nl and es with `;` and a decimal comma, en with `,` and a decimal point, after a byte order mark', () => {
    const rows = [[7, 'Émile; "Ü"', csvAmount(1234.5), csvAmount(-0.05), true, null]];
    expect(toCsv(['id', 'name', 'amount', 'refund', 'recurring', 'paid'], rows, 'nl')).toBe(
      '\uFEFFid;name;amount;refund;recurring;paid\r\n7;"Émile; ""Ü""";1234,50;-0,05;true;\r\n',
    );
    expect(toCsv(['id', 'amount'], [[7, csvAmount(1234567.89)]], 'es')).toBe('\uFEFFid;amount\r\n7;1234567,89\r\n');
    expect(toCsv(['id', 'amount'], [[7, csvAmount(1234567.89)]], 'en')).toBe('\uFEFFid,amount\r\n7,1234567.89\r\n');
  });

  it.each(['=1+1', '+31 6', '-5', '@SUM(A1)', '\tx', '\rx'])(
    'guards the formula-like text %j in every language',
    (text) => {
      for (const language of ['en', 'nl', 'es'] as const) expect(csvCell(text, csvFormat(language))).toMatch(/^"?'/);
    },
  );
});
