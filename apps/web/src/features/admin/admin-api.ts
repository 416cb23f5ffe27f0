// The names the customer and invoice list pages used before the back office's calls moved to `./api/` (one file per
// call, typed by the domain). They are kept, unchanged in use, while those pages are rewritten; each is now a thin
// alias of an `./api/` call. Delete this file once nothing imports it.
import type { CustomerStatus, InvoiceStatus } from '@telecom/domain';
import { apiFetchFile } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';
import { deleteCustomer } from './api/delete-customer';
import { deleteCustomers } from './api/delete-customers';
import { deleteInvoice } from './api/delete-invoice';
import { exportCustomers } from './api/export-customers';
import { exportInvoices } from './api/export-invoices';
import { useCustomers, type CustomerListParams } from './api/get-customers';
import { useInvoices, type InvoiceListParams } from './api/get-invoices';
import { sendReminder } from './api/send-reminder';
import { sendReminders } from './api/send-reminders';
import { setCustomersStatus } from './api/set-customers-status';
import { setInvoicesStatus } from './api/set-invoices-status';
import { useAdminMutation } from './api/use-admin-mutation';

/** Now `useCustomers` of ./api/get-customers. */
export const useCustomerList = (params: CustomerListParams) => useCustomers(params);
/** Now `useInvoices` of ./api/get-invoices. */
export const useInvoiceList = (params: InvoiceListParams) => useInvoices(params);
/** Now `useAdminMutation` of ./api/use-admin-mutation (or the call's own `useX` hook). */
export const useAdminWrite = useAdminMutation;

/**
 * Now the calls of ./api/. The bulk status changes took the status as any text (the list page's select offers the
 * domain's statuses, and the API refuses anything else with a 400); the typed calls take the domain's status.
 */
export const adminCalls = {
  deleteCustomer,
  deleteCustomers: (ids: string[]) => deleteCustomers(ids),
  customersStatus: ({ ids, status }: { ids: string[]; status: string }) => setCustomersStatus({ ids, status: status as CustomerStatus }),
  deleteInvoice,
  invoicesStatus: ({ ids, status }: { ids: string[]; status: string }) => setInvoicesStatus({ ids, status: status as InvoiceStatus }),
  sendReminder,
  sendReminders: (ids: string[]) => sendReminders(ids),
};

/** Now `exportCustomers` / `exportInvoices` of ./api/. */
export function exportList(
  path: '/api/admin/customers/export' | '/api/admin/invoices/export',
  listParams: CustomerListParams & InvoiceListParams,
  _fallbackName: string,
  ids?: readonly string[],
): Promise<void> {
  return path === '/api/admin/customers/export' ? exportCustomers(listParams, ids) : exportInvoices(listParams, ids);
}

/** Now `downloadInvoice` of ./api/download-invoice. */
export async function download(path: string, fallbackName: string): Promise<void> {
  saveFile(await apiFetchFile(path), fallbackName);
}
