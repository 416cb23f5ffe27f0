// The back office's query keys: every admin query starts with 'admin', so that a write can mark them all stale.
import type { ChartPeriod } from '@telecom/domain';
import type { ActivityParams } from './get-activity';
import type { CustomerListParams } from './get-customers';
import type { InvoiceListParams } from './get-invoices';
import type { OrderListParams } from './get-orders';
import type { PrivacyRequestParams } from './get-privacy-requests';
import type { UserListParams } from './get-users';

const all = ['admin'] as const;

export const adminKeys = {
  all,
  dashboard: (period: ChartPeriod) => [...all, 'stats', period] as const,
  customers: (params: CustomerListParams) => [...all, 'customers', params] as const,
  customer: (id: string) => [...all, 'customer', id] as const,
  customerCalls: (id: string) => [...all, 'customer', id, 'calls'] as const,
  invoices: (params: InvoiceListParams) => [...all, 'invoices', params] as const,
  invoice: (id: string) => [...all, 'invoice', id] as const,
  orders: (params: OrderListParams) => [...all, 'orders', params] as const,
  order: (id: string) => [...all, 'order', id] as const,
  activity: (params: ActivityParams) => [...all, 'activity', params] as const,
  privacyRequests: (params: PrivacyRequestParams) => [...all, 'privacy-requests', params] as const,
  users: (params: UserListParams) => [...all, 'users', params] as const,
  settings: () => [...all, 'settings'] as const,
  reports: () => [...all, 'reports'] as const,
};
