import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, csvChunks, csvFormat, toCsv } from './csv.js';

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

describe('csvChunks', () => {
  async function* pagesOf<T>(...pages: T[][]) {
    for (const page of pages) yield page;
  }
  const collect = async (chunks: AsyncIterable<string>) => {
    const all: string[] = [];
    for await (const chunk of chunks) all.push(chunk);
    return all;
  };
  const header = ['id', 'name', 'amount'];
  const rows: [number, string, number][] = [
    [1, 'Émile; "Ü"', 12.5],
    [2, '=cmd', -0.05],
    [3, 'Line\nbreak', 1234567.89],
  ];
  const cells = ([id, name, amount]: [number, string, number]) => [id, name, csvAmount(amount)];

  it('writes the same bytes as toCsv, a chunk a page, the header with the first page', async () => {
    for (const language of ['en', 'nl', 'es'] as const) {
      const whole = toCsv(header, rows.map(cells), language);
      const chunks = await collect(csvChunks(header, pagesOf(rows.slice(0, 2), rows.slice(2)), cells, language));
      expect(chunks).toHaveLength(2);
      expect(chunks.join('')).toBe(whole);
      expect(chunks[0]!.startsWith('\uFEFFid')).toBe(true);
    }
  });

  it('writes the header alone when there are no rows', async () => {
    expect(await collect(csvChunks(header, pagesOf<[number, string, number]>(), cells, 'nl'))).toEqual([
      toCsv(header, [], 'nl'),
    ]);
    expect(toCsv(header, [], 'nl')).toBe('\uFEFFid;name;amount\r\n');
  });
});
