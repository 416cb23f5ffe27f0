import { describe, it, expect } from 'vitest';
import {
  ADMIN_SAMPLE_FIGURES,
  CHART_PERIODS,
  CHECKOUT_COOKIE_LIFETIME_HOURS,
  CHECKOUT_COOKIE_LIFETIME_MS,
  CUSTOMER_DASHBOARD_DEMO,
  ORDER_ID_PREFIX,
  SLIDESHOW,
  SWIPE_THRESHOLD_PX,
  TILE_OVERLAY_HIDE_MS,
  TRANSACTION_ID_PREFIX,
  TYPING_MS_PER_CHARACTER,
  UI_DELAYS_MS,
  VOICEMAIL_DEMO,
  isChartPeriod,
} from './constants.js';

describe('UI timings of spec point 9', () => {
  it.each<[string, number, number]>([
    ['swipe threshold (px)', SWIPE_THRESHOLD_PX, 50],
    ['slideshow autoplay', SLIDESHOW.autoplayMs, 5000],
    ['slideshow resume after touch', SLIDESHOW.touchResumeMs, 1000],
    ['maximum slide width (px)', SLIDESHOW.maxSlideWidthPx, 995],
    ['typing per character', TYPING_MS_PER_CHARACTER, 40],
    ['tile overlay', TILE_OVERLAY_HIDE_MS, 3000],
    ['voicemail demo items', VOICEMAIL_DEMO.maxItems, 4],
    ['voicemail demo first arrival', VOICEMAIL_DEMO.firstArrivalMs, 4000],
    ['voicemail demo interval', VOICEMAIL_DEMO.intervalMs, 5000],
    ['voicemail demo restart', VOICEMAIL_DEMO.restartMs, 8000],
    ['checkout cookie lifetime (h)', CHECKOUT_COOKIE_LIFETIME_HOURS, 6],
    ['checkout cookie lifetime', CHECKOUT_COOKIE_LIFETIME_MS, 21_600_000],
    ['address lookup minimum', UI_DELAYS_MS.addressLookupMin, 800],
    ['checkout login simulation', UI_DELAYS_MS.checkoutLoginSimulation, 1000],
    ['payment simulation', UI_DELAYS_MS.paymentSimulation, 2000],
    ['registration redirect', UI_DELAYS_MS.registrationRedirect, 2000],
    ['admin list load', UI_DELAYS_MS.adminListLoad, 500],
  ])('%s is %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('identifiers', () => {
  it('prefixes order ids with ORD- and transaction ids with TX-', () => {
    expect(ORDER_ID_PREFIX).toBe('ORD-');
    expect(TRANSACTION_ID_PREFIX).toBe('TX-');
  });
});

describe('CUSTOMER_DASHBOARD_DEMO', () => {
  it('shows 2 eSIM, 1 VOIP and 1 AI service at €89 a month on a Business Pro account', () => {
    expect(CUSTOMER_DASHBOARD_DEMO.services).toEqual({ esim: 2, voip: 1, ai: 1 });
    expect(CUSTOMER_DASHBOARD_DEMO.monthlyCostEuros).toBe(89);
    expect(CUSTOMER_DASHBOARD_DEMO.accountType).toBe('Business Pro');
    expect(CUSTOMER_DASHBOARD_DEMO.visibleServices).toBe(3);
  });

  it.each([
    ['dataGb', 6.5, 10, 65],
    ['minutes', 150, 500, 30],
    ['aiCredits', 450, 1000, 45],
  ] as const)('uses %s: %d of %d (%d%%), and the percentage matches', (key, used, total, percent) => {
    expect(CUSTOMER_DASHBOARD_DEMO.usage[key]).toEqual({ used, total, percent });
    expect((used / total) * 100).toBeCloseTo(percent);
  });
});

describe('ADMIN_SAMPLE_FIGURES', () => {
  it('holds the reference customer and invoice figures', () => {
    expect(ADMIN_SAMPLE_FIGURES).toEqual({
      customers: { total: 1247, active: 1156, newThisMonth: 23, averageSpendEuros: 245 },
      invoices: { revenueEuros: 145670, paid: 523, pending: 34, overdue: 8, revenueGrowthPercent: 12.5 },
    });
  });
});

describe('CHART_PERIODS', () => {
  it('are 7d, 30d and 90d', () => {
    expect(CHART_PERIODS).toEqual(['7d', '30d', '90d']);
  });

  it.each<[unknown, boolean]>([
    ['7d', true],
    ['30d', true],
    ['90d', true],
    ['1y', false],
    ['', false],
    [7, false],
  ])('isChartPeriod(%j) is %s', (value, expected) => {
    expect(isChartPeriod(value)).toBe(expected);
  });
});
