import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pickLanguage, type Language } from '@telecom/domain';
import { parse as parseCookies } from 'cookie';
import type { Request } from 'express';
import { match, type MatchFunction } from 'path-to-regexp';

/** The web build's list of the files each page loads after the app's own (apps/web/build/page-preloads.ts). */
interface PagePreloadsFile {
  pages: { path: string; scripts: string[]; styles: string[]; texts: Record<string, string[]> }[];
}

interface PagePreloads {
  matches: MatchFunction<Partial<Record<string, string>>>;
  scripts: string[];
  styles: string[];
  texts: Record<string, string[]>;
}

export interface PageHtml {
  html: string;
  /** A strong validator of the HTML, for revalidation (the pages are served with no-cache). */
  etag: string;
}

/** The cookie in which the web app keeps the visitor's language for the server (lib/i18n.ts writes it). */
export const LANGUAGE_COOKIE = 'language';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The HTML of each page: index.html with the page's language on <html> and <link>s to the page's own code, styles
 * and texts, so that the browser fetches them at once instead of after the app has started. Without the build's
 * preload list every page gets index.html as it is (apart from the language).
 */
export function createPageHtml(webDist: string): (req: Request) => PageHtml {
  const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const listFile = path.join(webDist, '.vite/page-preloads.json');
  const pages: PagePreloads[] = existsSync(listFile)
    ? (JSON.parse(readFileSync(listFile, 'utf8')) as PagePreloadsFile).pages
        .filter((page) => page.path !== '*')
        .map((page) => ({ ...page, matches: match(page.path, { decode: false }) }))
    : [];
  const cache = new Map<string, PageHtml>();

  const render = (page: PagePreloads | undefined, language: Language): string => {
    const links = page
      ? [
          ...page.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`),
          ...[...page.scripts, ...(page.texts[language] ?? [])].map(
            (file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`,
          ),
        ]
      : [];
    return indexHtml
      .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
      .replace(/\n?\s*<\/head>/, `\n${links.map((link) => `    ${link}\n`).join('')}  </head>`);
  };

  return (req) => {
    const query = typeof req.query.lang === 'string' ? req.query.lang : null;
    const stored = parseCookies(req.headers.cookie ?? '')[LANGUAGE_COOKIE] ?? null;
    const language = pickLanguage({ query, stored, browser: req.acceptsLanguages() });
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const index = pages.findIndex((page) => page.matches(pathname) !== false);
    const key = `${index}:${language}`;
    let page = cache.get(key);
    if (page === undefined) {
      const html = render(pages[index], language);
      page = { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
      cache.set(key, page);
    }
    return page;
  };
}
