// What a paid and a refunded order set going, in their order (docs/contracts.md §7): the invoice (or credit note),
// the eSIM, the subscription (after the eSIM: it links the order's eSIM), the VOIP number (after the subscription: it
// is assigned to it) and the porting request. The app and the demo seed both run the orders through this one chain.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OrdersServiceOptions } from './orders.service.js';

type PaidHook = NonNullable<OrdersServiceOptions['onOrderPaid']>;
type RefundedHook = NonNullable<OrdersServiceOptions['onOrderRefunded']>;

/** One area's part in the chain. */
export interface OrderHooks {
  onOrderPaid: PaidHook;
  onOrderRefunded: RefundedHook;
}

export interface OrderChainParts {
  invoices: OrderHooks;
  esims: OrderHooks;
  subscriptions: OrderHooks;
  voip: OrderHooks;
  porting: OrderHooks;
  /** Hooks that run after the chain's (a test's). */
  after?: Partial<OrderHooks>;
}

/** The chain's `onOrderPaid` and `onOrderRefunded`, for the orders service. */
export function orderChain({ invoices, esims, subscriptions, voip, porting, after }: OrderChainParts): OrderHooks {
  const parts = [invoices, esims, subscriptions, voip, porting];
  return {
    onOrderPaid: async (trx: Transaction<Database>, paid) => {
      for (const part of parts) await part.onOrderPaid(trx, paid);
      await after?.onOrderPaid?.(trx, paid);
    },
    onOrderRefunded: async (trx: Transaction<Database>, refunded) => {
      for (const part of parts) await part.onOrderRefunded(trx, refunded);
      await after?.onOrderRefunded?.(trx, refunded);
    },
  };
}
