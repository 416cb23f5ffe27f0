import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { NewsletterForm } from './newsletter-form';
import { companyDetails } from '../../lib/company-details';

const SECTIONS = [
  {
    title: 'footer.services',
    links: [
      { to: paths.aiAssistant, label: 'nav.aiAssistant' },
      { to: paths.aiVoicemail, label: 'nav.aiVoicemail' },
      { to: paths.voip, label: 'nav.voip' },
      { to: paths.esimPro, label: 'nav.esimPro' },
      { to: paths.internationalPlans, label: 'footer.internationalPlans' },
      { to: paths.numberPorting, label: 'footer.numberPorting' },
    ],
  },
  {
    title: 'footer.accountSupport',
    links: [
      { to: paths.login, label: 'nav.login' },
      { to: paths.register, label: 'nav.register' },
      { to: paths.support, label: 'nav.support' },
      { to: paths.faq, label: 'footer.faq' },
      { to: paths.contact, label: 'footer.contact' },
      { to: paths.status, label: 'footer.status' },
    ],
  },
  {
    title: 'footer.businessCompany',
    links: [
      { to: paths.business, label: 'nav.business' },
      { to: paths.apiDocs, label: 'footer.apiDocs' },
      { to: paths.about, label: 'footer.about' },
      { to: paths.careers, label: 'footer.careers' },
      { to: paths.press, label: 'footer.press' },
      { to: paths.invest, label: 'footer.invest' },
    ],
  },
] as const;

const LEGAL = [
  { to: paths.privacy, label: 'footer.privacy' },
  { to: paths.terms, label: 'footer.terms' },
  { to: paths.cookies, label: 'footer.cookies' },
  { to: paths.gdpr, label: 'footer.gdpr' },
  { to: paths.accessibility, label: 'footer.accessibility' },
  { to: paths.sitemap, label: 'footer.sitemap' },
  { to: paths.withdrawal, label: 'footer.withdraw' },
] as const;

const SOCIAL = [
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/',
    path: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9h4v12H3zM9 9h3.8v1.7h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.7 4.8 6.1V21h-4v-5.4c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V21H9z',
  },
  {
    name: 'X',
    href: 'https://x.com/',
    path: 'M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.3 4.7H5.5z',
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    path: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM12 2.2c-2.7 0-3 0-4 .1-4 .2-5.5 1.8-5.7 5.7-.1 1-.1 1.4-.1 4s0 3 .1 4c.2 3.9 1.8 5.5 5.7 5.7 1 .1 1.4.1 4 .1s3 0 4-.1c3.9-.2 5.5-1.8 5.7-5.7.1-1 .1-1.4.1-4s0-3-.1-4c-.2-3.9-1.8-5.5-5.7-5.7-1-.1-1.3-.1-4-.1z',
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/',
    path: 'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.8 15V9l5.7 3z',
  },
] as const;

/** The footer of spec point 2: three link sections, company lines, the newsletter, legal links and social icons. */
export function SiteFooter() {
  const { t } = useTranslation();
  const company = companyDetails();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__brand">{t('brand.name')}</p>
          <p>{t('footer.tagline')}</p>
          <address className="site-footer__company">
            {company.companyName}
            <br />
            {`${company.companyAddress}, ${company.companyPostcode} ${company.companyCity}`}
            <br />
            {t('footer.registration', { kvk: company.kvkNumber })}
            <br />
            {t('footer.vat', { vat: company.vatNumber })}
            <br />
            <a href={`tel:${company.supportPhoneE164}`}>{company.supportPhone}</a> (
            {t('companyDetails.hours', { from: company.supportHoursFrom, to: company.supportHoursTo })})
          </address>
        </div>
        {SECTIONS.map((section) => (
          <nav key={section.title} className="site-footer__section" aria-label={t(section.title)}>
            <h2>{t(section.title)}</h2>
            <ul>
              {section.links.map((link) => (
                <li key={link.to}>
                  {link.to === paths.status ? (
                    <a href={link.to} target="_blank" rel="noopener">
                      {t(link.label)}
                      <span className="visually-hidden"> {t('footer.newTab')}</span>
                    </a>
                  ) : (
                    <Link to={link.to}>{t(link.label)}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <NewsletterForm />
      </div>
      <div className="container site-footer__bottom">
        <p>{t('footer.copyright', { year: new Date().getFullYear(), brand: t('brand.name') })}</p>
        <nav aria-label={t('footer.legal')}>
          <ul className="site-footer__legal">
            {LEGAL.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="site-footer__social">
          {SOCIAL.map((item) => (
            <li key={item.name}>
              <a
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('footer.social', { network: item.name, brand: t('brand.name') })}
              >
                <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
                  <path d={item.path} fill="currentColor" />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
