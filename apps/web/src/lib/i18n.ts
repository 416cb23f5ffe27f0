import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PRERENDERED_ATTRIBUTE } from './prerendered';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, languageFromQuery, pickLanguage, type Language } from '@telecom/domain';

/** Local-storage key of the visitor's language choice (spec point 7). */
export const LANGUAGE_STORAGE_KEY = 'language';

export const NAMESPACES = [
  'common',
  'home',
  'info',
  'esim',
  'voip',
  'voip-order',
  'support',
  'voicemail',
  'company',
  'checkout',
  'install',
  'account',
  'admin',
  'porting',
  'ai-order',
  'withdrawal',
  'voice',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

// Each language's namespace is its own chunk, fetched only when a page needs it.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/{en,nl,es}/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = localeFiles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeLanguage(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode, blocked cookies); the choice then lasts for this page only.
  }
}

/**
 * The language to start in: a page rendered on the server keeps the language the server chose for it (by the same
 * rules, with the language cookie for the stored choice), so that hydrating it matches, unless the stored choice
 * says otherwise; any other page starts in ?lang=, then the stored choice, then the browser's languages, then English.
 */
export function initialLanguage(): Language {
  const served = document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE)
    ? languageFromQuery(document.documentElement.lang)
    : null;
  if (served) {
    // A stored choice the server could not know (stored without its cookie) wins: the page is then drawn afresh.
    const asked = languageFromQuery(new URLSearchParams(window.location.search).get('lang'));
    const stored = languageFromQuery(readStoredLanguage());
    return !asked && stored ? stored : served;
  }
  return pickLanguage({
    query: new URLSearchParams(window.location.search).get('lang'),
    stored: readStoredLanguage(),
    browser: navigator.languages ?? [navigator.language],
  });
}

/** The cookie that tells the server the language, so that it names the right texts in a page's HTML. */
const LANGUAGE_COOKIE = 'language';
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

function applyLanguage(language: string): void {
  document.documentElement.lang = language;
  storeLanguage(language);
  // Written by hand rather than with js-cookie, which the first page would otherwise load for this one line.
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; max-age=${LANGUAGE_COOKIE_MAX_AGE}; path=/; samesite=lax`;
}

let started: Promise<typeof i18next> | undefined;

/**
 * Starts i18next in the initial language with the common texts loaded (once; later calls share the first). The
 * build's server renderer passes the language and keeps the browser's storage out of it.
 */
export function initI18n(language?: Language): Promise<typeof i18next> {
  started ??= (async () => {
    if (!language) i18next.on('languageChanged', applyLanguage);
    await i18next
      .use(lazyLocales)
      .use(initReactI18next)
      .init({
        lng: language ?? initialLanguage(),
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...SUPPORTED_LANGUAGES],
        nonExplicitSupportedLngs: false,
        load: 'currentOnly',
        ns: ['common'],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
      });
    return i18next;
  })();
  return started;
}

/**
 * Loads a page's texts together with its code (the routes' `lazy`), so that the page first renders whole instead of
 * behind a loading state that pushes the footer down. The files are fetched at once, in parallel with the common
 * texts; i18next takes them from the module cache when it has started.
 */
export async function loadPageTexts(namespaces: readonly Namespace[]): Promise<void> {
  const language = i18next.resolvedLanguage ?? initialLanguage();
  await Promise.all(namespaces.map((namespace) => localeFiles[`../locales/${language}/${namespace}.json`]?.()));
  await initI18n();
  await i18next.loadNamespaces([...namespaces]);
}
