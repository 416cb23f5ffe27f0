import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useActivity } from '../../../features/admin/api/get-activity';
import { AdminHeader, EmptyState, Pagination } from '../../../features/admin/list-ui';
import { ActivityList } from './dashboard';

/** Entries a page. */
const PAGE_SIZE = 20;

/** /admin/activity: every activity entry, newest first, 20 a page (GET /api/admin/activity), the page in the URL. */
export function AdminActivityRoute() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const activity = useActivity({ page: String(page), pageSize: String(PAGE_SIZE) });
  const data = activity.data;
  return (
    <>
      <AdminHeader title={t('activity.title')} subtitle={t('activity.subtitle')} />
      {!data ? (
        activity.isError ? (
          <p className="form-error" role="alert">
            {t('errors.load')}
          </p>
        ) : (
          <p role="status">{t('list.loading')}</p>
        )
      ) : data.items.length === 0 ? (
        <EmptyState title={t('activity.empty.title')} description={t('activity.empty.description')} />
      ) : (
        <section className="admin-card">
          <ActivityList entries={data.items} />
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            total={data.total}
            onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
          />
        </section>
      )}
    </>
  );
}
