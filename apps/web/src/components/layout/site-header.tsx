import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { LanguageSwitcher } from './language-switcher';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={paths.home} className="brand" aria-label={t('nav.homeLabel', { brand: t('brand.name') })}>
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="7" fill="currentColor" />
            <path d="M9 20a10 10 0 0 1 14 0M12 23a5 5 0 0 1 8 0M6 17a14 14 0 0 1 20 0" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <span>{t('brand.name')}</span>
        </Link>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
