import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SITEMAP_GROUPS } from '../../../config/sitemap';
import { InfoLayout } from './info-layout';

/** /sitemap: every public page of the site, grouped. */
export function SitemapRoute() {
  const { t } = useTranslation('info');
  return (
    <InfoLayout id="sitemap">
      <div className="container sitemap">
        {SITEMAP_GROUPS.map((group) => (
          <section key={group.title} className="info-card">
            <h2>{t(`sitemap.groups.${group.title}`)}</h2>
            <ul>
              {group.pages.map((page) => (
                <li key={page.to}>
                  <Link to={page.to}>{t(`sitemap.pages.${page.label}`)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </InfoLayout>
  );
}
