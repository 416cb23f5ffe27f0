import type { PrerenderedPages } from './page-html.js';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * /sitemap.xml (docs/contracts.md §10): every prerendered page in each language (`?lang=`), each with its alternates in
 * every language and `x-default` (the address without a language, answered in the visitor's).
 */
export function sitemapXml({ pages, languages }: PrerenderedPages, publicUrl: string): string {
  const url = (path: string, language?: string) => `${publicUrl}${path}${language ? `?lang=${language}` : ''}`;
  const alternates = (path: string) =>
    [
      ...languages.map((language) => ({ hreflang: language, href: url(path, language) })),
      { hreflang: 'x-default', href: url(path) },
    ]
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join('\n');
  const entries = pages.flatMap(({ path }) =>
    languages.map(
      (language) => `  <url>\n    <loc>${escapeXml(url(path, language))}</loc>\n${alternates(path)}\n  </url>`,
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: the build's rules (apps/web/public/robots.txt) and the sitemap's absolute address. */
export function robotsTxt(rules: string, publicUrl: string): string {
  return `${rules.trimEnd()}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
