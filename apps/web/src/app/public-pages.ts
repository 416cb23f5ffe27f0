// The pages rendered to HTML at build in every language (docs/contracts.md §10, docs/decisions/022): the page table's
// pages that need no login, have no parameters and show the same thing to every visitor until the browser takes
// over. The build (scripts/prerender.mjs) renders these, the API serves them and lists them in /sitemap.xml.
// Plain data without React, like pages.ts.
import { paths } from '../config/paths';
import { PAGES, REDIRECTS, type Page } from './pages';

/** Pages that need no login but are left to the browser: what they show comes from the visitor's own data. */
const CLIENT_RENDERED: ReadonlySet<string> = new Set([
  // The order of this tab's session storage, or the order of ?order=.
  paths.orderConfirmation,
  // A mailed link's token, sent to the API as soon as the page opens.
  paths.resetPassword,
  paths.verifyEmail,
  // Wizards whose first step reads the numbers free right now and the visitor's draft in session storage.
  paths.voipConfigure,
  paths.aiAssistantConfigure,
]);

/** The Open Graph image of a page: one per product page, the default for the rest (public/og/*.png, 1200×630). */
export type OgImage = 'default' | 'esim-pro' | 'voip' | 'ai-assistant' | 'ai-voicemail';

/** The products of the catalogue that a page offers (its Product JSON-LD with the prices as offers). */
export type ProductPage = 'esim-pro' | 'voip' | 'ai-assistant' | 'ai-voicemail';

export interface PublicPage {
  path: string;
  /** The file under the build's pages folder for each language: `esim-pro/bestellen.html`. */
  file: string;
  image: OgImage;
  /** The JSON-LD of the page beyond its breadcrumb: the organisation, a product with offers, or the FAQ shown. */
  structuredData?: { kind: 'organization' } | { kind: 'product'; product: ProductPage } | { kind: 'faq' };
}

const PRODUCTS: Partial<Record<string, ProductPage>> = {
  [paths.esimPro]: 'esim-pro',
  [paths.voip]: 'voip',
  [paths.aiAssistant]: 'ai-assistant',
  [paths.aiVoicemail]: 'ai-voicemail',
};

const isPublic = (page: Page) =>
  !page.layout && !page.path.includes(':') && page.path !== paths.notFound && !CLIENT_RENDERED.has(page.path);

export const fileOf = (path: string) => (path === paths.home ? 'index.html' : `${path.slice(1)}.html`);

function describe(path: string): PublicPage {
  const product = PRODUCTS[path];
  const structuredData: PublicPage['structuredData'] =
    path === paths.home
      ? { kind: 'organization' }
      : product
        ? { kind: 'product', product }
        : path === paths.support
          ? { kind: 'faq' }
          : undefined;
  return { path, file: fileOf(path), image: product ?? 'default', ...(structuredData ? { structuredData } : {}) };
}

export const PUBLIC_PAGES: readonly PublicPage[] = PAGES.filter(isPublic).map((page) => describe(page.path));

/** The file of the not-found page, served with 404 for every path that no page or redirect matches. */
export const NOT_FOUND_FILE = '404.html';

/** Every path pattern the router knows (pages, with their `:params`, and redirects): anything else is a 404. */
export const KNOWN_PATHS: readonly string[] = [
  ...PAGES.filter((page) => page.path !== paths.notFound).map((page) => page.path),
  ...REDIRECTS.map((redirect) => redirect.from),
];
