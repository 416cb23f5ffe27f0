// The confirmation page's guard, run as its route loader (spec point 2: "redirects to / when no order data is
// stored"): before anything renders, so that no empty page shows, and with the address's query (`?lang=`) kept.
// The storage code loads with the guard, not with the app (it brings the domain's checkout rules along).
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';

export async function requirePlacedOrder({ request }: LoaderFunctionArgs) {
  const { readPlacedOrder } = await import('./checkout-storage');
  if (readPlacedOrder()) return null;
  throw redirect(`${paths.home}${new URL(request.url).search}`);
}
