import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { RootLayout } from '../components/layout/root-layout';
import { PageLoading } from '../components/ui/page-loading';
import { paths } from '../config/paths';
import { followNavigations, guestOnly, requestedPath, requireAdmin, requireUser } from '../features/auth/guards';
import { requirePlacedOrder } from '../features/checkout/guards';
import { loadPageTexts } from '../lib/i18n';
import type { RouteHandle } from '../lib/use-route-handle';
import { LAYOUTS, PAGES, REDIRECTS, type LayoutId, type Page, type Screen } from './pages';
import { RouteError } from './routes/route-error';

/** A redirect that keeps the query string and hash: /inloggen?redirect=… → /login?redirect=…. */
const redirectTo =
  (to: string) =>
  ({ request }: LoaderFunctionArgs) => {
    const requested = new URL(requestedPath(request), window.location.origin);
    return redirect(`${to}${requested.search}${requested.hash}`);
  };

/** A guard runs again when the page changes, not when only its query does (a list's filters, sort or page). */
const samePageKeepsGuard: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

// The page modules, loaded when a page is first visited (each its own chunk), keyed by their path under src/.
const MODULES = import.meta.glob<Record<string, ComponentType | undefined>>([
  './routes/**/*.tsx',
  './layouts/*.tsx',
  '../features/admin/admin-layout.tsx',
  '!./routes/**/*.test.tsx',
  '!./routes/route-error.tsx',
  '!./routes/info/info-layout.tsx',
]);
const moduleOf = (file: string) => MODULES[file.startsWith('app/') ? `./${file.slice(4)}` : `../${file}`];

/** A route's `lazy`: the screen's module and, alongside, the texts it needs, so that the page renders whole at once. */
export function lazyScreen({ file, component, texts }: Screen): () => Promise<{ Component: ComponentType }> {
  const load = moduleOf(file);
  if (!load) throw new Error(`No page module ${file}`);
  return async () => {
    const [module] = await Promise.all([load(), loadPageTexts(texts)]);
    const Component = module[component];
    if (!Component) throw new Error(`${file} has no export ${component}`);
    return { Component };
  };
}

/** The guards and redirects of pages, by path. */
const LOADERS: Partial<Record<string, LoaderFunction>> = {
  [paths.login]: guestOnly,
  [paths.orderConfirmation]: requirePlacedOrder,
};
const LAYOUT_GUARDS: Record<LayoutId, LoaderFunction> = { signedIn: requireUser, admin: requireAdmin };

function pageRoute({ path, screen, info }: Page): RouteObject {
  const route: RouteObject = { path, lazy: lazyScreen(screen) };
  const loader = LOADERS[path];
  if (loader) route.loader = loader;
  if (info) route.handle = { info } satisfies RouteHandle;
  return route;
}

function layoutRoute(layout: LayoutId): RouteObject {
  return {
    loader: LAYOUT_GUARDS[layout],
    shouldRevalidate: samePageKeepsGuard,
    lazy: lazyScreen(LAYOUTS[layout]),
    children: PAGES.filter((page) => page.layout === layout).map(pageRoute),
  };
}

/** The route table (spec point 2), shared by the browser's router and the build's server renderer (entry-server.tsx). */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      // The first page appears whole, header and footer with it, once its code and texts are in (they download
      // alongside the app's own); until then the document holds an empty, announced loading area.
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...PAGES.filter((page) => !page.layout && page.path !== paths.notFound).map(pageRoute),
            layoutRoute('signedIn'),
            layoutRoute('admin'),
            ...REDIRECTS.map(({ from, to }): RouteObject => ({ path: from, loader: redirectTo(to) })),
            ...PAGES.filter((page) => page.path === paths.notFound).map(pageRoute),
          ],
        },
      ],
    },
  ];
}

/** The browser's router. Every page is its own chunk, loaded when first visited. */
export function createRouter() {
  const router = createBrowserRouter(createRoutes());
  followNavigations(() => router.state.navigation.location);
  return router;
}

/** Resolves once the router has the first page's code, texts and data (what hydrating a prerendered page needs). */
export function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
