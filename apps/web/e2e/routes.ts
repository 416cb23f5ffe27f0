// The routes the browser tests visit, from the app's own route configuration.
import { INFO_PAGES } from '../src/config/info-pages';

export const INFO_ROUTES: readonly string[] = INFO_PAGES.map((page) => page.path);

/** The pages built so far (product pages of the route table). */
export const PRODUCT_ROUTES: readonly string[] = [
  '/esim-pro',
  '/esim-pro/bestellen',
  '/internationale-plannen',
  '/voip',
  '/voip/configureren',
  '/voip/ai-assistant',
  '/voip/ai-assistant/configureren',
  '/support',
  '/ai-voicemail',
  '/zakelijk',
  '/investeren',
  '/over-ons',
];

/** Every route of the route table and every other linked target. */
export const ALL_ROUTES: readonly string[] = ['/', ...PRODUCT_ROUTES, ...INFO_ROUTES];
