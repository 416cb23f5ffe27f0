import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoading } from '../ui/page-loading';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useHashScroll } from './use-hash-scroll';
import { useLanguageQuery } from './use-language-query';

/** The frame around every page: skip link, header with the language switcher, the page, the footer. */
export function RootLayout() {
  const { t } = useTranslation();
  useLanguageQuery();
  useHashScroll();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration getKey={(location) => location.key} />
    </>
  );
}
