// The confirmation page's guard (spec point 2: "redirects to / when no order data is stored"): before anything
// renders, so that no empty page shows, and with the address's query (`?lang=`) kept. The storage code loads with
// the guard, not with the app (it brings the domain's checkout rules along).
import { use, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { tracked, type Tracked } from '../../lib/tracked';
import type * as checkoutStorage from './checkout-storage';

let storage: Tracked<typeof checkoutStorage> | undefined;
const loadStorage = () => (storage ??= tracked(import('./checkout-storage')));

/** The decision of the last navigation: the page may clear the stored order once shown, and stays. */
let lastDecision: { key: string; allowed: boolean } | undefined;

function decide(key: string, search: string, { readPlacedOrder, isOrderId }: typeof checkoutStorage): boolean {
  if (lastDecision?.key !== key)
    // After the payment page (`?order=ORD-…`, docs/contracts.md §7) the page reads the order back from the API itself.
    lastDecision = {
      key,
      allowed: readPlacedOrder() !== null || isOrderId(new URLSearchParams(search).get('order')),
    };
  return lastDecision.allowed;
}

export function RequirePlacedOrder({ children }: { children: ReactNode }) {
  const { key, search } = useLocation();
  if (decide(key, search, use(loadStorage()))) return children;
  const query = new URLSearchParams(search);
  query.delete('order');
  const rest = query.toString();
  return <Navigate to={`${paths.home}${rest ? `?${rest}` : ''}`} replace />;
}
