// The rest of the back office (decisions.md §4): the user accounts and their roles, the business settings, and the
// reports' figures. No admin can change their own role or that of the ADMIN_EMAIL account set up at start, so the
// back office can never lock itself out.
import {
  DEFAULT_ADMIN_SETTINGS,
  clampPage,
  foldCase,
  totalPagesFor,
  type AdminSettings,
  type CustomerPlan,
  type CustomerStatus,
  type InvoiceStatus,
  type ListPage,
} from '@telecom/domain';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../errors/app-error.js';
import { createUsersRepository, toPublicUser, type PublicUser } from '../users/users.repository.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { createBackOfficeRepository } from './back-office.repository.js';

export interface AdminUserRow {
  id: number;
  name: string;
  email: string;
  role: PublicUser['role'];
  language: PublicUser['language'];
  createdAt: string;
  emailVerified: boolean;
  /** True for the ADMIN_EMAIL account set up at start, whose role cannot change. */
  fixedAdmin: boolean;
}

export interface ReportsAnswer {
  revenueByMonth: { month: string; revenue: number; invoices: number }[];
  customersByPlan: { plan: CustomerPlan; count: number }[];
  customersByStatus: { status: CustomerStatus; count: number }[];
  invoicesByStatus: { status: InvoiceStatus; count: number; amount: number }[];
}

export interface OfficeOptions {
  db: Db;
  /** The id of the ADMIN_EMAIL account set up at start (auth.fixedAdminId), if any. */
  fixedAdminId: () => number | undefined;
  clock?: Clock;
}

const SETTING_KEYS = Object.keys(DEFAULT_ADMIN_SETTINGS) as (keyof AdminSettings)[];

export function createAdminOfficeService({ db, fixedAdminId, clock = systemClock }: OfficeOptions) {
  const users = createUsersRepository(db);
  const backOffice = createBackOfficeRepository(db);
  // Search folds case as the admin lists do (fold_case: the domain's foldCase, registered by openDatabase).
  const record = (messageKey: string, params: Record<string, string>, type: 'user' | 'clock', status: 'success' | 'warning') =>
    backOffice.addActivity({ type, messageKey, params, status, timestamp: clock.now().toISOString() });
  const isFixedAdmin = (id: number) => fixedAdminId() === id;
  const USER_SEARCH = "@search = '' OR instr(fold_case(email), @search) > 0 OR instr(fold_case(first_name || ' ' || last_name), @search) > 0";
  const countUsers = db.prepare<{ search: string }, { n: number }>(`SELECT COUNT(*) AS n FROM users WHERE ${USER_SEARCH}`);
  const pageOfUsers = db.prepare<{ search: string; limit: number; offset: number }, { id: number }>(
    `SELECT id FROM users WHERE ${USER_SEARCH} ORDER BY fold_case(first_name || ' ' || last_name), id LIMIT @limit OFFSET @offset`,
  );
  const readSettings = db.prepare<[], { key: string; value: string }>('SELECT key, value FROM settings');
  const writeSetting = db.prepare<[string, string]>('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  const revenueByMonth = db.prepare<{ from: string }, { month: string; cents: number; invoices: number }>(
    "SELECT substr(paid_date, 1, 7) AS month, SUM(amount_cents) AS cents, COUNT(*) AS invoices FROM invoices WHERE status = 'paid' AND paid_date >= @from GROUP BY month",
  );
  const byPlan = db.prepare<[], { plan: CustomerPlan; count: number }>('SELECT plan, COUNT(*) AS count FROM customers GROUP BY plan ORDER BY plan');
  const byStatus = db.prepare<[], { status: CustomerStatus; count: number }>('SELECT status, COUNT(*) AS count FROM customers GROUP BY status ORDER BY status');
  const invoicesByStatus = db.prepare<{ today: string }, { status: InvoiceStatus; count: number; cents: number }>(
    // The displayed status of the invoice list (domain invoiceDisplayStatus): not paid and due before today is overdue.
    "SELECT CASE WHEN status <> 'paid' AND due_date < @today THEN 'overdue' ELSE status END AS status, COUNT(*) AS count, SUM(amount_cents) AS cents FROM invoices GROUP BY 1 ORDER BY 1",
  );

  const toRow = (id: number): AdminUserRow => {
    const user = toPublicUser(users.findById(id)!);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      language: user.language,
      createdAt: user.createdAt,
      fixedAdmin: isFixedAdmin(user.id),
    };
  };

  return {
    listUsers(search: string, page: number, pageSize: number): ListPage<AdminUserRow> {
      const needle = foldCase(search.trim());
      const total = countUsers.get({ search: needle })?.n ?? 0;
      const totalPages = totalPagesFor(total, pageSize);
      const current = clampPage(page, totalPages);
      const items = pageOfUsers.all({ search: needle, limit: pageSize, offset: (current - 1) * pageSize }).map(({ id }) => toRow(id));
      return { items, page: current, pageSize, total, totalPages };
    },

    setRole(actingUserId: number, id: number, role: 'customer' | 'admin'): AdminUserRow {
      const user = Number.isSafeInteger(id) ? users.findById(id) : undefined;
      if (!user) throw new AppError(404, 'NOT_FOUND');
      if (user.id === actingUserId || isFixedAdmin(user.id)) throw new AppError(409, 'ROLE_LOCKED');
      if (user.role !== role) {
        db.transaction(() => {
          users.setRole(user.id, role);
          const name = toPublicUser(user).name || user.email;
          if (role === 'admin') record('activity.userPromoted', { name }, 'user', 'success');
          else record('activity.userDemoted', { name }, 'user', 'warning');
        })();
      }
      return toRow(user.id);
    },

    settings(): AdminSettings {
      const stored = Object.fromEntries(readSettings.all().map(({ key, value }) => [key, JSON.parse(value) as unknown]));
      return Object.fromEntries(SETTING_KEYS.map((key) => [key, stored[key] ?? DEFAULT_ADMIN_SETTINGS[key]])) as AdminSettings;
    },

    saveSettings(settings: AdminSettings): AdminSettings {
      db.transaction(() => {
        for (const key of SETTING_KEYS) writeSetting.run(key, JSON.stringify(settings[key]));
        record('activity.settingsUpdated', {}, 'clock', 'success');
      })();
      return this.settings();
    },

    /** The last 12 months of paid revenue (by paid date), and the customers and invoices per plan and status. */
    reports(): ReportsAnswer {
      const now = clock.now();
      const months = Array.from({ length: 12 }, (_, index) => {
        const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1));
        return date.toISOString().slice(0, 7);
      });
      const paid = new Map(revenueByMonth.all({ from: `${months[0]}-01` }).map((row) => [row.month, row]));
      return {
        revenueByMonth: months.map((month) => ({ month, revenue: (paid.get(month)?.cents ?? 0) / 100, invoices: paid.get(month)?.invoices ?? 0 })),
        customersByPlan: byPlan.all(),
        customersByStatus: byStatus.all(),
        invoicesByStatus: invoicesByStatus.all({ today: now.toISOString().slice(0, 10) }).map((row) => ({ status: row.status, count: row.count, amount: row.cents / 100 })),
      };
    },
  };
}

export type AdminOfficeService = ReturnType<typeof createAdminOfficeService>;
