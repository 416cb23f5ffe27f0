// The confirmation page's guard, run as its route loader (spec point 2: "redirects to / when no order data is
// stored"): before anything renders, so that no empty page shows, and with the address's query (`?lang=`) kept.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { readPlacedOrder } from './checkout-storage';

export function requirePlacedOrder({ request }: LoaderFunctionArgs) {
  if (readPlacedOrder()) return null;
  throw redirect(`${paths.home}${new URL(request.url).search}`);
}
