import type { OrderStatus, PaymentStatus } from '@telecom/domain';
import type { ListContext } from './list-page/list-description';

/** The badge colour of an order's or a payment's status: paid green, waiting amber, failed red, refunded grey. */
const TONE: Record<OrderStatus | PaymentStatus, string> = {
  paid: 'paid',
  pending: 'pending',
  open: 'pending',
  failed: 'error',
  expired: 'expired',
  canceled: 'error',
  refunded: 'refunded',
  withdrawn: 'refunded',
};

export function OrderStatusBadge({ status, c }: { status: OrderStatus; c: ListContext }) {
  return <span className={`badge badge--${TONE[status]}`}>{c.t(`orderStatus.${status}`)}</span>;
}

export function PaymentStatusBadge({ status, c }: { status: PaymentStatus; c: ListContext }) {
  return <span className={`badge badge--${TONE[status]}`}>{c.t(`paymentStatus.${status}`)}</span>;
}
