import type { AdminOrderAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/**
 * POST /api/admin/orders/{id}/refund: refunds a paid order's payment, books its credit note and marks it refunded;
 * 409 INVALID_TRANSITION for an order that is not paid.
 */
export function refundOrder(id: string): Promise<AdminOrderAnswer> {
  return callApi('POST /api/admin/orders/{id}/refund', { path: { id } });
}

export function useRefundOrder() {
  return useAdminMutation(refundOrder);
}
