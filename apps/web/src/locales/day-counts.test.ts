import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@telecom/domain';

// A number of days is written through a plural (`_one`/`_other`), so that 1 reads "1 dag", "1 day", "1 día" and
// never "1 dagen", "1 days", "1 días" (issue 18).

const localesDir = import.meta.dirname;
const namespaces = readdirSync(path.join(localesDir, 'en'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));
const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as object;

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: Object.fromEntries(
      SUPPORTED_LANGUAGES.map((language) => [
        language,
        Object.fromEntries(namespaces.map((namespace) => [namespace, read(language, namespace)])),
      ]),
    ),
    interpolation: { escapeValue: false },
  });
});

type Case = [
  language: string,
  namespace: string,
  key: string,
  options: Record<string, unknown>,
  one: string,
  many: string,
];

describe('day counts', () => {
  it.each<Case>([
    ['nl', 'esim', 'plans.days', { count: 1 }, '1 dag', '7 dagen'],
    ['en', 'esim', 'plans.days', { count: 1 }, '1 day', '7 days'],
    ['es', 'esim', 'plans.days', { count: 1 }, '1 día', '7 días'],
    ['nl', 'esim', 'calculator.need', { count: 1, gb: '1' }, 'Je reis van 1 dag vraagt', 'Je reis van 7 dagen vraagt'],
    ['en', 'esim', 'calculator.need', { count: 1, gb: '1' }, 'Your trip of 1 day needs', 'Your trip of 7 days needs'],
    [
      'es',
      'esim',
      'calculator.need',
      { count: 1, gb: '1' },
      'Tu viaje de 1 día necesita',
      'Tu viaje de 7 días necesita',
    ],
    ['nl', 'checkout', 'travel.trip', { count: 1, data: 1 }, 'uw reis van 1 dag,', 'uw reis van 7 dagen,'],
    ['en', 'checkout', 'travel.trip', { count: 1, data: 1 }, 'your trip of 1 day,', 'your trip of 7 days,'],
    ['es', 'checkout', 'travel.trip', { count: 1, data: 1 }, 'tu viaje de 1 día,', 'tu viaje de 7 días,'],
    [
      'nl',
      'checkout',
      'travel.details',
      { count: 1, data: '5GB', price: '€ 9,99' },
      '5GB voor 1 dag,',
      '5GB voor 7 dagen,',
    ],
    ['en', 'checkout', 'overview.travelPlan', { count: 1, data: '5GB' }, '5GB, 1 day', '5GB, 7 days'],
    ['es', 'checkout', 'overview.travelPlan', { count: 1, data: '5GB' }, '5GB, 1 día', '5GB, 7 días'],
    ['nl', 'voicemail', 'plans.lead', { days: 1 }, 'Begin 1 dag gratis.', 'Begin 7 dagen gratis.'],
    ['es', 'voicemail', 'hero.lead', { days: 1 }, 'Gratis durante 1 día.', 'Gratis durante 7 días.'],
    ['en', 'voip', 'assistantPage.plans.lead', { days: 1 }, 'starts with 1 day free', 'starts with 7 days free'],
    ['nl', 'voip', 'assistantPage.hero.lead', { days: 1 }, '— 1 dag gratis.', '— 7 dagen gratis.'],
  ])('%s %s:%s says %j for one day and %j for seven', (language, namespace, key, options, one, many) => {
    // The keys are checked by the table, not by the typed keys of the app's i18next.
    const t = i18n.getFixedT(language, namespace as never) as unknown as (
      key: string,
      options: Record<string, unknown>,
    ) => string;
    const seven = Object.fromEntries(
      Object.entries(options).map(([name, value]) => [name, name === 'count' || name === 'days' ? 7 : value]),
    );
    expect(t(key, options)).toContain(one);
    expect(t(key, seven)).toContain(many);
  });

  // A text with a day count as a bare parameter ("{{days}} dagen") would read "1 dagen" for one day. The end of a
  // range ("1-3 días", "de 1 a 3 días") is always plural.
  it.each(SUPPORTED_LANGUAGES)('no %s text writes a number of days without a plural', (language) => {
    const word = /(?<!(?:[-–]|\s(?:a|to|tot)\s))\{\{\s*\w+\s*\}\}\s+(?:dagen|dag|days|day|días|día)\b/;
    const texts = (tree: object, prefix = ''): [string, string][] =>
      Object.entries(tree).flatMap(([key, value]): [string, string][] =>
        typeof value === 'string'
          ? [[`${prefix}${key}`, value]]
          : typeof value === 'object' && value
            ? texts(value as object, `${prefix}${key}.`)
            : [],
      );
    // One expect for all texts (one per text cost vitest more than the check): the texts that do, with the words.
    const bare: string[] = [];
    for (const namespace of namespaces) {
      for (const [key, text] of texts(read(language, namespace))) {
        if (/_(?:zero|one|two|few|many|other)$/.test(key)) continue;
        const match = text.match(word)?.[0];
        if (match !== undefined) bare.push(`${language}/${namespace}: ${key}: ${match}`);
      }
    }
    expect(bare).toEqual([]);
  });
});
