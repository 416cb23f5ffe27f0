// The admin lists' allowed values and their constants (spec points 3, 4, 9). The rows' shapes are the schemas' in
// api/admin-*.ts, which build on these values (docs/decisions/065).

import { isOneOf } from '../one-of.js';

export type SortDirection = 'asc' | 'desc';
export const SORT_DIRECTIONS = ['asc', 'desc'] as const satisfies readonly SortDirection[];
export const isSortDirection = (value: unknown): value is SortDirection => isOneOf(SORT_DIRECTIONS, value);

// --- Customers -------------------------------------------------------------------------------------

export type CustomerStatus = 'active' | 'inactive' | 'suspended';
export const CUSTOMER_STATUSES = ['active', 'inactive', 'suspended'] as const satisfies readonly CustomerStatus[];
export const isCustomerStatus = (value: unknown): value is CustomerStatus => isOneOf(CUSTOMER_STATUSES, value);

export type CustomerPlan = 'esim-pro' | 'voip' | 'business';
export const CUSTOMER_PLANS = ['esim-pro', 'voip', 'business'] as const satisfies readonly CustomerPlan[];
export const isCustomerPlan = (value: unknown): value is CustomerPlan => isOneOf(CUSTOMER_PLANS, value);

/**
 * The catalogue's customer plans: each plan name and the plan (product line) it belongs to. VOIP has two, Standard
 * and Business; the plan filter filters by product line, the list and detail show the stored plan name.
 */
export const CUSTOMER_PLAN_CATALOGUE = [
  { planName: 'eSIM Pro', plan: 'esim-pro' },
  { planName: 'VOIP Standard', plan: 'voip' },
  { planName: 'VOIP Business', plan: 'voip' },
  { planName: 'Business Pro', plan: 'business' },
] as const satisfies readonly { planName: string; plan: CustomerPlan }[];
export type CustomerPlanName = (typeof CUSTOMER_PLAN_CATALOGUE)[number]['planName'];
/** Every plan name of the catalogue, in its order. */
export const CUSTOMER_PLAN_NAMES = CUSTOMER_PLAN_CATALOGUE.map(
  (entry) => entry.planName,
) as readonly CustomerPlanName[];
export const isCustomerPlanName = (value: unknown): value is CustomerPlanName => isOneOf(CUSTOMER_PLAN_NAMES, value);
/** The plan name a customer gets when only the product line is given (the API's `{ plan }` without `planName`). */
export const DEFAULT_PLAN_NAMES = {
  'esim-pro': 'eSIM Pro',
  voip: 'VOIP Business',
  business: 'Business Pro',
} as const satisfies Record<CustomerPlan, CustomerPlanName>;

/** The product line of a plan name of the catalogue. */
export function planOfPlanName(planName: CustomerPlanName): CustomerPlan {
  return CUSTOMER_PLAN_CATALOGUE.find((entry) => entry.planName === planName)!.plan;
}

/** The customer table's sortable columns: name, email, join date (spec point 2) and total spent. */
export type CustomerSortKey = 'name' | 'email' | 'created_at' | 'totalSpent';
export const CUSTOMER_SORT_KEYS = [
  'name',
  'email',
  'created_at',
  'totalSpent',
] as const satisfies readonly CustomerSortKey[];
export const isCustomerSortKey = (value: unknown): value is CustomerSortKey => isOneOf(CUSTOMER_SORT_KEYS, value);

// --- Invoices --------------------------------------------------------------------------------------

export type InvoiceStatus = 'draft' | 'sent' | 'paid' | 'overdue' | 'cancelled';
export const INVOICE_STATUSES = [
  'draft',
  'sent',
  'paid',
  'overdue',
  'cancelled',
] as const satisfies readonly InvoiceStatus[];
export const isInvoiceStatus = (value: unknown): value is InvoiceStatus => isOneOf(INVOICE_STATUSES, value);

export type InvoiceSortKey = 'invoice_number' | 'customer_name' | 'amount' | 'issue_date' | 'due_date';
export const INVOICE_SORT_KEYS = [
  'invoice_number',
  'customer_name',
  'amount',
  'issue_date',
  'due_date',
] as const satisfies readonly InvoiceSortKey[];
export const isInvoiceSortKey = (value: unknown): value is InvoiceSortKey => isOneOf(INVOICE_SORT_KEYS, value);

/** Inclusive bounds: '0-50' is 0..50, '50-100' 50..100, '100-500' 100..500, '500+' at least 500. */
export type AmountRange = '0-50' | '50-100' | '100-500' | '500+';
export const AMOUNT_RANGES = ['0-50', '50-100', '100-500', '500+'] as const satisfies readonly AmountRange[];
export const isAmountRange = (value: unknown): value is AmountRange => isOneOf(AMOUNT_RANGES, value);

// --- Activity and dashboard ------------------------------------------------------------------------

export type ActivityType = 'user' | 'payment' | 'invoice' | 'clock';
export const ACTIVITY_TYPES = ['user', 'payment', 'invoice', 'clock'] as const satisfies readonly ActivityType[];
export const isActivityType = (value: unknown): value is ActivityType => isOneOf(ACTIVITY_TYPES, value);

export type ActivityStatus = 'success' | 'pending' | 'warning' | 'error';
export const ACTIVITY_STATUSES = [
  'success',
  'pending',
  'warning',
  'error',
] as const satisfies readonly ActivityStatus[];
export const isActivityStatus = (value: unknown): value is ActivityStatus => isOneOf(ACTIVITY_STATUSES, value);

// --- Sorting and paging ----------------------------------------------------------------------------

export interface SortState<K extends string = string> {
  key: K;
  direction: SortDirection;
}

export const DEFAULT_CUSTOMER_SORT = { key: 'name', direction: 'asc' } as const satisfies SortState<CustomerSortKey>;
export const DEFAULT_INVOICE_SORT = {
  key: 'invoice_number',
  direction: 'desc',
} as const satisfies SortState<InvoiceSortKey>;

/** Rows per page in both admin lists (spec point 9). */
export const ADMIN_PAGE_SIZE = 10;
/** The largest page size a list query accepts. */
export const MAX_ADMIN_PAGE_SIZE = 100;
/** At most this many page buttons, centred on the current page (spec point 9). */
export const MAX_PAGE_BUTTONS = 5;
/** The invoice page's revenue growth is a fixed +12.5% (spec point 9). */
export const INVOICE_REVENUE_GROWTH_PERCENT = 12.5;
