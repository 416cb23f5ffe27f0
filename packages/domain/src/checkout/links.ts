// The product a link to the eSIM order wizard names (docs/contracts.md §2): a travel plan by region and plan, or the
// calculator's own trip. Read without a schema: the plan is looked up, the link's prices are never trusted.

import { findTravelPlan } from '../travel/regions.js';
import type { CheckoutProduct } from './steps.js';

/** Reads one query parameter, as URLSearchParams does. */
export interface QueryLike {
  get(name: string): string | null;
}

/** True when the address names a travel plan (`?region=&plan=`, also with `trip=custom`). */
export function namesTravelPlan(query: QueryLike): boolean {
  return query.get('plan') !== null || query.get('region') !== null || query.get('trip') !== null;
}

/**
 * The travel plan a link names by region and plan id (docs/contracts.md §2), or null when it names none or one that
 * does not exist. The link's price, data and duration are never trusted: the plan is looked up.
 */
export function travelProductFromQuery(query: QueryLike): Extract<CheckoutProduct, { kind: 'travel' }> | null {
  const regionId = query.get('region')?.trim() ?? '';
  const planId = query.get('plan')?.trim() ?? '';
  return findTravelPlan(regionId, planId) ? { kind: 'travel', regionId, planId } : null;
}

/** The trip the calculator's book link describes (`trip=custom&duration=&data=`): whole days and gigabytes, or null. */
export function customTripFromQuery(query: QueryLike): { days: number; dataGb: number } | null {
  if (query.get('trip') !== 'custom') return null;
  const days = Number(query.get('duration'));
  const dataGb = Number(query.get('data'));
  const sane = (value: number, max: number) => Number.isFinite(value) && value > 0 && value <= max;
  return sane(days, 3660) && sane(dataGb, 100_000)
    ? { days: Math.round(days), dataGb: Math.round(dataGb * 10) / 10 }
    : null;
}
