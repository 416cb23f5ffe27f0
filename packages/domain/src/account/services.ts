// The customer dashboard's services (spec point 2 "Customer dashboard", point 3 "Dashboard service"), derived
// from the customer's real orders: an eSIM Pro subscription runs for its duration in months, a travel plan for
// its days, both from the moment of ordering. The dashboard shows the spec's demo services only when the
// customer has no orders.
import type { OrderProductRecord } from '../checkout/order.js';
import { percentOfCents, VAT_PERCENT } from '../pricing/money.js';

export type ServiceStatus = 'active' | 'expired';

export interface OrderedService {
  readonly orderId: string;
  readonly kind: OrderProductRecord['kind'];
  /** 'eSIM Pro' or the travel plan's name. */
  readonly name: string;
  readonly status: ServiceStatus;
  readonly startedAt: string;
  readonly endsAt: string;
  /** What it costs each month without VAT (eSIM Pro), or null for a one-off travel plan. */
  readonly monthlyCents: number | null;
  /** The same with VAT, rounded as on its invoice (decisions.md §2), or null for a one-off travel plan. */
  readonly monthlyWithVatCents: number | null;
  readonly product: OrderProductRecord;
}

export interface OrderLike {
  readonly id: string;
  readonly product: OrderProductRecord;
  readonly createdAt: string;
}

/** `iso` plus whole calendar months, the day clamped to the target month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const start = new Date(iso);
  const target = new Date(start.getTime());
  const day = start.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString();
}

/** An amount before VAT plus its VAT, the VAT rounded half up to a whole cent (decisions.md §2). */
const withVat = (cents: number) => cents + percentOfCents(cents, VAT_PERCENT);

export function serviceFromOrder(order: OrderLike, now: Date): OrderedService {
  const { product } = order;
  const endsAt =
    product.kind === 'esim-pro'
      ? addMonths(order.createdAt, product.duration)
      : new Date(new Date(order.createdAt).getTime() + product.duration * 86_400_000).toISOString();
  return {
    orderId: order.id,
    kind: product.kind,
    name: product.name,
    status: new Date(endsAt).getTime() > now.getTime() ? 'active' : 'expired',
    startedAt: order.createdAt,
    endsAt,
    monthlyCents: product.kind === 'esim-pro' ? product.totalPriceCents : null,
    monthlyWithVatCents: product.kind === 'esim-pro' ? withVat(product.totalPriceCents) : null,
    product,
  };
}

/** The customer's services, active ones first, newest first within each group. */
export function servicesFromOrders(orders: readonly OrderLike[], now: Date): OrderedService[] {
  return orders
    .map((order) => serviceFromOrder(order, now))
    .sort((a, b) => (a.status === b.status ? b.startedAt.localeCompare(a.startedAt) : a.status === 'active' ? -1 : 1));
}

export interface ServicesSummary {
  /** Active eSIM services (eSIM Pro and travel plans). */
  readonly esim: number;
  /** Active monthly costs without VAT, in cents. */
  readonly monthlyCents: number;
  /**
   * Active monthly costs with VAT, in cents: each subscription's own amount with VAT (as its invoice shows it),
   * added up. What the dashboard shows, labelled "incl. btw" (decisions.md §8).
   */
  readonly monthlyWithVatCents: number;
}

export function summarizeServices(services: readonly OrderedService[]): ServicesSummary {
  const active = services.filter((service) => service.status === 'active');
  return {
    esim: active.length,
    monthlyCents: active.reduce((sum, service) => sum + (service.monthlyCents ?? 0), 0),
    monthlyWithVatCents: active.reduce((sum, service) => sum + (service.monthlyWithVatCents ?? 0), 0),
  };
}

/** The dashboard's service list shows this many until 'show all' is chosen (spec point 2). */
export const DASHBOARD_SERVICES_SHOWN = 3;
