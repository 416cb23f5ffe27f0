// The withdrawal function's links and its 14 days (docs/contracts.md §13), for the pages that offer it: /herroepen and
// the customer's order list.
import { withinWithdrawalPeriod, type OrderRecord } from '@telecom/domain';
import { paths } from '../config/paths';

/** Step 2 of one order, as a link: `/herroepen?order={id}`. */
export const withdrawalStepTwo = (orderId: string) => `${paths.withdrawal}?order=${encodeURIComponent(orderId)}`;

/** Whether a customer's order can be withdrawn from now: paid, within 14 days of its payment (Dutch time). */
export function canWithdraw(order: OrderRecord, now = new Date()): boolean {
  return order.status === 'paid' && order.paidAt !== null && withinWithdrawalPeriod(order.paidAt, now);
}
