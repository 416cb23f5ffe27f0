import { describe, it, expect } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  LANGUAGES,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  languageFromQuery,
  languageFromTag,
  pickLanguage,
  type Language,
  type LanguageSources,
} from './languages.js';

describe('the supported languages', () => {
  it('are English, Dutch and Spanish, in that order', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en', 'nl', 'es']);
  });

  it('start in English and fall back to English', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it.each<[Language, string]>([
    ['en', 'English'],
    ['nl', 'Nederlands'],
    ['es', 'Español'],
  ])('names %s in itself as %s', (code, name) => {
    expect(LANGUAGE_NAMES[code]).toBe(name);
  });

  it('names exactly the supported languages', () => {
    expect(Object.keys(LANGUAGE_NAMES)).toEqual([...SUPPORTED_LANGUAGES]);
  });

  it.each<[Language, string, string]>([
    ['en', 'English', 'GB'],
    ['nl', 'Nederlands', 'NL'],
    ['es', 'Español', 'ES'],
  ])('lists %s in the switcher as %s with the %s flag', (code, name, flag) => {
    expect(LANGUAGES.find((language) => language.code === code)).toEqual({ code, name, flag });
  });

  it('lists the switcher entries in the order of the supported languages', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual([...SUPPORTED_LANGUAGES]);
  });

  it.each(['en', 'nl', 'es'])('recognises %j as supported', (value) => {
    expect(isSupportedLanguage(value)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['German', 'de'],
    ['upper case', 'NL'],
    ['a region tag', 'nl-NL'],
    ['an empty text', ''],
    ['surrounding spaces', ' nl '],
    ['null', null],
    ['undefined', undefined],
    ['a number', 1],
    ['an object', { code: 'nl' }],
  ])('does not recognise %s as supported', (_description, value) => {
    expect(isSupportedLanguage(value)).toBe(false);
  });
});

describe('languageFromQuery (the ?lang= parameter)', () => {
  it.each<[string, Language]>([
    ['en', 'en'],
    ['nl', 'nl'],
    ['es', 'es'],
  ])('switches to %s for ?lang=%s', (value, language) => {
    expect(languageFromQuery(value)).toBe(language);
  });

  it.each<[string, string | null | undefined]>([
    ['an unsupported language', 'de'],
    ['upper case', 'NL'],
    ['mixed case', 'Es'],
    ['a region tag', 'nl-BE'],
    ['surrounding spaces', ' nl'],
    ['an empty value', ''],
    ['a missing parameter (null)', null],
    ['an absent parameter (undefined)', undefined],
    ['a language name', 'Nederlands'],
  ])('ignores %s', (_description, value) => {
    expect(languageFromQuery(value)).toBeNull();
  });
});

describe('languageFromTag (a browser language)', () => {
  it.each<[string, Language]>([
    ['nl', 'nl'],
    ['nl-BE', 'nl'],
    ['nl-NL', 'nl'],
    ['NL-nl', 'nl'],
    ['es-ES', 'es'],
    ['es-419', 'es'],
    ['en-US', 'en'],
    ['en_GB', 'en'],
    [' en-GB ', 'en'],
  ])('matches %j to %s on the primary subtag', (tag, language) => {
    expect(languageFromTag(tag)).toBe(language);
  });

  it.each<[string, string | null | undefined]>([
    ['an unsupported language', 'de-DE'],
    ['French', 'fr'],
    ['a tag that only starts like a supported one', 'nld'],
    ['an empty tag', ''],
    ['null', null],
    ['undefined', undefined],
  ])('gives null for %s', (_description, tag) => {
    expect(languageFromTag(tag)).toBeNull();
  });
});

describe('pickLanguage', () => {
  it.each<[string, LanguageSources, Language]>([
    ['a valid query beats a stored choice and the browser', { query: 'es', stored: 'nl', browser: ['nl-NL'] }, 'es'],
    ['a valid query beats the browser', { query: 'nl', browser: ['es-ES'] }, 'nl'],
    ['a valid query on its own', { query: 'es' }, 'es'],
    ['an invalid query falls through to the stored choice', { query: 'de', stored: 'nl', browser: ['es'] }, 'nl'],
    ['an upper-case query falls through to the stored choice', { query: 'NL', stored: 'es' }, 'es'],
    ['an empty query falls through to the stored choice', { query: '', stored: 'nl' }, 'nl'],
    ['a stored choice beats the browser', { stored: 'es', browser: ['nl-BE'] }, 'es'],
    ['an unsupported stored choice falls through to the browser', { stored: 'de', browser: ['nl-BE'] }, 'nl'],
    ['a stored region tag is not a valid stored choice', { stored: 'nl-NL', browser: ['es'] }, 'es'],
    ['a regional browser language matches on its primary subtag', { browser: ['nl-BE'] }, 'nl'],
    ['the first supported browser language wins', { browser: ['de-DE', 'es-ES'] }, 'es'],
    ['browser languages are tried in order of preference', { browser: ['fr', 'nl', 'en'] }, 'nl'],
    ['no supported browser language gives English', { browser: ['de-DE', 'fr-FR'] }, 'en'],
    ['an empty browser list gives English', { browser: [] }, 'en'],
    ['a null browser list gives English', { query: null, stored: null, browser: null }, 'en'],
    ['nothing at all gives English', {}, 'en'],
  ])('%s', (_description, sources, language) => {
    expect(pickLanguage(sources)).toBe(language);
  });
});
