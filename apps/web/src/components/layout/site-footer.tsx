import { useTranslation } from 'react-i18next';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container">
        <p>{t('footer.copyright', { year: 2026, brand: t('brand.name') })}</p>
      </div>
    </footer>
  );
}
