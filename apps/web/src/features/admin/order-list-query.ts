// The order list's state in the address bar (`?search=&status=&kind=&month=&sort=&dir=&page=`): read strictly by the
// domain's parser, as the API reads it (docs/contracts.md §7; the list page falls back visibly on a value it does not know),
// and written back without defaults.
import { DEFAULT_ORDER_SORT, OrderListQuerySchema, type OrderListQuery, type OrderSortKey } from '@telecom/domain';

export { parseOrderListQuery } from '@telecom/domain';

const DEFAULT_PAGE_SIZE = OrderListQuerySchema.shape.pageSize.parse(undefined);
const impliedDirection = (sort: OrderSortKey) =>
  sort === DEFAULT_ORDER_SORT.key ? DEFAULT_ORDER_SORT.direction : 'asc';

/** The query as address parameters (and the API's), leaving out the defaults. */
export function orderListQueryToParams(query: OrderListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  const search = query.search.trim();
  if (search !== '') params.search = search;
  if (query.status !== 'all') params.status = query.status;
  if (query.kind !== 'all') params.kind = query.kind;
  if (query.month !== '') params.month = query.month;
  if (query.sort !== DEFAULT_ORDER_SORT.key) params.sort = query.sort;
  if (query.dir !== impliedDirection(query.sort)) params.dir = query.dir;
  if (query.page !== 1) params.page = String(query.page);
  if (query.pageSize !== DEFAULT_PAGE_SIZE) params.pageSize = String(query.pageSize);
  return params;
}
