import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useRouteHandle } from '../../../lib/use-route-handle';
import { InfoLayout, InfoSections } from './info-layout';
import { useInfoFigures } from './use-info-figures';

/** One of the site's information pages; its texts and figures come from locales/{en,nl,es}/info.json and the domain. */
export function InfoRoute() {
  const { t } = useTranslation('info');
  const id = useRouteHandle().info ?? 'faq';
  const figures = useInfoFigures();
  return (
    <InfoLayout id={id}>
      <InfoSections id={id} />
      <section className="container content-section cta-band">
        <h2>{t('help.title')}</h2>
        <p>{t('help.text', { supportHours: figures.supportHours })}</p>
        <div className="cta-band__actions">
          <Link className="button" to={paths.contact}>
            {t('help.contact')}
          </Link>
          <Link className="button button--ghost" to={paths.faq}>
            {t('help.faq')}
          </Link>
        </div>
      </section>
    </InfoLayout>
  );
}
