// The public pages as documents (docs/contracts.md §10), served from the web app's real build (apps/web/dist, made by
// `npm run build`; turbo builds it before these tests): each in the visitor's language with its own text, title,
// description, alternates, social tags and JSON-LD; the sitemap, robots.txt and the 404 of an unknown path.
import { AI_ASSISTANT_PLANS, ESIM_BUNDLES, VOICEMAIL_PLANS, centsToEuroString } from '@telecom/domain';
import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import { DEFAULT_WEB_DIST } from './web-app.js';

const PUBLIC_URL = 'https://www.telenova.example';

describe('the prerendered public pages', async () => {
  const { app } = await createTestApp({ webDist: DEFAULT_WEB_DIST, env: { PUBLIC_URL } });
  const page = (url: string) => request(app).get(url).set('Accept', 'text/html');

  /** The values of one kind of tag: `attribute` of each tag that has `key="value"`. */
  const tagValues = (html: string, tag: string, key: string, value: string, attribute: string) =>
    [...html.matchAll(new RegExp(`<${tag} [^>]*>`, 'g'))]
      .map(([element]) => element)
      .filter((element) => element.includes(`${key}="${value}"`))
      .map((element) => new RegExp(`${attribute}="([^"]*)"`).exec(element)?.[1]);
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json ?? 'null') as Record<string, unknown>,
    );

  it('fetches no script before the first paint: the only script is the inline start, which the CSP allows by its hash', async () => {
    for (const url of ['/', '/esim-pro', '/login']) {
      const res = await page(url);
      expect(res.status).toBe(200);
      const html = res.text;
      // Outside the inert <template> of the page's preloads: no script file and no modulepreload.
      const document = html.replace(/<template[\s\S]*?<\/template>/g, '');
      expect(document).not.toMatch(/<script[^>]* src=/);
      expect(document).not.toContain('<link rel="modulepreload"');
      const inline = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map(([, code]) => code ?? '');
      expect(inline).toHaveLength(1);
      expect(inline[0]).toMatch(/import\(/);
      const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
      const scriptSources = /script-src ([^;]*)/.exec(res.headers['content-security-policy'] as string)?.[1];
      expect(scriptSources).toBe(`'self' ${hash}`);
    }
  });

  it('answers /esim-pro in Dutch to a Dutch browser: text, title, description, alternates, social tags, Product', async () => {
    const res = await page('/esim-pro').set('Accept-Language', 'nl');
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).toContain('<h1>Je data, overal, zonder simkaart</h1>');
    expect(html).toContain('<title>eSIM Pro — data in Nederland, Europa en wereldwijd | TeleNova</title>');
    expect(tagValues(html, 'meta', 'name', 'description', 'content')).toEqual([
      expect.stringMatching(/^eSIM Pro vanaf €\s18,15 incl\. btw per maand/),
    ]);
    expect(tagValues(html, 'link', 'rel', 'canonical', 'href')).toEqual([`${PUBLIC_URL}/esim-pro?lang=nl`]);
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
      ([, language, href]) => `${language} ${href}`,
    );
    expect(alternates).toEqual([
      `en ${PUBLIC_URL}/esim-pro?lang=en`,
      `nl ${PUBLIC_URL}/esim-pro?lang=nl`,
      `es ${PUBLIC_URL}/esim-pro?lang=es`,
      `x-default ${PUBLIC_URL}/esim-pro`,
    ]);
    expect(tagValues(html, 'meta', 'property', 'og:title', 'content')).toEqual([
      'eSIM Pro — data in Nederland, Europa en wereldwijd | TeleNova',
    ]);
    expect(tagValues(html, 'meta', 'property', 'og:image', 'content')).toEqual([`${PUBLIC_URL}/og/esim-pro.png`]);
    expect(tagValues(html, 'meta', 'property', 'og:url', 'content')).toEqual([`${PUBLIC_URL}/esim-pro?lang=nl`]);
    expect(tagValues(html, 'meta', 'property', 'og:locale', 'content')).toEqual(['nl_NL']);
    expect(tagValues(html, 'meta', 'name', 'twitter:card', 'content')).toEqual(['summary_large_image']);
    const [product] = jsonLd(html);
    expect(product).toMatchObject({ '@type': 'Product', name: 'eSIM Pro', image: `${PUBLIC_URL}/og/esim-pro.png` });
    expect((product?.offers as { price: string; priceCurrency: string }[]).map((offer) => offer.price)).toEqual(
      ESIM_BUNDLES.map((bundle) => centsToEuroString(bundle.priceCents)),
    );
    expect(product?.offers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ priceCurrency: 'EUR', url: `${PUBLIC_URL}/esim-pro?lang=nl` }),
      ]),
    );
    expect(html).not.toContain('%SITE_ORIGIN%');
  });

  it('takes ?lang= first, then the language cookie, then the browser', async () => {
    const query = await page('/esim-pro?lang=es').set('Cookie', 'language=nl').set('Accept-Language', 'nl');
    expect(query.text).toContain('<html lang="es">');
    expect(query.text).toContain('<h1>Tus datos, en todas partes, sin tarjeta SIM</h1>');
    const cookie = await page('/esim-pro').set('Cookie', 'language=en').set('Accept-Language', 'nl');
    expect(cookie.text).toContain('<h1>Your data, everywhere, without a SIM card</h1>');
  });

  it('gives each product page its Product with the catalogue’s prices, / the Organization, /support its FAQ', async () => {
    const offers = async (url: string) => {
      const [product] = jsonLd((await page(url)).text);
      expect(product?.['@type']).toBe('Product');
      return (product?.offers as { price: string }[]).map((offer) => offer.price);
    };
    expect(await offers('/ai-voicemail')).toEqual(VOICEMAIL_PLANS.map((plan) => centsToEuroString(plan.monthlyCents)));
    expect(await offers('/voip/ai-assistant')).toEqual(
      AI_ASSISTANT_PLANS.map((plan) => centsToEuroString(plan.monthlyCents)),
    );
    expect(await offers('/voip')).toEqual(['2.50', '14.00', '9.99', '19.99', '39.99']);
    expect(jsonLd((await page('/')).text)).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: 'TeleNova', url: `${PUBLIC_URL}/` }),
    ]);
    const [faq] = jsonLd((await page('/support').set('Accept-Language', 'nl')).text);
    expect(faq).toMatchObject({ '@type': 'FAQPage', inLanguage: 'nl' });
    expect((faq?.mainEntity as unknown[]).length).toBeGreaterThan(3);
    expect(faq?.mainEntity).toContainEqual(expect.objectContaining({ '@type': 'Question', name: expect.any(String) }));
  });

  it('leaves a page with a query to the browser, and pages behind a login too', async () => {
    const bundle = await page('/esim-pro/bestellen?bundle=popular');
    expect(bundle.status).toBe(200);
    expect(bundle.text).toContain('<div id="root"></div>');
    const dashboard = await page('/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain('<div id="root"></div>');
  });

  it('answers an unknown path with 404 and the translated not-found page, and known patterns with 200', async () => {
    const unknown = await page('/bestaat-niet').set('Accept-Language', 'nl');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    expect(unknown.text).toContain('<html lang="nl">');
    expect(unknown.text).toContain('<h1>Pagina niet gevonden</h1>');
    for (const known of [
      '/esim/installeren/12',
      '/betalen/TX-123',
      '/admin/customers/4/edit',
      '/inloggen',
      '/esim-pro/',
    ])
      expect((await page(known)).status, known).toBe(200);
    const api = await request(app).get('/api/no-such-call');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists every public page in each language with its alternates in /sitemap.xml', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(XMLValidator.validate(res.text)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(res.text) as {
      urlset: { xmlns: string; url: { loc: string; 'xhtml:link': { hreflang: string; href: string }[] }[] };
    };
    expect(parsed.urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = parsed.urlset.url.map((url) => url.loc);
    for (const language of ['en', 'nl', 'es'])
      for (const path of ['/', '/esim-pro', '/voip', '/support', '/privacy', '/login'])
        expect(locs).toContain(`${PUBLIC_URL}${path}?lang=${language}`);
    const paths = locs.map((loc) => new URL(loc).pathname);
    expect(paths.filter((path) => /^\/(?:dashboard|admin)|:/.test(path))).toEqual([]);
    expect(locs.length % 3).toBe(0);
    const esimPro = parsed.urlset.url.find((url) => url.loc === `${PUBLIC_URL}/esim-pro?lang=nl`);
    expect(esimPro?.['xhtml:link'].map((link) => `${link.hreflang} ${link.href}`)).toEqual([
      `en ${PUBLIC_URL}/esim-pro?lang=en`,
      `nl ${PUBLIC_URL}/esim-pro?lang=nl`,
      `es ${PUBLIC_URL}/esim-pro?lang=es`,
      `x-default ${PUBLIC_URL}/esim-pro`,
    ]);
  });

  it('names the sitemap in robots.txt', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('Disallow: /admin');
    expect(res.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
