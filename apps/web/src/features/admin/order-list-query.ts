// The order list's state in the address bar (`?search=&status=&kind=&month=&sort=&dir=&page=`): read leniently (a
// value the list does not know takes its default, so an old or edited link still opens a list) and written back
// without defaults. The API reads the same parameters strictly (decisions.md §7): only values read here are sent.
import { OrderListQuerySchema, type OrderListQuery, type OrderSortKey } from '@telecom/domain';

const FIELDS = Object.keys(OrderListQuerySchema.shape) as (keyof OrderListQuery)[];
const DEFAULTS = OrderListQuerySchema.parse({});
/** The newest orders first; any other column starts ascending, as a header click sorts it. */
const DEFAULT_SORT: { key: OrderSortKey; direction: 'asc' | 'desc' } = { key: 'createdAt', direction: 'desc' };
const impliedDirection = (sort: OrderSortKey) => (sort === DEFAULT_SORT.key ? DEFAULT_SORT.direction : 'asc');

/** The list query of the address; never fails. */
export function parseOrderListQuery(params: URLSearchParams): OrderListQuery {
  const query: Record<string, unknown> = { ...DEFAULTS };
  for (const field of FIELDS) {
    const raw = params.get(field)?.trim();
    if (raw === undefined) continue;
    const parsed = OrderListQuerySchema.shape[field].safeParse(raw);
    if (parsed.success) query[field] = parsed.data;
  }
  const result = query as OrderListQuery;
  if (!params.has('dir') || !OrderListQuerySchema.shape.dir.safeParse(params.get('dir')?.trim()).success)
    result.dir = impliedDirection(result.sort);
  return result;
}

/** The query as address parameters (and the API's), leaving out the defaults. */
export function orderListQueryToParams(query: OrderListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  const search = query.search.trim();
  if (search !== '') params.search = search;
  if (query.status !== 'all') params.status = query.status;
  if (query.kind !== 'all') params.kind = query.kind;
  if (query.month !== '') params.month = query.month;
  if (query.sort !== DEFAULT_SORT.key) params.sort = query.sort;
  if (query.dir !== impliedDirection(query.sort)) params.dir = query.dir;
  if (query.page !== 1) params.page = String(query.page);
  if (query.pageSize !== DEFAULTS.pageSize) params.pageSize = String(query.pageSize);
  return params;
}
