// The back office's calls (decisions.md §4, /api/admin/*): lists with their query in the URL, the dashboard
// figures per chart period, activity, and the downloads (CSV exports), all with the admin's bearer token.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityEntry, AdminSettings, ChartPeriod, CustomerRow, CustomerStats, DashboardStats, InvoiceRow, InvoiceStats, MonthToDateComparison } from '@telecom/domain';
import { ApiError, apiFetch, readToken } from '../../lib/api-client';

export interface ListAnswer<T, S = undefined> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  stats: S;
}

export interface DashboardAnswer {
  stats: DashboardStats;
  /** The days of the monthly revenue and the same days of the month before, which its growth compares with. */
  revenueComparison: MonthToDateComparison;
  revenueChart: { period: ChartPeriod; points: { label: string; value: number; height: number }[] };
  serviceBreakdown: { kind: 'esim-pro' | 'voip' | 'ai-voicemail' | 'business' | 'other'; name: string; count: number; percentage: number; color: string }[];
  recentActivity: ActivityEntry[];
}

const query = (params: Record<string, string>) => {
  const search = new URLSearchParams(params).toString();
  return search ? `?${search}` : '';
};

export function useAdminDashboard(period: ChartPeriod) {
  return useQuery({
    queryKey: ['admin', 'stats', period],
    queryFn: ({ signal }) => apiFetch<DashboardAnswer>(`/api/admin/stats${query({ period })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerList(params: Record<string, string>) {
  return useQuery({
    queryKey: ['admin', 'customers', params],
    queryFn: ({ signal }) => apiFetch<ListAnswer<CustomerRow, CustomerStats>>(`/api/admin/customers${query(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoiceList(params: Record<string, string>) {
  return useQuery({
    queryKey: ['admin', 'invoices', params],
    queryFn: ({ signal }) => apiFetch<ListAnswer<InvoiceRow, InvoiceStats>>(`/api/admin/invoices${query(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useActivity(page: number) {
  return useQuery({
    queryKey: ['admin', 'activity', page],
    queryFn: ({ signal }) => apiFetch<ListAnswer<ActivityEntry>>(`/api/admin/activity${query({ page: String(page), pageSize: '20' })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads a file the API serves (a CSV export, an invoice) with the admin's token, under the server's file name. */
export async function download(path: string, fallbackName: string): Promise<void> {
  const token = readToken();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, payload.code ?? 'UNKNOWN', payload.message ?? response.statusText);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A write in the back office; afterwards every admin list and figure is fetched again. */
export function useAdminWrite<V, R = unknown>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const adminCalls = {
  deleteCustomer: (id: string) => apiFetch(`/api/admin/customers/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  customersStatus: ({ ids, status }: { ids: string[]; status: string }) =>
    apiFetch<{ updated: number }>('/api/admin/customers/bulk-status', { method: 'POST', body: { ids: ids.map(Number), status } }),
  deleteCustomers: (ids: string[]) => apiFetch<{ deleted: number }>('/api/admin/customers/bulk-delete', { method: 'POST', body: { ids: ids.map(Number) } }),
  deleteInvoice: (id: string) => apiFetch(`/api/admin/invoices/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  invoicesStatus: ({ ids, status }: { ids: string[]; status: string }) =>
    apiFetch<{ updated: number }>('/api/admin/invoices/bulk-status', { method: 'POST', body: { ids: ids.map(Number), status } }),
  sendReminder: (id: string) => apiFetch(`/api/admin/invoices/${encodeURIComponent(id)}/reminder`, { method: 'POST' }),
  sendReminders: (ids: string[]) => apiFetch<{ sent: number; skipped: number }>('/api/admin/invoices/reminders', { method: 'POST', body: { ids: ids.map(Number) } }),
};

export interface CustomerDetail {
  customer: CustomerRow;
  invoices: (InvoiceRow & { customerId: string | null })[];
  services: { id: string; kind: string; status: string; startedAt: string }[];
}

export type InvoiceRecord = InvoiceRow & { customerId: string | null };

export function useCustomer(id: string) {
  return useQuery({
    queryKey: ['admin', 'customer', id],
    queryFn: ({ signal }) => apiFetch<CustomerDetail>(`/api/admin/customers/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== '',
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}

export function useInvoice(id: string) {
  return useQuery({
    queryKey: ['admin', 'invoice', id],
    queryFn: ({ signal }) => apiFetch<{ invoice: InvoiceRecord }>(`/api/admin/invoices/${encodeURIComponent(id)}`, { signal }).then((answer) => answer.invoice),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}

export const recordCalls = {
  createCustomer: (body: object) => apiFetch<{ customer: CustomerRow }>('/api/admin/customers', { method: 'POST', body }),
  updateCustomer: ({ id, ...body }: { id: string } & object) => apiFetch<{ customer: CustomerRow }>(`/api/admin/customers/${encodeURIComponent(id)}`, { method: 'PUT', body }),
  createInvoice: (body: object) => apiFetch<{ invoice: InvoiceRecord }>('/api/admin/invoices', { method: 'POST', body }),
  updateInvoice: ({ id, ...body }: { id: string } & object) => apiFetch<{ invoice: InvoiceRecord }>(`/api/admin/invoices/${encodeURIComponent(id)}`, { method: 'PUT', body }),
  invoiceStatus: ({ id, status }: { id: string; status: string }) =>
    apiFetch<{ invoice: InvoiceRecord }>(`/api/admin/invoices/${encodeURIComponent(id)}/status`, { method: 'POST', body: { status } }),
};

/** The CSV export of a list: every row of its query (search, filters, sort), or only the chosen ones. */
export function exportList(path: string, listParams: Record<string, string>, fallbackName: string, ids?: readonly string[]): Promise<void> {
  const params = new URLSearchParams(listParams);
  params.delete('page');
  params.delete('pageSize');
  if (ids) params.set('ids', ids.join(','));
  return download(`${path}?${params.toString()}`, fallbackName);
}

export interface AdminUser {
  id: number;
  name: string;
  email: string;
  /** Whether the address is confirmed through its mailed link (decisions.md §6). */
  emailVerified: boolean;
  role: 'customer' | 'admin';
  language: 'en' | 'nl' | 'es';
  createdAt: string;
  fixedAdmin: boolean;
}

export interface ReportsAnswer {
  revenueByMonth: { month: string; revenue: number; invoices: number }[];
  customersByPlan: { plan: 'esim-pro' | 'voip' | 'business'; count: number }[];
  customersByStatus: { status: 'active' | 'inactive' | 'suspended'; count: number }[];
  invoicesByStatus: { status: 'draft' | 'sent' | 'paid' | 'overdue' | 'cancelled'; count: number; amount: number }[];
}

export function useUsers(params: Record<string, string>) {
  return useQuery({
    queryKey: ['admin', 'users', params],
    queryFn: ({ signal }) => apiFetch<ListAnswer<AdminUser>>(`/api/admin/users${query(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminSettings() {
  return useQuery({
    queryKey: ['admin', 'settings'],
    queryFn: ({ signal }) => apiFetch<{ settings: AdminSettings }>('/api/admin/settings', { signal }).then((answer) => answer.settings),
  });
}

export function useReports() {
  return useQuery({ queryKey: ['admin', 'reports'], queryFn: ({ signal }) => apiFetch<ReportsAnswer>('/api/admin/reports', { signal }) });
}

export const officeCalls = {
  setRole: ({ id, role }: { id: number; role: string }) => apiFetch<{ user: AdminUser }>(`/api/admin/users/${id}/role`, { method: 'PUT', body: { role } }),
  saveSettings: (settings: object) => apiFetch<{ settings: AdminSettings }>('/api/admin/settings', { method: 'PUT', body: settings }),
};
