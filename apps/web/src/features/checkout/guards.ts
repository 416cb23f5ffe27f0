// The confirmation page's guard, run as its route loader (spec point 2: "redirects to / when no order data is
// stored"): before anything renders, so that no empty page shows, and with the address's query (`?lang=`) kept.
// The storage code loads with the guard, not with the app (it brings the domain's checkout rules along).
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';

export async function requirePlacedOrder({ request }: LoaderFunctionArgs) {
  const { readPlacedOrder, isOrderId } = await import('./checkout-storage');
  const url = new URL(request.url);
  // After the payment page (`?order=ORD-…`, decisions.md §7) the page reads the order back from the API itself.
  if (readPlacedOrder() || isOrderId(url.searchParams.get('order'))) return null;
  url.searchParams.delete('order');
  throw redirect(`${paths.home}${url.search}`);
}
