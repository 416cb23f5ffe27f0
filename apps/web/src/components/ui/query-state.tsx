import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The part of a TanStack Query result the frame reads. */
interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
}

/**
 * The frame of a card that shows one query's data: "Laden…" as a status while it loads, `failed` as an alert when it
 * failed, else what `children` makes of the data.
 */
export function QueryState<T>({
  query,
  failed,
  children,
}: {
  query: QueryLike<T>;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('account');
  if (query.isPending) return <p role="status">{t('dashboard.loading')}</p>;
  if (query.isError || query.data === undefined)
    return (
      <p className="form-error" role="alert">
        {failed}
      </p>
    );
  return <>{children(query.data)}</>;
}
