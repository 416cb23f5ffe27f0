import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { InvoicePayPage } from '../../../features/payment/invoice-pay-page';

/**
 * /facturen/:id/betalen?t=…: a reminder mail's pay link (docs/contracts.md §12), which pays the invoice without
 * logging in. Not a page of the site's menus or its search results.
 */
export function InvoicePayRoute() {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <>
      <title>{t('invoicePay.meta.title', { brand: tc('brand.name') })}</title>
      <meta name="robots" content="noindex" />
      <div className="container hosted-payment">
        <InvoicePayPage id={id} token={search.get('t') ?? ''} />
      </div>
    </>
  );
}
