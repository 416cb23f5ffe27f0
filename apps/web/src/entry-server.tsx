// The server renderer of the build (docs/decisions/022-prerendered-pages.md): scripts/prerender.mjs imports the
// SSR build of this file and renders each public page in each language to HTML that the browser hydrates
// (main.tsx). The same routes, providers and texts as in the browser, with React Router's <StaticRouter> instead of
// the browser's; nothing here runs in the browser.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import i18next from 'i18next';
import { companyDetailMarkers, SUPPORTED_LANGUAGES, type Language } from '@telecom/domain';
import { config as configureZod } from 'zod/v4/core';
import { documentHead } from './app/document-head';
import { AppProvider } from './app/provider';
import { KNOWN_PATHS, NOT_FOUND_FILE, PUBLIC_PAGES, type PublicPage } from './app/public-pages';
import { AppRoutes, preloadPage } from './app/router';
import { renderWithCompanyDetails } from './lib/company-details';
import { initI18n } from './lib/i18n';

export { KNOWN_PATHS, NOT_FOUND_FILE, PUBLIC_PAGES, SUPPORTED_LANGUAGES };
export { SITE_ORIGIN } from './app/document-head';

configureZod({ jitless: true });
// The company's details are the settings' when a page is served: the API writes them in place of these markers.
renderWithCompanyDetails(companyDetailMarkers());

/** A path no page has: the router shows the not-found page there, as it does for any unknown path. */
const NOT_FOUND_PROBE = '/__not-found__';

export interface RenderedPage {
  /** What goes inside #root. */
  body: string;
  /** The page's title and description, then canonical, alternates, Open Graph, Twitter and JSON-LD. */
  head: string;
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream)
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return text;
}

const TITLE = /<title>([\s\S]*?)<\/title>/;
const DESCRIPTION = /<meta name="description" content="([^"]*)"\s*\/?>/;
/** The elements React hoists (a page's <title>, <meta> and <link>s, image preloads) lead its markup. */
const LEADING_HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*>|<link [^>]*>)/;

const unescapeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Renders one path in one language. React puts the page's <title> and <meta> (hoisted elements) before the rest of
 * the markup; they move into <head>, where the browser's React finds them again when it hydrates.
 */
async function render(path: string, language: Language): Promise<{ hoisted: string[]; body: string }> {
  await initI18n(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
  await preloadPage(path, { parts: true });
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    {
      // Everything inline: React would otherwise send a large finished boundary after the rest, put in place by an
      // inline script, which the Content-Security-Policy forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void failures.push(error),
    },
  );
  let body = await readStream(prelude);
  if (failures.length > 0) throw new Error(`${path} (${language}) failed to render`, { cause: failures[0] });
  const hoisted: string[] = [];
  for (let found = LEADING_HOISTED.exec(body); found; found = LEADING_HOISTED.exec(body)) {
    hoisted.push(found[0]);
    body = body.slice(found[0].length);
  }
  if (/<script[\s>]|<template[\s>]|<!--\$[?!]-->/.test(body))
    throw new Error(`${path} (${language}) renders a script or an unfinished boundary`);
  if (/<(?:title|meta)[\s>]/.test(body))
    throw new Error(`${path} (${language}) renders a <title> or <meta> inside the page`);
  return { hoisted, body };
}

export async function renderPage(page: PublicPage, language: Language): Promise<RenderedPage> {
  const { hoisted, body } = await render(page.path, language);
  const title = TITLE.exec(hoisted.join(''))?.[1];
  const description = DESCRIPTION.exec(hoisted.join(''))?.[1];
  if (!title || !description) throw new Error(`${page.path} (${language}) renders no title or no description`);
  const head = documentHead({
    page,
    language,
    title: unescapeHtml(title),
    description: unescapeHtml(description),
    t: i18next.t,
  });
  return { body, head: [...hoisted, head].join('\n    ') };
}

/** The not-found page, served with 404 at any path the router does not know. */
export async function renderNotFound(language: Language): Promise<RenderedPage> {
  const { hoisted, body } = await render(NOT_FOUND_PROBE, language);
  return { body, head: hoisted.join('\n    ') };
}
