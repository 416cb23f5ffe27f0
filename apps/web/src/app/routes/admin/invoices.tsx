import { invoiceList } from '../../../features/admin/invoice-list';
import { ListPage } from '../../../features/admin/list-page/list-page';

/** /admin/invoices (spec points 2 and 5): served by GET /api/admin/invoices with the list state in the URL. */
export function AdminInvoicesRoute() {
  return <ListPage list={invoiceList} />;
}
