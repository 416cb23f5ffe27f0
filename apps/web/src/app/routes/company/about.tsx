import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initials } from '@telecom/domain';
import { paths } from '../../../config/paths';
import '../../../features/esim/esim.css';

const TIMELINE = ['2018', '2019', '2020', '2021', '2022', '2023', '2024'] as const;
const TEAM = [
  { id: 'ceo', name: 'Eva Mulder' },
  { id: 'cto', name: 'Daan de Groot' },
  { id: 'cai', name: 'Fatima El Amrani' },
  { id: 'coo', name: 'Joost van Leeuwen' },
] as const;
const VALUES = ['simple', 'reliable', 'private', 'human'] as const;
const AWARDS = ['startup', 'innovation', 'service'] as const;

/** /over-ons (spec point 2): mission, timeline 2018-2024, leadership team, values and awards. */
export function AboutRoute() {
  const { t } = useTranslation('company');
  const { t: tc } = useTranslation();
  return (
    <>
      <title>{t('about.meta.title', { brand: tc('brand.name') })}</title>
      <meta name="description" content={t('about.meta.description', { brand: tc('brand.name') })} />
      <section className="page-hero esim-hero">
        <div className="container">
          <p className="eyebrow">{t('about.hero.eyebrow')}</p>
          <h1>{t('about.hero.title')}</h1>
          <p className="page-hero__lead">{t('about.hero.lead', { brand: tc('brand.name') })}</p>
        </div>
      </section>
      <section className="container content-section" aria-labelledby="timeline-title">
        <h2 id="timeline-title" className="section-title">
          {t('about.timeline.title')}
        </h2>
        <ol className="timeline">
          {TIMELINE.map((year) => (
            <li key={year}>
              <p className="timeline__year">{year}</p>
              <p>{t(`about.timeline.${year}`, { brand: tc('brand.name') })}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="international" aria-labelledby="team-title">
        <div className="container">
          <h2 id="team-title" className="section-title">
            {t('about.team.title')}
          </h2>
          <ul className="feature-grid">
            {TEAM.map((member) => (
              <li key={member.id} className="info-card team-card">
                <span className="avatar avatar--large" aria-hidden="true">
                  {initials(member.name)}
                </span>
                <h3>{member.name}</h3>
                <p>{t(`about.team.${member.id}`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="container content-section" aria-labelledby="values-title">
        <h2 id="values-title" className="section-title">
          {t('about.values.title')}
        </h2>
        <ul className="feature-grid">
          {VALUES.map((value) => (
            <li key={value} className="info-card">
              <h3>{t(`about.values.${value}.title`)}</h3>
              <p>{t(`about.values.${value}.text`)}</p>
            </li>
          ))}
        </ul>
        <h2 className="section-title integrations-title">{t('about.awards.title')}</h2>
        <ul className="feature-grid">
          {AWARDS.map((award) => (
            <li key={award} className="info-card">
              <h3>{t(`about.awards.${award}.title`)}</h3>
              <p>{t(`about.awards.${award}.text`)}</p>
            </li>
          ))}
        </ul>
        <div className="cta-band">
          <h2>{t('about.cta.title')}</h2>
          <div className="cta-band__actions">
            <Link to={paths.support} className="button">
              {t('about.cta.contact')}
            </Link>
            <Link to={paths.careers} className="button button--ghost">
              {t('about.cta.careers')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
