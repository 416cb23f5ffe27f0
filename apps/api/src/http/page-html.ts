import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  COMPANY_DETAIL_MARKER,
  COMPANY_DETAILS_ELEMENT_ID,
  PUBLIC_COMPANY_FIELDS,
  pickLanguage,
  type Language,
  type PublicCompanyDetails,
} from '@telecom/domain';
import { parseCookie } from 'cookie';
import type { Request } from 'express';
import { match, type MatchFunction } from 'path-to-regexp';

/** The web build's list of the files each page loads after the app's own (apps/web/build/page-preloads.ts). */
interface PagePreloadsFile {
  pages: { path: string; scripts: string[]; styles: string[]; texts: Record<string, string[]> }[];
}

interface PagePreloads {
  path: string;
  matches: MatchFunction<Partial<Record<string, string>>>;
  scripts: string[];
  styles: string[];
  texts: Record<string, string[]>;
}

export interface PageHtml {
  html: string;
  /** A strong validator of the HTML, for revalidation (the pages are served with no-cache). */
  etag: string;
  /** 404 for a path that no page of the router matches (known only when the build rendered the pages). */
  status: 200 | 404;
}

/**
 * What the web build's prerender step wrote (apps/web/scripts/prerender.mjs, docs/decisions/022): each public page
 * rendered in each language under `.pages/{language}/{file}`, the not-found page, and every path the router knows.
 */
export interface PrerenderedPages {
  /** The placeholder that stands for the site's address in the files. */
  origin: string;
  languages: Language[];
  pages: { path: string; file: string }[];
  notFound: string;
  knownPaths: string[];
  /**
   * The CSP sources (`'sha256-…'`) of the pages' inline scripts: the start each page carries in place of the entry's
   * <script src> (the web app's src/bootstrap.ts, docs/decisions/029). Absent in builds from before it.
   */
  scriptHashes?: string[];
}

export const PRERENDERED_DIR = '.pages';

