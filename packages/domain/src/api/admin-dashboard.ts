// GET /api/admin/stats (docs/contracts.md §4, spec point 3 "Dashboard stats"): the four stat cards, the revenue chart of a
// period, the service distribution and the latest activity.

import { z } from 'zod';
import { CHART_PERIODS } from '../constants.js';
import { ActivityEntrySchema } from './admin-activity.js';
import { IsoDateSchema } from './common.js';

/** The kinds of the service distribution, in its order (the web translates them). */
export const DASHBOARD_SERVICE_KINDS = ['esim-pro', 'voip', 'ai-voicemail', 'business', 'other'] as const;
export type DashboardServiceKind = (typeof DASHBOARD_SERVICE_KINDS)[number];

/** `?period=7d|30d|90d`; anything else is 30d. */
export const DashboardQuerySchema = z.object({
  period: z
    .enum(CHART_PERIODS)
    .default('30d')
    .catch('30d')
    .meta({ description: 'The revenue chart: 7 days, 30 days, or 13 weeks for 90 days' }),
});
export type DashboardQuery = z.output<typeof DashboardQuerySchema>;

/** The admin dashboard's four stat cards. Money in euros. */
export const DashboardStatsSchema = z
  .object({
    totalCustomers: z.number().int(),
    newCustomers: z.number().int(),
    monthlyRevenue: z
      .number()
      .meta({ description: 'Euros before VAT received this month so far (paid invoices minus credit notes)' }),
    revenueGrowth: z.number().nullable().meta({
      description:
        'Percent with one decimal: this month so far against the same days of the month before; null when those days brought nothing',
    }),
    totalInvoices: z.number().int(),
    pendingInvoices: z.number().int(),
    activeServices: z.number().int(),
    newServices: z.number().int().meta({ description: 'Started in the last 7 days' }),
  })
  .meta({
    id: 'DashboardStats',
    example: {
      totalCustomers: 120,
      newCustomers: 8,
      monthlyRevenue: 4210.5,
      revenueGrowth: -3.2,
      totalInvoices: 412,
      pendingInvoices: 12,
      activeServices: 140,
      newServices: 4,
    },
  });
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

/** Inclusive calendar dates. */
export const DateSpanSchema = z.object({ from: IsoDateSchema, to: IsoDateSchema }).meta({ id: 'DateSpan' });
export type DateSpan = z.infer<typeof DateSpanSchema>;

/** This month so far and the same days of the month before (`monthToDateComparison`). */
export const MonthToDateComparisonSchema = z
  .object({
    current: DateSpanSchema.meta({ description: 'The first of this month up to and including today' }),
    previous: DateSpanSchema.meta({ description: 'The same days of the month before, capped at its last day' }),
  })
  .meta({ id: 'MonthToDateComparison' });
export type MonthToDateComparison = z.infer<typeof MonthToDateComparisonSchema>;

export const RevenuePointSchema = z.object({
  label: IsoDateSchema.meta({ description: 'The first day of the bar; the web formats it' }),
  value: z.number().meta({ description: 'Euros before VAT received (paid invoices minus credit notes, by paid date)' }),
  height: z.number().int().min(0).max(100).meta({ description: 'Percent of the highest bar' }),
});
export type RevenuePoint = z.infer<typeof RevenuePointSchema>;

export const ServiceShareSchema = z.object({
  kind: z.enum(DASHBOARD_SERVICE_KINDS),
  name: z.string().meta({ description: "The spec's English name; the web translates by kind" }),
  count: z.number().int().min(0),
  percentage: z.number().min(0).max(100).meta({ description: 'Of the active services, one decimal' }),
  color: z.string().regex(/^#[0-9a-f]{6}$/),
});
export type ServiceShare = z.infer<typeof ServiceShareSchema>;

/** `GET /api/admin/stats`. */
export const DashboardAnswerSchema = z
  .object({
    stats: DashboardStatsSchema,
    revenueComparison: MonthToDateComparisonSchema.meta({
      description:
        'The days `monthlyRevenue` covers and the same days of the month before that `revenueGrowth` compares with',
    }),
    revenueChart: z.object({ period: z.enum(CHART_PERIODS), points: z.array(RevenuePointSchema) }),
    serviceBreakdown: z
      .array(ServiceShareSchema)
      .meta({ description: 'Every kind, in the order of DASHBOARD_SERVICE_KINDS' }),
    recentActivity: z.array(ActivityEntrySchema).meta({ description: 'The 5 latest entries' }),
  })
  .meta({ id: 'Dashboard' });
export type DashboardAnswer = z.infer<typeof DashboardAnswerSchema>;
