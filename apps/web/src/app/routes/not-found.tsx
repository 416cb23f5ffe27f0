import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** The translated 404 page for any path the site does not know. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('notFound.metaTitle', { brand: t('brand.name') })}</title>
      <meta name="robots" content="noindex" />
      <section className="container page-message">
        <p className="page-message__code" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link className="button" to={paths.home}>
          {t('notFound.homeLink')}
        </Link>
      </section>
    </>
  );
}
