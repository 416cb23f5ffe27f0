import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LANGUAGE_NAMES, USER_ROLES } from '@telecom/domain';
import { useUsers } from '../../../features/admin/api/get-users';
import { useSetUserRole } from '../../../features/admin/api/set-user-role';
import {
  ActionMessage,
  AdminHeader,
  AdminTable,
  EmptyState,
  Pagination,
  Truncated,
  type ActionResult,
} from '../../../features/admin/list-ui';
import { useSession } from '../../../lib/session';
import { ApiError } from '../../../lib/api-client';
import { date } from '../../../lib/format';

/**
 * /admin/users: the accounts, searched by name or e-mail, whether each address is confirmed, and their role (not your
 * own, not the fixed admin).
 */
export function AdminUsersRoute() {
  const { t, i18n } = useTranslation('admin');
  const { user: me } = useSession();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(search);
  const users = useUsers({ ...(search ? { search } : {}), ...(page > 1 ? { page: String(page) } : {}) });
  const setRole = useSetUserRole();
  const [message, setMessage] = useState<ActionResult | null>(null);
  const data = users.data;

  return (
    <>
      <AdminHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      <form
        className="list-toolbar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(text.trim() ? { search: text.trim() } : {});
        }}
      >
        <div className="field">
          <label htmlFor="user-search">{t('users.search')}</label>
          <input
            id="user-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('customers.searchPlaceholder')}
          />
        </div>
        <div className="list-toolbar__buttons">
          <button type="submit" className="button">
            {t('users.find')}
          </button>
        </div>
      </form>
      <ActionMessage message={message} />
      {!data ? (
        <p role={users.isError ? 'alert' : 'status'} className={users.isError ? 'form-error' : undefined}>
          {users.isError ? t('errors.load') : t('list.loading')}
        </p>
      ) : data.items.length === 0 ? (
        <EmptyState title={t('users.empty.title')} description={t('users.empty.description')} />
      ) : (
        <>
          <AdminTable
            label={t('users.title')}
            testId="users-table"
            busy={users.isFetching}
            cards
            className="user-table"
          >
            <thead>
              <tr>
                <th scope="col" className="col-name">
                  {t('customers.columns.name')}
                </th>
                <th scope="col" className="col-email">
                  {t('customers.columns.email')}
                </th>
                <th scope="col" className="col-language">
                  {t('users.language')}
                </th>
                <th scope="col" className="col-date">
                  {t('customers.columns.joined')}
                </th>
                <th scope="col" className="col-role">
                  {t('users.role')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((user) => {
                const locked = user.fixedAdmin || user.id === me?.id;
                return (
                  <tr key={user.id}>
                    <td className="card-title">
                      <Truncated text={user.name} />
                    </td>
                    <td data-label={t('customers.columns.email')}>
                      <span className="cell-stack">
                        <Truncated text={user.email} />
                        <span
                          className={`badge ${user.emailVerified ? 'badge--success' : 'badge--pending'} badge--small`}
                        >
                          {user.emailVerified ? t('users.emailVerified') : t('users.emailUnverified')}
                        </span>
                      </span>
                    </td>
                    <td data-label={t('users.language')}>{LANGUAGE_NAMES[user.language]}</td>
                    <td data-label={t('customers.columns.joined')}>
                      {date(user.createdAt, i18n.resolvedLanguage, { dateStyle: 'medium' })}
                    </td>
                    <td data-label={t('users.role')}>
                      <span className="cell-stack role-cell">
                        <label className="visually-hidden" htmlFor={`role-${user.id}`}>
                          {t('users.roleOf', { name: user.name })}
                        </label>
                        <select
                          id={`role-${user.id}`}
                          className="role-select"
                          value={user.role}
                          disabled={locked || setRole.isPending}
                          aria-describedby={locked ? `role-${user.id}-note` : undefined}
                          onChange={(event) => {
                            const role = USER_ROLES.find((value) => value === event.target.value);
                            if (!role) return;
                            setRole.mutate(
                              { id: user.id, role },
                              {
                                onSuccess: ({ user: saved }) =>
                                  setMessage({
                                    success: t('users.roleChanged', {
                                      name: saved.name,
                                      role: t(`users.roles.${saved.role}`),
                                    }),
                                  }),
                                onError: (error) =>
                                  setMessage({ error: error instanceof ApiError ? error.message : t('errors.action') }),
                              },
                            );
                          }}
                        >
                          <option value="customer">{t('users.roles.customer')}</option>
                          <option value="admin">{t('users.roles.admin')}</option>
                        </select>
                        {locked && (
                          <span id={`role-${user.id}-note`} className="muted">
                            {user.fixedAdmin ? t('users.fixedAdmin') : t('users.yourself')}
                          </span>
                        )}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </AdminTable>
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            total={data.total}
            onPage={(next) => setParams({ ...(search ? { search } : {}), ...(next > 1 ? { page: String(next) } : {}) })}
          />
        </>
      )}
    </>
  );
}
