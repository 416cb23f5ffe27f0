// The routes the browser tests visit, from the app's own route configuration.
import { INFO_PAGES } from '../src/config/info-pages';
import { PENDING_PAGES } from '../src/config/pending-pages';

/** A concrete address for a route path: `:id` becomes 1. */
export const concrete = (path: string) => path.replace(/:\w+/g, '1');

/**
 * Screens that later issues build (the order wizard, accounts, dashboard, back office and the product pages):
 * they show a translated "being prepared" page for now. The crawler accepts them; each later issue removes its
 * paths from src/config/pending-pages.ts, and so from this list.
 */
export const PENDING_ROUTES: readonly string[] = PENDING_PAGES.map((page) => concrete(page.path));

export const INFO_ROUTES: readonly string[] = INFO_PAGES.map((page) => page.path);

/** The pages built so far (product pages of the route table). */
export const PRODUCT_ROUTES: readonly string[] = [
  '/esim-pro',
  '/esim-pro/bestellen',
  '/internationale-plannen',
  '/voip',
  '/voip/ai-assistant',
  '/voip/ai-assistant/configureren',
  '/support',
  '/ai-voicemail',
  '/zakelijk',
  '/investeren',
  '/over-ons',
];

/** Every route of the route table and every other linked target. */
export const ALL_ROUTES: readonly string[] = ['/', ...PRODUCT_ROUTES, ...INFO_ROUTES, ...PENDING_ROUTES];
