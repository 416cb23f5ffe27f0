import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useActivity } from '../../../features/admin/api/get-activity';
import { AdminHeader, EmptyState, Pagination } from '../../../features/admin/list-ui';
import type { ActivityEntry } from '@telecom/domain';
import { useRelativeTime } from '../../../lib/use-relative-time';
import { date } from '../../../lib/format';
import { ActivityIcon } from './dashboard';

/** Entries a page. */
const PAGE_SIZE = 20;

/**
 * /admin/activity: every activity entry, newest first, 20 a page (GET /api/admin/activity), the page in the URL; who
 * did it in a column of its own (docs/contracts.md §14: the admin's name, or the system).
 */
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
          <ActivityTable entries={data.items} />
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

function ActivityTable({ entries }: { entries: readonly ActivityEntry[] }) {
  const { t, i18n } = useTranslation('admin');
  const ago = useRelativeTime();
  return (
    <div className="table-scroll" role="region" aria-labelledby="activity-table-caption" tabIndex={0}>
      <table className="data-table table-cards activity-table" data-testid="activity-table">
        <caption id="activity-table-caption" className="visually-hidden">
          {t('activity.title')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('activity.columns.entry')}</th>
            <th scope="col">{t('activity.columns.actor')}</th>
            <th scope="col">{t('activity.columns.time')}</th>
            <th scope="col">{t('activity.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label={t('activity.columns.entry')}>
                <span className="activity-table__entry">
                  <ActivityIcon type={entry.type} />
                  <span>{entry.message}</span>
                </span>
              </td>
              <td data-label={t('activity.columns.actor')} data-testid="activity-actor">
                {entry.actor ?? <span className="muted">{t('activity.system')}</span>}
              </td>
              <td data-label={t('activity.columns.time')}>
                <time
                  dateTime={entry.timestamp}
                  title={date(entry.timestamp, i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' })}
                >
                  {ago(entry.timestamp)}
                </time>
              </td>
              <td data-label={t('activity.columns.status')}>
                <span className={`badge badge--${entry.status}`}>{t(`activityStatus.${entry.status}`)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
