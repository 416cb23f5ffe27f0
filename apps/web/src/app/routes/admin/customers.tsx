import { customerList } from '../../../features/admin/customer-list';
import { ListPage } from '../../../features/admin/list-page/list-page';

/** /admin/customers (spec points 2 and 5): served by GET /api/admin/customers with the list state in the URL. */
export function AdminCustomersRoute() {
  return <ListPage list={customerList} />;
}
