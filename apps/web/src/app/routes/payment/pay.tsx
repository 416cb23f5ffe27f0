import { useParams } from 'react-router';
import { HostedPaymentPage } from '../../../features/payment/hosted-payment';

/**
 * /betalen/:transactionId: the simulated payment provider's page (docs/contracts.md §7), where iDEAL, PayPal and Apple
 * Pay orders are paid. Not a page of the site's menus or its search results. Its tab title follows the payment (the
 * hosted page sets it).
 */
export function PaymentRoute() {
  const { transactionId = '' } = useParams();
  return (
    <>
      <meta name="robots" content="noindex" />
      <HostedPaymentPage transactionId={transactionId} />
    </>
  );
}
