import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useRouteHandle } from '../../lib/use-route-handle';

/** A screen that a later release builds: a real page that says so and shows where to go meanwhile. */
export function PendingRoute() {
  const { t } = useTranslation('pending');
  const { t: tc } = useTranslation();
  const id = useRouteHandle().pending ?? 'voipConfigure';
  const title = t(`pages.${id}`);
  return (
    <>
      <title>{`${title} | ${tc('brand.name')}`}</title>
      <meta name="description" content={t('description', { page: title })} />
      <section className="page-hero page-hero--compact">
        <div className="container">
          <h1>{title}</h1>
          <p className="page-hero__lead">{t('lead')}</p>
        </div>
      </section>
      <section className="container content-section">
        <p>{t('meanwhile')}</p>
        <ul className="link-list">
          <li>
            <Link to={paths.home}>{tc('nav.home')}</Link>
          </li>
          <li>
            <Link to={paths.faq}>{tc('footer.faq')}</Link>
          </li>
          <li>
            <Link to={paths.contact}>{tc('footer.contact')}</Link>
          </li>
          <li>
            <Link to={paths.sitemap}>{tc('footer.sitemap')}</Link>
          </li>
        </ul>
      </section>
    </>
  );
}
