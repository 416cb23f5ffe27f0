import type { AdminOrderAnswer } from '@telecom/domain';
import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/**
 * POST /api/admin/orders/{id}/refund: refunds a paid order's payment, books its credit note and marks it refunded;
 * 409 INVALID_TRANSITION for an order that is not paid.
 */
export function refundOrder(id: string): Promise<AdminOrderAnswer> {
  return apiFetch<AdminOrderAnswer>(`/api/admin/orders/${encodeURIComponent(id)}/refund`, { method: 'POST' });
}

export function useRefundOrder() {
  return useAdminMutation(refundOrder);
}
