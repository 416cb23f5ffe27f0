// The back office's dashboard (spec point 2 "Admin dashboard", point 3 "Dashboard stats"), computed from the
// tables on each call. "Today" and "now" come from a clock, so that tests can fix them.
import type { Kysely } from 'kysely';
import {
  changePercent,
  monthToDateComparison,
  type ChartPeriod,
  type DashboardAnswer,
  type DashboardServiceKind,
  type Language,
  type RevenuePoint,
} from '@telecom/domain';
import type { Database } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { createActivityService } from '../admin-activity/admin-activity.service.js';
import { createCustomersRepository } from '../customers/customers.repository.js';
import { createInvoicesRepository } from '../invoices/invoices.repository.js';
import { createDashboardRepository } from './dashboard.repository.js';

/** The service distribution's rows: the kind (the web translates it), the spec's English name (point 3), a colour. */
export const SERVICE_KINDS = [
  { kind: 'esim-pro', name: 'eSIM Pro', color: '#2563eb' },
  { kind: 'voip', name: 'VOIP Services', color: '#16a34a' },
  { kind: 'ai-voicemail', name: 'AI Voicemail', color: '#9333ea' },
  { kind: 'business', name: 'Business Plans', color: '#ea580c' },
  { kind: 'other', name: 'Other', color: '#64748b' },
] as const satisfies readonly { kind: DashboardServiceKind; name: string; color: string }[];

/** Bars per period: 7 days, 30 days, or 13 weeks for 90 days. */
const CHART_BUCKETS: Record<ChartPeriod, { bars: number; days: number }> = {
  '7d': { bars: 7, days: 1 },
  '30d': { bars: 30, days: 1 },
  '90d': { bars: 13, days: 7 },
};

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const roundOne = (value: number) => Math.round(value * 10) / 10;

export function createDashboardService(db: Kysely<Database>, clock: Clock = systemClock) {
  const customers = createCustomersRepository(db);
  const invoices = createInvoicesRepository(db);
  const services = createDashboardRepository(db);
  const activity = createActivityService(db);
  const today = () => isoDate(clock.now());

  async function revenueChart(period: ChartPeriod): Promise<RevenuePoint[]> {
    const { bars, days } = CHART_BUCKETS[period];
    const end = addDays(new Date(`${today()}T00:00:00Z`), 1);
    const start = addDays(end, -bars * days);
    // One read of the period's paid revenue per day, summed into the bars here.
    const perDay = await invoices.revenueByDay(isoDate(start), isoDate(end));
    const points: RevenuePoint[] = Array.from({ length: bars }, (_, index) => ({
      label: isoDate(addDays(start, index * days)),
      value: 0,
      height: 0,
    }));
    const cents = points.map(() => 0);
    for (const { day, cents: dayCents } of perDay) {
      const index = Math.floor((new Date(`${day}T00:00:00Z`).getTime() - start.getTime()) / (days * 86_400_000));
      cents[index] = (cents[index] ?? 0) + dayCents;
    }
    points.forEach((point, index) => (point.value = (cents[index] ?? 0) / 100));
    const highest = Math.max(0, ...points.map((point) => point.value));
    return points.map((point) => ({ ...point, height: highest === 0 ? 0 : Math.round((point.value / highest) * 100) }));
  }

  return {
    /** The dashboard with the revenue chart of `period` (DashboardQuerySchema reads it: anything unknown is 30d). */
    async dashboard(period: ChartPeriod, language: Language): Promise<DashboardAnswer> {
      const day = today();
      // This month so far against the same days of the month before (1–23 November with 1–23 October).
      const comparison = monthToDateComparison(day);
      const paidIn = (span: { from: string; to: string }) =>
        invoices.paidBetween(span.from, isoDate(addDays(new Date(`${span.to}T00:00:00Z`), 1)));
      const thisMonth = await paidIn(comparison.current);
      const lastMonth = await paidIn(comparison.previous);
      const customerFigures = await customers.customerStats(day);
      const invoiceFigures = await invoices.invoiceStats(day);
      const weekAgo = addDays(clock.now(), -7).toISOString();

      const breakdownRows = await services.activeServicesByKind();
      const activeServices = breakdownRows.reduce((sum, row) => sum + row.count, 0);
      const serviceBreakdown = SERVICE_KINDS.map(({ kind, name, color }) => {
        const kindCount = breakdownRows.find((row) => row.kind === kind)?.count ?? 0;
        return {
          kind,
          name,
          count: kindCount,
          percentage: activeServices === 0 ? 0 : roundOne((kindCount / activeServices) * 100),
          color,
        };
      });

      return {
        stats: {
          totalCustomers: customerFigures.total,
          newCustomers: customerFigures.newThisMonth,
          monthlyRevenue: thisMonth / 100,
          revenueGrowth: changePercent(thisMonth, lastMonth),
          totalInvoices: await invoices.countInvoices(),
          pendingInvoices: invoiceFigures.pending,
          activeServices,
          newServices: await services.activeServicesSince(weekAgo),
        },
        revenueComparison: comparison,
        revenueChart: { period, points: await revenueChart(period) },
        serviceBreakdown,
        recentActivity: (await activity.activity(1, 5, language)).items,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
