// The routes of the site (spec point 2) from the page table (app/pages.ts), with React Router's declarative router
// (docs/decisions/031): the app's own <TransitionRouter> in the browser (start.tsx), <StaticRouter> at build
// (entry-server.tsx).
// Each page's module and texts load when it is first visited, read with React's use(); navigations are transitions,
// so the page shown stays until the next one is whole.
import { createElement, use, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from '../components/layout/root-layout';
import { RouteErrorBoundary } from '../components/layout/route-error';
import { deferredParts } from '../components/ui/deferred';
import { paths } from '../config/paths';
import { AdminOnly, GuestOnly, SignedInOnly } from '../features/auth/guards';
import { RequirePlacedOrder } from '../features/checkout/guards';
import { loadPageTexts } from '../lib/i18n';
import { tracked, type Tracked } from '../lib/tracked';
import { RouteHandleContext } from '../lib/use-route-handle';
import { LAYOUTS, PAGES, REDIRECTS, type LayoutId, type Page, type Screen } from './pages';

// The page modules, loaded when a page is first visited (each its own chunk), keyed by their path under src/; not the
// modules that pages load themselves (a wizard's payment step), whose loaders would only lengthen every page's start,
// nor those of the signed-in pages, whose loaders come with the first of them (app/signed-in-modules.ts).
const MODULES = import.meta.glob<Record<string, ComponentType | undefined>>([
  './routes/**/*.tsx',
  '!./routes/dashboard/*.tsx',
  '!./routes/admin/*.tsx',
  '!./routes/**/*.test.tsx',
  '!./routes/info/info-layout.tsx',
  '!./routes/esim/order-payment.tsx',
  '!./routes/voip/configure-payment.tsx',
]);

/** Loads the module of a screen (its file under src/). */
function loadModule(file: string): Promise<Record<string, ComponentType | undefined>> {
  const key = file.startsWith('app/') ? `./${file.slice(4)}` : `../${file}`;
  return (
    MODULES[key]?.() ??
    import('./signed-in-modules').then(({ SIGNED_IN_MODULES }) => {
      const load = SIGNED_IN_MODULES[key];
      if (!load) throw new Error(`No page module ${file}`);
      return load();
    })
  );
}

const screens = new Map<Screen, Tracked<ComponentType>>();

/**
 * A screen's component, with the texts it needs loaded alongside, so that the page renders whole at once; loaded
 * once (a failed load is tried again the next time the screen is shown).
 */
export function loadScreen(screen: Screen): Tracked<ComponentType> {
  let loading = screens.get(screen);
  if (!loading) {
    loading = tracked(
      Promise.all([loadModule(screen.file), loadPageTexts(screen.texts)]).then(([module]) => {
        const Component = module[screen.component];
        if (!Component) throw new Error(`${screen.file} has no export ${screen.component}`);
        return Component;
      }),
    );
    loading.catch(() => screens.delete(screen));
    screens.set(screen, loading);
  }
  return loading;
}

/** The screens of the prerendered page being hydrated, until the deferred parts' code is in. */
const hydratingScreens = new Set<Screen>();
/** What is called once React has hydrated a screen of the first page (`hydrateWithoutParts`). */
const firstScreens = new Map<Screen, () => void>();

/**
 * A screen, once its code and texts are in (the component is its module's export, one per screen), and the code of
 * the deferred parts it draws (components/ui/deferred.tsx): only the prerendered page React hydrates does without.
 */
function ScreenView({ screen }: { screen: Screen }) {
  const Component = use(loadScreen(screen));
  if (!hydratingScreens.has(screen)) use(deferredParts());
  useLayoutEffect(() => firstScreens.get(screen)?.(), [screen]);
  return createElement(Component);
}

/** The screens a path shows, outermost first (a layout, then its page), found as the routes below find them. */
const MATCHED: RouteObject[] = PAGES.map((page) => ({
  path: page.path,
  handle: page.layout ? [LAYOUTS[page.layout], page.screen] : [page.screen],
}));

/**
 * The screens of each path asked so far. React Router's matchRoutes flattens and ranks every route on each call (most
 * of an 8 ms task in a profile of /esim-pro's start at 1× CPU), and the start asks for the first page's screens three
 * times (isGuarded, preloadPage, hydrateWithoutParts).
 */
const screensByPath = new Map<string, Screen[]>();

/**
 * The pages whose path has no parameter, by path. An address that is exactly one of them is that page, whatever else
 * the table holds (React Router ranks a route of static segments above any with a parameter or a splat), so it needs no
 * matching: the first call of matchRoutes compiles a pattern for each route it tries (6 ms of a start task at 1× CPU).
 */
const STATIC_PAGES = new Map(PAGES.filter((page) => !/[:*]/.test(page.path)).map((page) => [page.path, page]));

function screensOf(pathname: string): Screen[] {
  let screens = screensByPath.get(pathname);
  if (!screens) {
    const page = STATIC_PAGES.get(pathname);
    screens = page
      ? page.layout
        ? [LAYOUTS[page.layout], page.screen]
        : [page.screen]
      : ((matchRoutes(MATCHED, pathname)?.at(-1)?.route.handle ?? []) as Screen[]);
    // A visitor goes through a few dozen addresses at most; ids in paths (an order's) are the only way it grows.
    if (screensByPath.size >= 100) screensByPath.clear();
    screensByPath.set(pathname, screens);
  }
  return screens;
}

/**
 * Loads the code and texts of the page at `pathname` (and of its layout), so that its first render needs no wait:
 * before the first page is hydrated or drawn, and before each page is rendered at build. With `parts`, the code of
 * the deferred parts it draws as well (a page drawn whole; not one that is hydrated).
 */
export async function preloadPage(pathname: string, { parts }: { parts: boolean }): Promise<void> {
  await Promise.allSettled(screensOf(pathname).map(loadScreen));
  if (parts) await deferredParts();
}

/**
 * The page at `pathname` is hydrated without its deferred parts, which load meanwhile. Fulfilled once React has
 * hydrated each of its screens (which it does after the frame around them: a Suspense boundary of their own).
 */
export function hydrateWithoutParts(pathname: string): Promise<unknown> {
  void deferredParts().then(() => hydratingScreens.clear());
  return Promise.all(
    screensOf(pathname).map((screen) => {
      hydratingScreens.add(screen);
      return new Promise<void>((resolve) => firstScreens.set(screen, resolve));
    }),
  );
}

/** The guards of single pages, by path; the layouts' guards are in <AppRoutes>. */
const PAGE_GUARDS: Partial<Record<string, ComponentType<{ children: ReactNode }>>> = {
  [paths.login]: GuestOnly,
  [paths.orderConfirmation]: RequirePlacedOrder,
};
const LAYOUT_GUARDS: Record<LayoutId, ComponentType<{ children: ReactNode }>> = {
  signedIn: SignedInOnly,
  admin: AdminOnly,
};

/** Whether a page sends a signed-in visitor elsewhere (start.tsx then draws it afresh instead of hydrating). */
export const isGuestOnly = (pathname: string) => pathname === paths.login;

/** Whether a guard of the signed-in user keeps the page (its own, or its layout's). */
export const isGuarded = (pathname: string) => isGuestOnly(pathname) || screensOf(pathname).length > 1;

function pageElement(page: Page): ReactNode {
  let element: ReactNode = <ScreenView screen={page.screen} />;
  if (page.info) element = <RouteHandleContext value={{ info: page.info }}>{element}</RouteHandleContext>;
  const Guard = PAGE_GUARDS[page.path];
  return Guard ? <Guard>{element}</Guard> : element;
}

/** Each page's route, by path. */
const PAGE_ROUTES = new Map<string, RouteObject>(
  PAGES.map((page) => [page.path, { path: page.path, element: pageElement(page) }]),
);
const pageRoute = (page: Page): RouteObject => PAGE_ROUTES.get(page.path)!;

function layoutRoute(layout: LayoutId): RouteObject {
  const Guard = LAYOUT_GUARDS[layout];
  return {
    element: (
      <Guard>
        <ScreenView screen={LAYOUTS[layout]} />
      </Guard>
    ),
    children: PAGES.filter((page) => page.layout === layout).map(pageRoute),
  };
}

const LAYOUT_ROUTES: Record<LayoutId, RouteObject> = { signedIn: layoutRoute('signedIn'), admin: layoutRoute('admin') };

/** A path that only leads on to a page, with the query string and hash kept: /inloggen?redirect=… → /login?redirect=…. */
function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

/**
 * The route table, built once: as JSX children of <Routes> it was built again, some eighty elements, at every render
 * of the app's routes (the first hydration among them).
 */
const ROOT_ROUTE: RouteObject = {
  element: <RootLayout />,
  children: [
    ...PAGES.filter((page) => !page.layout).map(pageRoute),
    LAYOUT_ROUTES.signedIn,
    LAYOUT_ROUTES.admin,
    ...REDIRECTS.map(({ from, to }) => ({ path: from, element: <RedirectTo to={to} /> })),
  ],
};
export const ROUTES: RouteObject[] = [ROOT_ROUTE];

/**
 * The branch of the table that `pathname` takes, alone: the matched routes, each with only the next as its child. React
 * Router's useRoutes flattens, ranks and tries the table it is given at every render (compiling a pattern for each
 * route it tries; most of a 20 ms task of /esim-pro's hydration at 1× CPU with a profiler on); given the branch alone,
 * it renders the same routes for a fraction of that. Kept per path, as the screens are.
 */
const branches = new Map<string, RouteObject[]>();

/** The routes `pathname` takes, outermost first: for a page of static segments (STATIC_PAGES) without matching. */
export function matchedRoutes(pathname: string): RouteObject[] {
  const page = STATIC_PAGES.get(pathname);
  if (page) return [ROOT_ROUTE, ...(page.layout ? [LAYOUT_ROUTES[page.layout]] : []), pageRoute(page)];
  return (matchRoutes(ROUTES, pathname) ?? []).map(({ route }) => route);
}

function branchOf(pathname: string): RouteObject[] {
  let branch = branches.get(pathname);
  if (!branch) {
    let inner: RouteObject | undefined;
    for (const route of matchedRoutes(pathname).reverse())
      inner = inner === undefined || route.index === true ? route : { ...route, children: [inner] };
    branch = inner ? [inner] : [];
    if (branches.size >= 100) branches.clear();
    branches.set(pathname, branch);
  }
  return branch;
}

/** The app's routes, shared by the browser and the build's renderer. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(branchOf(pathname));
  return <RouteErrorBoundary resetKey={pathname}>{page}</RouteErrorBoundary>;
}
