import { useEffect, useRef } from 'react';
import { useQuery } from '../../lib/queries';
import { getOwnOrdersQueryOptions } from '../../features/account/api/get-own-orders';
import type { OrderDetails } from '../../features/ai-order/use-order-details';

/**
 * A returning customer's billing address: the address of their latest order fills in the order form's empty
 * address once (the name, e-mail address and phone number come from the account). Nothing is asked while signed out.
 */
export function usePreviousAddress(form: Pick<OrderDetails, 'fillInAddress'>, signedIn: boolean) {
  const orders = useQuery({ ...getOwnOrdersQueryOptions(), enabled: signedIn });
  const done = useRef(false);
  const { fillInAddress } = form;
  useEffect(() => {
    if (done.current || !orders.data) return;
    done.current = true;
    const latest = orders.data[0]?.customer;
    if (!latest) return;
    fillInAddress({
      country: latest.country,
      postcode: latest.postcode ?? '',
      houseNumber: latest.houseNumber ?? '',
      houseNumberAddition: latest.houseNumberAddition ?? '',
      street: latest.street,
      city: latest.city,
    });
  }, [orders.data, fillInAddress]);
}