/** The build's list of prerendered pages, or null when the web app was built without them. */
export function readPrerenderedPages(webDist: string): PrerenderedPages | null {
  const file = path.join(webDist, PRERENDERED_DIR, 'pages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages) : null;
}

/** The cookie in which the web app keeps the visitor's language for the server (lib/i18n.ts writes it). */
export const LANGUAGE_COOKIE = 'language';

/** The id of the <template> that names a page's code and texts: the web app's PAGE_PRELOADS_TEMPLATE (src/lib/prerendered.ts). */
export const PAGE_PRELOADS_TEMPLATE = 'page-preloads';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A value for text or an attribute's value alike. */
const escapeHtml = (value: string) => escapeAttribute(value).replace(/>/g, '&gt;').replace(/'/g, '&#39;');

/**
 * The company's details in a page (docs/decisions/045): each marker the build rendered in their place
 * (`%COMPANY_supportPhone%`) becomes the settings' value, and a JSON element before </head> gives the app the same
 * values to hydrate with, so that it renders what the HTML says without asking the API first.
 */
function withCompanyDetails(html: string, company: PublicCompanyDetails): string {
  const known = new Set<string>(PUBLIC_COMPANY_FIELDS);
  const json = JSON.stringify(company).replace(/</g, '\\u003c');
  return html
    .replace(COMPANY_DETAIL_MARKER, (marker, field: string) =>
      known.has(field) ? escapeHtml(company[field as keyof PublicCompanyDetails]) : marker,
    )
    .replace(
      /\n?\s*<\/head>/,
      () => `\n    <script type="application/json" id="${COMPANY_DETAILS_ELEMENT_ID}">${json}</script>\n  </head>`,
    );
}

/** A stylesheet <link> of the built HTML (Vite's, or the page's own that render() adds). */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/**
 * The styles of a page written into its HTML (docs/decisions/027): each stylesheet <link> whose file the build holds
 * becomes a <style> with the file's text, so that the first paint waits for the document alone and not for a round
 * trip per stylesheet; a disabled <link> of the file beside it tells Vite's loader that the file is in. A file that is
 * missing, or whose text could end the element, keeps its <link>.
 */
function stylesInliner(webDist: string): (html: string) => string {
  const texts = new Map<string, string | null>();
  const textOf = (file: string) => {
    if (!texts.has(file)) {
      const full = path.join(webDist, file);
      const text =
        path.resolve(full).startsWith(path.resolve(webDist) + path.sep) && existsSync(full)
          ? readFileSync(full, 'utf8').trim()
          : null;
      texts.set(file, text !== null && !/<\/style/i.test(text) ? text : null);
    }
    return texts.get(file) ?? null;
  };
  return (html) =>
    html.replace(STYLESHEET_LINK, (link, file: string) => {
      const text = textOf(file);
      if (text === null) return link;
      const href = `/${escapeAttribute(file)}`;
      // A <link> of the same file that is never fetched (Chromium 150 fetches a disabled one: a `type` that is not a
      // styling language keeps it from asking, and `disabled` from applying), which Vite's loader finds and so adds no
      // <link> of its own: one for the app's styles, appended after the page's, turned the cascade for the moment until
      // the page's came too (a layout shift of the order wizard).
      return `<style data-href="${href}">${text}</style><link rel="stylesheet" type="text/x-inlined" href="${href}" disabled>`;
    });
}

/**
 * The HTML of each page: for a public page asked without a query (but `?lang=`), the document the build rendered in
 * the visitor's language, with the site's address (`publicUrl`) in its absolute links; for a path no page matches,
 * the rendered not-found page with status 404; for any other page, index.html with the page's language on <html>.
 * Each names the page's own code, styles and texts with <link>s, so that the browser fetches them at once instead of
 * after the app has started. Without the build's lists every page gets index.html as it is (apart from the language).
 */
export function createPageHtml(
  webDist: string,
  publicUrl: string,
): (req: Request, company: PublicCompanyDetails) => PageHtml {
  const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const listFile = path.join(webDist, '.vite/page-preloads.json');
  const preloads: PagePreloads[] = existsSync(listFile)
    ? (JSON.parse(readFileSync(listFile, 'utf8')) as PagePreloadsFile).pages.map((page) => ({
        ...page,
        matches: page.path === '*' ? () => ({ path: page.path, params: {} }) : match(page.path, { decode: false }),
      }))
    : [];
  const pages: PagePreloads[] = preloads.filter((page) => page.path !== '*');
  const notFoundPreloads = preloads.find((page) => page.path === '*');
  const prerendered = readPrerenderedPages(webDist);
  const knownPaths = (prerendered?.knownPaths ?? []).map((known) => match(known, { decode: false }));
  const isKnown = (pathname: string) => knownPaths.some((matches) => matches(pathname) !== false);
  const prerenderedFile = ({ origin }: PrerenderedPages, language: Language, file: string) =>
    readFileSync(path.join(webDist, PRERENDERED_DIR, language, file), 'utf8').replaceAll(origin, publicUrl);
  const inlineStyles = stylesInliner(webDist);
  const cache = new Map<string, PageHtml>();
  // The pages as they are with one version of the company's details: a change in the settings starts a new cache.
  let cachedCompany = '';

  const render = (page: PagePreloads | undefined, language: Language, template = indexHtml): string => {
    // The page's code and texts are named in an inert <template> that the app copies into the document when it starts
    // (apps/web/src/main.tsx): on a prerendered page, after its first paint.
    const preloads = page
      ? [...page.scripts, ...(page.texts[language] ?? [])]
          .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`)
          .join('')
      : '';
    const links = page
      ? [
          ...page.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`),
          `<template id="${PAGE_PRELOADS_TEMPLATE}">${preloads}</template>`,
        ]
      : [];
    return inlineStyles(
      template
        .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
        .replace(/\n?\s*<\/head>/, `\n${links.map((link) => `    ${link}\n`).join('')}  </head>`),
    );
  };

  return (req, company) => {
    const companyKey = JSON.stringify(company);
    if (companyKey !== cachedCompany) {
      cache.clear();
      cachedCompany = companyKey;
    }
    const query = typeof req.query.lang === 'string' ? req.query.lang : null;
    const stored = parseCookie(req.headers.cookie ?? '')[LANGUAGE_COOKIE] ?? null;
    const language = pickLanguage({ query, stored, browser: req.acceptsLanguages() });
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const index = pages.findIndex((page) => page.matches(pathname) !== false);
    // A query other than ?lang= may change what a page shows (?bundle=, ?plan=, ?redirect=): the browser draws it.
    const plain = Object.keys(req.query).every((name) => name === 'lang');
    const document = plain ? prerendered?.pages.find((page) => page.path === pathname) : undefined;
    const unknown = prerendered !== null && !isKnown(pathname);
    const key = unknown ? `404:${language}` : `${index}:${document ? 'rendered' : 'app'}:${language}`;
    let page = cache.get(key);
    if (page === undefined) {
      const rendered =
        unknown && prerendered
          ? render(notFoundPreloads, language, prerenderedFile(prerendered, language, prerendered.notFound))
          : render(
              pages[index],
              language,
              document && prerendered ? prerenderedFile(prerendered, language, document.file) : indexHtml,
            );
      const html = withCompanyDetails(rendered, company);
      const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
      page = { html, etag, status: unknown ? 404 : 200 };
      cache.set(key, page);
    }
    return page;
  };
}
