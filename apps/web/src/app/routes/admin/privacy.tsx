import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PrivacyRequest } from '@telecom/domain';
import { usePrivacyRequests } from '../../../features/admin/api/get-privacy-requests';
import { AdminHeader, AdminTable, EmptyState, Pagination } from '../../../features/admin/list-ui';
import { date } from '../../../lib/format';

/** Requests a page. */
const PAGE_SIZE = 20;

/**
 * /admin/privacy: the privacy requests (GET /api/admin/privacy-requests), newest first, 20 a page, the page in the
 * URL. A list without search, filters or sorting: the users page's table rather than the list-page description.
 */
export function AdminPrivacyRoute() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const requests = usePrivacyRequests({ page: String(page), pageSize: String(PAGE_SIZE) });
  const data = requests.data;
  const when = (value: string) => date(value, i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const customer = (request: PrivacyRequest) =>
    request.customerName ??
    (request.userId !== null
      ? t('privacy.deletedAccount', { id: request.userId })
      : t('privacy.customerRecord', { id: request.customerId ?? '–' }));
  return (
    <>
      <AdminHeader title={t('privacy.title')} subtitle={t('privacy.subtitle')} />
      {!data ? (
        <p role={requests.isError ? 'alert' : 'status'} className={requests.isError ? 'form-error' : undefined}>
          {requests.isError ? t('errors.load') : t('list.loading')}
        </p>
      ) : data.items.length === 0 ? (
        <EmptyState title={t('privacy.empty.title')} description={t('privacy.empty.description')} />
      ) : (
        <>
          <AdminTable label={t('privacy.title')} testId="privacy-table" busy={requests.isFetching} cards>
            <thead>
              <tr>
                <th scope="col">{t('privacy.columns.kind')}</th>
                <th scope="col">{t('privacy.columns.customer')}</th>
                <th scope="col">{t('privacy.columns.requested')}</th>
                <th scope="col">{t('privacy.columns.completed')}</th>
                <th scope="col">{t('privacy.columns.by')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((request) => (
                <tr key={request.id}>
                  <td className="card-title">
                    <span className={`badge ${request.kind === 'delete' ? 'badge--warning' : 'badge--success'}`}>
                      {t(`privacy.kinds.${request.kind}`)}
                    </span>
                  </td>
                  <td data-label={t('privacy.columns.customer')}>{customer(request)}</td>
                  <td data-label={t('privacy.columns.requested')}>{when(request.requestedAt)}</td>
                  <td data-label={t('privacy.columns.completed')}>
                    {request.completedAt ? when(request.completedAt) : t('privacy.pending')}
                  </td>
                  <td data-label={t('privacy.columns.by')}>
                    {request.requestedBy === 'admin'
                      ? t('privacy.byAdmin', { name: request.adminName ?? '–' })
                      : t('privacy.byCustomer')}
                  </td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            total={data.total}
            onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
          />
        </>
      )}
    </>
  );
}
