import { useTranslation } from 'react-i18next';

/** Shown while a page's code or texts load; keeps the page's height so that nothing jumps. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <span className="visually-hidden">{t('status.loading')}</span>
    </div>
  );
}
