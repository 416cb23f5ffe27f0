// The back office's figures (spec point 2 "Admin dashboard", point 3 "Dashboard stats"), computed from the
// database. "Today" and "now" come from a clock, so that tests can fix them.
import {
  ACTIVITY_STATUSES,
  ACTIVITY_TYPES,
  changePercent,
  clampPage,
  isChartPeriod,
  isMessageKey,
  monthToDateComparison,
  totalPagesFor,
  translateMessage,
  type ActivityEntry,
  type ChartPeriod,
  type CustomerListQuery,
  type DashboardStats,
  type InvoiceListQuery,
  type MonthToDateComparison,
  type Language,
  type ListPage,
} from '@telecom/domain';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { Db } from '../../db/connection.js';
import { createBackOfficeRepository } from './back-office.repository.js';


/** The service distribution's rows: the kind (the web translates it), the spec's English name (point 3), a colour. */
export const SERVICE_KINDS = [
  { kind: 'esim-pro', name: 'eSIM Pro', color: '#2563eb' },
  { kind: 'voip', name: 'VOIP Services', color: '#16a34a' },
  { kind: 'ai-voicemail', name: 'AI Voicemail', color: '#9333ea' },
  { kind: 'business', name: 'Business Plans', color: '#ea580c' },
  { kind: 'other', name: 'Other', color: '#64748b' },
] as const;

export interface RevenuePoint {
  /** The first day of the bar, YYYY-MM-DD; the web formats it. */
  label: string;
  /** Euros received (paid invoices by paid date). */
  value: number;
  /** Percent of the highest bar, 0-100. */
  height: number;
}

export interface DashboardAnswer {
  stats: DashboardStats;
  /** The days `monthlyRevenue` covers and the same days of the month before that `revenueGrowth` compares with. */
  revenueComparison: MonthToDateComparison;
  revenueChart: { period: ChartPeriod; points: RevenuePoint[] };
  serviceBreakdown: { kind: (typeof SERVICE_KINDS)[number]['kind']; name: string; count: number; percentage: number; color: string }[];
  recentActivity: ActivityEntry[];
}

/** Bars per period: 7 days, 30 days, or 13 weeks for 90 days. */
const CHART_BUCKETS: Record<ChartPeriod, { bars: number; days: number }> = {
  '7d': { bars: 7, days: 1 },
  '30d': { bars: 30, days: 1 },
  '90d': { bars: 13, days: 7 },
};

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const roundOne = (value: number) => Math.round(value * 10) / 10;

interface ActivityDbRow {
  id: number;
  type: ActivityEntry['type'];
  message_key: string;
  params: string;
  timestamp: string;
  status: ActivityEntry['status'];
}

export function createAdminService(db: Db, clock: Clock = systemClock) {
  const repository = createBackOfficeRepository(db);
  const today = () => isoDate(clock.now());

  const count = (sql: string, params: Record<string, unknown> = {}) => db.prepare(sql).pluck().get(params) as number;
  const paidBetween = db.prepare<{ from: string; to: string }, { cents: number }>(
    "SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM invoices WHERE status = 'paid' AND paid_date >= @from AND paid_date < @to",
  );
  const activityPage = db.prepare<{ limit: number; offset: number }, ActivityDbRow>(
    'SELECT id, type, message_key, params, timestamp, status FROM activity ORDER BY timestamp DESC, id DESC LIMIT @limit OFFSET @offset',
  );

  function toEntry(row: ActivityDbRow, language: Language): ActivityEntry {
    const params = JSON.parse(row.params) as Record<string, string | number>;
    return {
      id: String(row.id),
      type: (ACTIVITY_TYPES as readonly string[]).includes(row.type) ? row.type : 'clock',
      message: isMessageKey(row.message_key) ? translateMessage(row.message_key, language, params) : row.message_key,
      timestamp: row.timestamp,
      status: (ACTIVITY_STATUSES as readonly string[]).includes(row.status) ? row.status : 'pending',
    };
  }

  function activity(page: number, pageSize: number, language: Language): ListPage<ActivityEntry> {
    const total = count('SELECT COUNT(*) FROM activity');
    const totalPages = totalPagesFor(total, pageSize);
    const current = clampPage(page, totalPages);
    const items = activityPage.all({ limit: pageSize, offset: (current - 1) * pageSize }).map((row) => toEntry(row, language));
    return { items, page: current, pageSize, total, totalPages };
  }

  function revenueChart(period: ChartPeriod): RevenuePoint[] {
    const { bars, days } = CHART_BUCKETS[period];
    const end = addDays(new Date(`${today()}T00:00:00Z`), 1);
    const points = Array.from({ length: bars }, (_, index) => {
      const from = addDays(end, -(bars - index) * days);
      const to = addDays(from, days);
      const cents = paidBetween.get({ from: isoDate(from), to: isoDate(to) })?.cents ?? 0;
      return { label: isoDate(from), value: cents / 100, height: 0 };
    });
    const highest = Math.max(0, ...points.map((point) => point.value));
    return points.map((point) => ({ ...point, height: highest === 0 ? 0 : Math.round((point.value / highest) * 100) }));
  }

  return {
    today,
    repository,

    listCustomers(query: CustomerListQuery) {
      return { ...repository.listCustomers(query), stats: repository.customerStats(today()) };
    },

    listInvoices(query: InvoiceListQuery) {
      const day = today();
      return { ...repository.listInvoices(query, day), stats: repository.invoiceStats(day) };
    },

    activity,

    dashboard(periodParam: unknown, language: Language): DashboardAnswer {
      const period: ChartPeriod = isChartPeriod(periodParam) ? periodParam : '30d';
      const day = today();
      // This month so far against the same days of the month before (1–23 November with 1–23 October).
      const comparison = monthToDateComparison(day);
      const paidIn = (span: { from: string; to: string }) => paidBetween.get({ from: span.from, to: isoDate(addDays(new Date(`${span.to}T00:00:00Z`), 1)) })?.cents ?? 0;
      const thisMonth = paidIn(comparison.current);
      const lastMonth = paidIn(comparison.previous);
      const customerFigures = repository.customerStats(day);
      const invoiceFigures = repository.invoiceStats(day);
      const weekAgo = addDays(clock.now(), -7).toISOString();

      const breakdownRows = db
        .prepare("SELECT kind, COUNT(*) AS count FROM services WHERE status = 'active' GROUP BY kind")
        .all() as { kind: string; count: number }[];
      const activeServices = breakdownRows.reduce((sum, row) => sum + row.count, 0);
      const serviceBreakdown = SERVICE_KINDS.map(({ kind, name, color }) => {
        const kindCount = breakdownRows.find((row) => row.kind === kind)?.count ?? 0;
        return { kind, name, count: kindCount, percentage: activeServices === 0 ? 0 : roundOne((kindCount / activeServices) * 100), color };
      });

      return {
        stats: {
          totalCustomers: customerFigures.total,
          newCustomers: customerFigures.newThisMonth,
          monthlyRevenue: thisMonth / 100,
          revenueGrowth: changePercent(thisMonth, lastMonth),
          totalInvoices: count('SELECT COUNT(*) FROM invoices'),
          pendingInvoices: invoiceFigures.pending,
          activeServices,
          newServices: count("SELECT COUNT(*) FROM services WHERE status = 'active' AND started_at >= @since", { since: weekAgo }),
        },
        revenueComparison: comparison,
        revenueChart: { period, points: revenueChart(period) },
        serviceBreakdown,
        recentActivity: activity(1, 5, language).items,
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
