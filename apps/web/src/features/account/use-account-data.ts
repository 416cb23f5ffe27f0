// The signed-in customer's own data: their orders (GET /api/orders) and invoices (GET /api/invoices).
import { useQuery } from '@tanstack/react-query';
import type { OrderProductRecord, PaymentMethod } from '@telecom/domain';
import { apiFetch } from '../../lib/api-client';

export interface CustomerOrder {
  id: string;
  product: OrderProductRecord;
  delivery: 'email' | 'sms';
  payment: { method: PaymentMethod; status: 'completed'; transactionId: string };
  account: 'guest' | 'existing' | 'new';
  createdAt: string;
}

export interface CustomerInvoice {
  id: string;
  invoice_number: string;
  amount: number;
  status: 'draft' | 'sent' | 'paid' | 'overdue' | 'cancelled';
  issue_date: string;
  due_date: string;
  paid_date: string | null;
  recurring: boolean;
}

export function useMyOrders() {
  return useQuery({
    queryKey: ['orders'],
    queryFn: ({ signal }) => apiFetch<{ orders: CustomerOrder[] }>('/api/orders', { signal }).then((answer) => answer.orders),
  });
}

export function useMyInvoices() {
  return useQuery({
    queryKey: ['my-invoices'],
    queryFn: ({ signal }) => apiFetch<{ invoices: CustomerInvoice[] }>('/api/invoices', { signal }).then((answer) => answer.invoices),
  });
}
