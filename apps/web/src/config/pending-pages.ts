// Screens that later issues build (product pages, the order wizard, accounts, dashboard, back office). Until
// then each path shows a translated page that says so and links on (texts in locales/{en,nl,es}/pending.json), so that no
// link leads to the 404 page. Each later issue removes its entries here as it adds the real route.
import { paths } from './paths';

export const PENDING_PAGES = [{ id: 'voipConfigure', path: paths.voipConfigure }] as const;

export type PendingPageId = (typeof PENDING_PAGES)[number]['id'];
