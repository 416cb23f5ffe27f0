import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@telecom/domain';

// Every text of the site exists in en, nl and es (English is the source of the keys), with the same
// interpolation parameters, and none is empty.

const localesDir = import.meta.dirname;
const namespaces = readdirSync(path.join(localesDir, 'en')).filter((name) => name.endsWith('.json'));

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(name, value);
    else for (const [nested, text] of flatten(value, name)) entries.set(nested, text);
  }
  return entries;
}

function load(language: string, namespace: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(path.join(localesDir, language, namespace), 'utf8')) as Tree);
}

const parameters = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the locale files', () => {
  it('have the same namespaces in every language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(
        readdirSync(path.join(localesDir, language))
          .filter((name) => name.endsWith('.json'))
          .sort(),
      ).toEqual([...namespaces].sort());
    }
  });

  describe.each(namespaces)('%s', (namespace) => {
    const english = load('en', namespace);

    it.each(SUPPORTED_LANGUAGES)('has every key in %s, with a non-empty text and the same parameters', (language) => {
      const texts = load(language, namespace);
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      // One expect for all keys (two per key cost vitest more than the checks): the keys that fail, with the reason.
      const wrong: string[] = [];
      for (const [key, text] of texts) {
        if (text.trim() === '') wrong.push(`${language}/${namespace}: ${key} is empty`);
        const own = parameters(text).join(', ');
        const source = parameters(english.get(key) ?? '').join(', ');
        if (own !== source) wrong.push(`${language}/${namespace}: ${key} has {{${own}}}, English {{${source}}}`);
      }
      expect(wrong).toEqual([]);
    });
  });
});
