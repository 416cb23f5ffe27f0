import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { RootLayout } from '../components/layout/root-layout';
import { paths } from '../config/paths';
import { INFO_PAGES, type InfoPageId } from '../config/info-pages';
import { PENDING_PAGES, type PendingPageId } from '../config/pending-pages';
import { guestOnly, requireAdmin, requireUser } from '../features/auth/guards';
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

/** A guard runs again when the page changes, not when only its query does (a list's filters, sort or page). */
const samePageKeepsGuard: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

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
              shouldRevalidate: samePageKeepsGuard,
              lazy: () => import('../features/account/signed-in-layout').then((m) => ({ Component: m.SignedInLayout })),
              children: [
                { path: paths.dashboard, lazy: () => import('./routes/dashboard/dashboard').then((m) => ({ Component: m.DashboardRoute })) },
                { path: paths.profile, lazy: () => import('./routes/dashboard/profile').then((m) => ({ Component: m.ProfileRoute })) },
                { path: paths.billing, lazy: () => import('./routes/dashboard/billing').then((m) => ({ Component: m.BillingRoute })) },
              ],
            },
            {
              loader: requireAdmin,
              shouldRevalidate: samePageKeepsGuard,
              lazy: () => import('../features/admin/admin-layout').then((m) => ({ Component: m.AdminLayout })),
              children: [
                { path: paths.admin, lazy: () => import('./routes/admin/dashboard').then((m) => ({ Component: m.AdminDashboardRoute })) },
                { path: paths.adminCustomers, lazy: () => import('./routes/admin/customers').then((m) => ({ Component: m.AdminCustomersRoute })) },
                { path: paths.adminCustomerNew, lazy: () => import('./routes/admin/customer-form').then((m) => ({ Component: m.AdminCustomerNewRoute })) },
                { path: paths.adminCustomer, lazy: () => import('./routes/admin/customer-detail').then((m) => ({ Component: m.AdminCustomerRoute })) },
                { path: paths.adminCustomerEdit, lazy: () => import('./routes/admin/customer-form').then((m) => ({ Component: m.AdminCustomerEditRoute })) },
                { path: paths.adminInvoices, lazy: () => import('./routes/admin/invoices').then((m) => ({ Component: m.AdminInvoicesRoute })) },
                { path: paths.adminInvoiceNew, lazy: () => import('./routes/admin/invoice-form').then((m) => ({ Component: m.AdminInvoiceNewRoute })) },
                { path: paths.adminInvoice, lazy: () => import('./routes/admin/invoice-detail').then((m) => ({ Component: m.AdminInvoiceRoute })) },
                { path: paths.adminInvoiceEdit, lazy: () => import('./routes/admin/invoice-form').then((m) => ({ Component: m.AdminInvoiceEditRoute })) },
                { path: paths.adminActivity, lazy: () => import('./routes/admin/activity').then((m) => ({ Component: m.AdminActivityRoute })) },
                { path: paths.adminUsers, lazy: () => import('./routes/admin/users').then((m) => ({ Component: m.AdminUsersRoute })) },
                { path: paths.adminSettings, lazy: () => import('./routes/admin/settings').then((m) => ({ Component: m.AdminSettingsRoute })) },
                { path: paths.adminReports, lazy: () => import('./routes/admin/reports').then((m) => ({ Component: m.AdminReportsRoute })) },
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
