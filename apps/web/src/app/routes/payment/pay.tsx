import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HostedPaymentPage } from '../../../features/payment/hosted-payment';

/**
 * /betalen/:transactionId: the simulated payment provider's page (docs/contracts.md §7), where iDEAL, PayPal and Apple
 * Pay orders are paid. Not a page of the site's menus or its search results.
 */
export function PaymentRoute() {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const { transactionId = '' } = useParams();
  return (
    <>
      <title>{t('hostedPayment.meta.title', { brand: tc('brand.name') })}</title>
      <meta name="robots" content="noindex" />
      <HostedPaymentPage transactionId={transactionId} />
    </>
  );
}
