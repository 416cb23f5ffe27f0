import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { deferred } from '../ui/deferred';
import { PageLoading } from '../ui/page-loading';
import { RouteErrorBoundary } from './route-error';
import { SiteHeader } from './site-header';
import { useHashScroll } from './use-hash-scroll';
import { useLanguageQuery } from './use-language-query';
import { useScrollRestoration } from './use-scroll-restoration';

// Below every page: it hydrates once the visitor comes near it or acts on it, its newsletter form among it
// (components/ui/deferred.tsx).
const SiteFooter = deferred(() => import('./site-footer').then((module) => module.SiteFooter), {
  near: 'footer.site-footer',
});

/** The frame around every page: skip link, header with the language switcher, the page, the footer. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useLanguageQuery();
  useHashScroll();
  useScrollRestoration();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </>
  );
}
