import { ListPage } from '../../../features/admin/list-page/list-page';
import { orderList } from '../../../features/admin/order-list';

/** /admin/orders (docs/contracts.md §7): served by GET /api/admin/orders with the list state in the URL. */
export function AdminOrdersRoute() {
  return <ListPage list={orderList} />;
}
