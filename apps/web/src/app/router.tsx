import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { RootLayout } from '../components/layout/root-layout';
import { paths } from '../config/paths';
import { INFO_PAGES, type InfoPageId } from '../config/info-pages';
import { PENDING_PAGES, type PendingPageId } from '../config/pending-pages';
import { guestOnly, requireUser } from '../features/auth/guards';
import { RouteError } from './routes/route-error';

/** The page a route shows, for the shared page components (read with useMatches). */
export interface RouteHandle {
  info?: InfoPageId;
  pending?: PendingPageId;
}

/** A redirect that keeps the query string and hash: /inloggen?redirect=… → /login?redirect=…. */
const redirectTo =
  (to: string) =>
  ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    return redirect(`${to}${url.search}${url.hash}`);
  };

const infoRoutes: RouteObject[] = INFO_PAGES.map(({ id, path }) => ({
  path,
  handle: { info: id } satisfies RouteHandle,
  lazy: () =>
    id === 'sitemap'
      ? import('./routes/info/sitemap').then((m) => ({ Component: m.SitemapRoute }))
      : id === 'apiDocs'
        ? import('./routes/info/api-docs').then((m) => ({ Component: m.ApiDocsRoute }))
        : id === 'status'
          ? import('./routes/info/status').then((m) => ({ Component: m.StatusRoute }))
          : import('./routes/info/info-page').then((m) => ({ Component: m.InfoRoute })),
}));

const pendingRoutes: RouteObject[] = PENDING_PAGES.map(({ id, path }) => ({
  path,
  handle: { pending: id } satisfies RouteHandle,
  lazy: () => import('./routes/pending').then((m) => ({ Component: m.PendingRoute })),
}));

/** The route table (spec point 2). Every page is its own chunk, loaded when first visited. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { path: paths.home, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
            { path: paths.esimPro, lazy: () => import('./routes/esim/esim-pro').then((m) => ({ Component: m.EsimProRoute })) },
            { path: paths.esimOrder, lazy: () => import('./routes/esim/order').then((m) => ({ Component: m.EsimOrderRoute })) },
            { path: paths.orderConfirmation, lazy: () => import('./routes/esim/order-confirmation').then((m) => ({ Component: m.OrderConfirmationRoute })) },
            { path: paths.internationalPlans, lazy: () => import('./routes/esim/international-plans').then((m) => ({ Component: m.InternationalPlansRoute })) },
            { path: paths.voip, lazy: () => import('./routes/voip/voip').then((m) => ({ Component: m.VoipRoute })) },
            { path: paths.aiAssistant, lazy: () => import('./routes/voip/ai-assistant').then((m) => ({ Component: m.AiAssistantRoute })) },
            { path: paths.aiAssistantConfigure, lazy: () => import('./routes/voip/ai-assistant-configure').then((m) => ({ Component: m.AiAssistantConfigureRoute })) },
            { path: paths.support, lazy: () => import('./routes/support/support').then((m) => ({ Component: m.SupportRoute })) },
            { path: paths.aiVoicemail, lazy: () => import('./routes/voicemail/ai-voicemail').then((m) => ({ Component: m.AiVoicemailRoute })) },
            { path: paths.business, lazy: () => import('./routes/company/business').then((m) => ({ Component: m.BusinessRoute })) },
            { path: paths.invest, lazy: () => import('./routes/company/invest').then((m) => ({ Component: m.InvestRoute })) },
            { path: paths.about, lazy: () => import('./routes/company/about').then((m) => ({ Component: m.AboutRoute })) },
            { path: paths.login, loader: guestOnly, lazy: () => import('./routes/account/login').then((m) => ({ Component: m.LoginRoute })) },
            { path: paths.register, lazy: () => import('./routes/account/register').then((m) => ({ Component: m.RegisterRoute })) },
            { path: paths.forgotPassword, lazy: () => import('./routes/account/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })) },
            { path: paths.resetPassword, lazy: () => import('./routes/account/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })) },
            {
              loader: requireUser,
              lazy: () => import('../features/account/signed-in-layout').then((m) => ({ Component: m.SignedInLayout })),
              children: [
                { path: paths.dashboard, lazy: () => import('./routes/dashboard/dashboard').then((m) => ({ Component: m.DashboardRoute })) },
                { path: paths.profile, lazy: () => import('./routes/dashboard/profile').then((m) => ({ Component: m.ProfileRoute })) },
                { path: paths.billing, lazy: () => import('./routes/dashboard/billing').then((m) => ({ Component: m.BillingRoute })) },
              ],
            },
            { path: paths.loginDutch, loader: redirectTo(paths.login) },
            { path: paths.registerDutch, loader: redirectTo(paths.register) },
            ...infoRoutes,
            ...pendingRoutes,
            { path: paths.notFound, lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
          ],
        },
      ],
    },
  ]);
}
