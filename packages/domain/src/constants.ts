// The product's timings, identifiers and hard-coded demo figures (spec point 9). Durations in milliseconds
// unless the name says otherwise. Prices live in ./pricing; the admin lists' page size and page-button
// count live with the lists (`ADMIN_PAGE_SIZE`, `MAX_PAGE_BUTTONS` in ./admin-lists).

import { INVOICE_REVENUE_GROWTH_PERCENT } from './admin-lists/types.js';
import { isOneOf } from './one-of.js';

/** A horizontal swipe longer than this changes the slide; the bundle row's scroll hint hides after it. */
export const SWIPE_THRESHOLD_PX = 50;

/** The home page slideshow (spec point 2). */
export const SLIDESHOW = {
  autoplayMs: 5000,
  /** After a touch the autoplay resumes after this delay. */
  touchResumeMs: 1000,
  maxSlideWidthPx: 995,
} as const;

/** The home page voice demo types each transcript character in this many milliseconds. */
export const TYPING_MS_PER_CHARACTER = 40;

/** Tile 3's overlay disappears this long after the pointer leaves. */
export const TILE_OVERLAY_HIDE_MS = 3000;

/** The simulated voicemail list of /ai-voicemail (spec point 4). */
export const VOICEMAIL_DEMO = {
  maxItems: 4,
  firstArrivalMs: 4000,
  intervalMs: 5000,
  restartMs: 8000,
} as const;

/** The checkout cookies `checkout_step` and `checkout_data` expire after this time. */
export const CHECKOUT_COOKIE_LIFETIME_HOURS = 6;
export const CHECKOUT_COOKIE_LIFETIME_MS = CHECKOUT_COOKIE_LIFETIME_HOURS * 60 * 60 * 1000;

/** Delays the UI keeps (docs/contracts.md §1: real calls, but the spec's minimum loading times). */
export const UI_DELAYS_MS = {
  /** The address lookup shows its loading state at least this long. */
  addressLookupMin: 800,
  checkoutLoginSimulation: 1000,
  paymentSimulation: 2000,
  /** After a successful registration the success message shows this long before going to /login. */
  registrationRedirect: 2000,
  /** The admin lists' sample data load delay of the reference site. */
  adminListLoad: 500,
} as const;

/** Order ids look like `ORD-{timestamp}`. */
export const ORDER_ID_PREFIX = 'ORD-';
/** Payment transaction ids start with this prefix. */
export const TRANSACTION_ID_PREFIX = 'TX-';

/** The customer dashboard's hard-coded figures (spec point 9). Monthly cost in whole euros. */
export const CUSTOMER_DASHBOARD_DEMO = {
  accountType: 'Business Pro',
  services: { esim: 2, voip: 1, ai: 1 },
  /** The active services list shows this many items until "show all". */
  visibleServices: 3,
  monthlyCostEuros: 89,
  usage: {
    dataGb: { used: 6.5, total: 10, percent: 65 },
    minutes: { used: 150, total: 500, percent: 30 },
    aiCredits: { used: 450, total: 1000, percent: 45 },
  },
} as const;

/** The admin pages' sample figures of the reference site (spec point 9; the product computes real ones). */
export const ADMIN_SAMPLE_FIGURES = {
  customers: { total: 1247, active: 1156, newThisMonth: 23, averageSpendEuros: 245 },
  invoices: {
    revenueEuros: 145670,
    paid: 523,
    pending: 34,
    overdue: 8,
    revenueGrowthPercent: INVOICE_REVENUE_GROWTH_PERCENT,
  },
} as const;

/** The admin dashboard's revenue chart periods; the selector changes nothing in the data. */
export const CHART_PERIODS = ['7d', '30d', '90d'] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];
export const isChartPeriod = (value: unknown): value is ChartPeriod => isOneOf(CHART_PERIODS, value);

/** Accounts (docs/contracts.md §4, issue 3): a "remember me" login lasts this long instead of `JWT_TTL`. */
export const REMEMBER_ME_DAYS = 30;
/** A password reset link works once, for this long. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** The web page that a mailed reset link opens, with `?token=`. */
export const RESET_PASSWORD_PATH = '/wachtwoord-herstellen';
/** An e-mail confirmation link works once, for this long (docs/contracts.md §6). */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;
/** The web page that a mailed confirmation link opens, with `?token=` (docs/contracts.md §6). */
export const VERIFY_EMAIL_PATH = '/email-bevestigen';

/** The placeholder brand name (docs/decisions/001-brand-name.md), used where the API writes it (e-mails). */
export const BRAND_NAME = 'TeleNova';
