import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { NotFoundRoute } from './not-found';

/** Replaces a page that failed to load or render with a translated message instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  return (
    <section className="container page-message" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <div className="page-message__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <Link to={paths.home}>{t('notFound.homeLink')}</Link>
      </div>
    </section>
  );
}
