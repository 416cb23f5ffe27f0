import { ListPage } from '../../../features/admin/list-page/list-page';
import { portingList } from '../../../features/admin/porting-list';

/** /admin/porting (docs/contracts.md §9): served by GET /api/admin/porting with the list state in the URL. */
export function AdminPortingRoute() {
  return <ListPage list={portingList} />;
}
