// Every page of the site as data: its path, the module that draws it and the text namespaces it needs. The router
// builds its routes from this table, and the build turns it into the list of files that the server names in each
// page's HTML (<link rel="modulepreload">), so that a page's code and texts download alongside the app's own.
// Plain data without React, so that vite.config.ts can read it too.
import { INFO_PAGES, type InfoPageId } from '../config/info-pages';
import { paths } from '../config/paths';
import type { Namespace } from '../lib/i18n';

/** A lazily loaded module under src/ and the component it exports. */
export interface Screen {
  file: string;
  component: string;
  texts: readonly Namespace[];
}

export type LayoutId = 'signedIn' | 'admin';

/** The layouts that wrap a group of pages (their guards live in the router). */
export const LAYOUTS: Record<LayoutId, Screen> = {
  signedIn: { file: 'app/layouts/signed-in-layout.tsx', component: 'SignedInLayout', texts: ['account'] },
  admin: { file: 'features/admin/admin-layout.tsx', component: 'AdminLayout', texts: ['admin'] },
};

export interface Page {
  path: string;
  screen: Screen;
  layout?: LayoutId;
  /** Which information page the shared page component shows (read with useRouteHandle). */
  info?: InfoPageId;
}

const screen = (file: string, component: string, ...texts: Namespace[]): Screen => ({
  file: `app/routes/${file}`,
  component,
  texts,
});

function infoScreen(id: InfoPageId): Screen {
  if (id === 'sitemap') return screen('info/sitemap.tsx', 'SitemapRoute', 'info');
  if (id === 'apiDocs') return screen('info/api-docs.tsx', 'ApiDocsRoute', 'info');
  if (id === 'status') return screen('info/status.tsx', 'StatusRoute', 'info');
  return screen('info/info-page.tsx', 'InfoRoute', 'info');
}

/** The page table (spec point 2), in the router's order: the first page whose path matches is the one shown. */
export const PAGES: readonly Page[] = [
  { path: paths.home, screen: screen('home.tsx', 'HomeRoute', 'home') },
  { path: paths.esimPro, screen: screen('esim/esim-pro.tsx', 'EsimProRoute', 'esim') },
  { path: paths.esimOrder, screen: screen('esim/order.tsx', 'EsimOrderRoute', 'checkout') },
  {
    path: paths.orderConfirmation,
    screen: screen('esim/order-confirmation.tsx', 'OrderConfirmationRoute', 'checkout', 'install'),
  },
  { path: paths.esimInstall, screen: screen('esim/install.tsx', 'EsimInstallRoute', 'install') },
  { path: paths.payment, screen: screen('payment/pay.tsx', 'PaymentRoute', 'checkout') },
  { path: paths.invoicePay, screen: screen('payment/invoice-pay.tsx', 'InvoicePayRoute', 'checkout') },
  { path: paths.internationalPlans, screen: screen('esim/international-plans.tsx', 'InternationalPlansRoute', 'esim') },
  { path: paths.voip, screen: screen('voip/voip.tsx', 'VoipRoute', 'voip') },
  { path: paths.voipConfigure, screen: screen('voip/configure.tsx', 'VoipConfigureRoute', 'voip-order', 'checkout') },
  { path: paths.aiAssistant, screen: screen('voip/ai-assistant.tsx', 'AiAssistantRoute', 'voip') },
  {
    path: paths.aiAssistantConfigure,
    screen: screen('voip/ai-assistant-configure.tsx', 'AiAssistantConfigureRoute', 'ai-order'),
  },
  { path: paths.support, screen: screen('support/support.tsx', 'SupportRoute', 'support') },
  { path: paths.aiVoicemail, screen: screen('voicemail/ai-voicemail.tsx', 'AiVoicemailRoute', 'voicemail') },
  { path: paths.withdrawal, screen: screen('withdrawal/withdraw.tsx', 'WithdrawRoute', 'withdrawal') },
  { path: paths.business, screen: screen('company/business.tsx', 'BusinessRoute', 'company') },
  { path: paths.invest, screen: screen('company/invest.tsx', 'InvestRoute', 'company') },
  { path: paths.about, screen: screen('company/about.tsx', 'AboutRoute', 'company') },
  { path: paths.login, screen: screen('account/login.tsx', 'LoginRoute', 'account') },
  { path: paths.register, screen: screen('account/register.tsx', 'RegisterRoute', 'account') },
  { path: paths.forgotPassword, screen: screen('account/forgot-password.tsx', 'ForgotPasswordRoute', 'account') },
  { path: paths.resetPassword, screen: screen('account/reset-password.tsx', 'ResetPasswordRoute', 'account') },
  { path: paths.verifyEmail, screen: screen('account/verify-email.tsx', 'VerifyEmailRoute', 'account') },
  {
    path: paths.dashboard,
    layout: 'signedIn',
    screen: screen('dashboard/dashboard.tsx', 'DashboardRoute', 'account', 'porting', 'ai-order'),
  },
  { path: paths.profile, layout: 'signedIn', screen: screen('dashboard/profile.tsx', 'ProfileRoute', 'account') },
  { path: paths.billing, layout: 'signedIn', screen: screen('dashboard/billing.tsx', 'BillingRoute', 'account') },
  { path: paths.dashboardEsim, layout: 'signedIn', screen: screen('dashboard/esim.tsx', 'EsimRoute', 'account') },
  {
    path: paths.dashboardPhone,
    layout: 'signedIn',
    screen: screen('dashboard/phone.tsx', 'PhoneRoute', 'account', 'voice'),
  },
  {
    path: paths.dashboardVoicemail,
    layout: 'signedIn',
    screen: screen('dashboard/voicemail.tsx', 'VoicemailInboxRoute', 'account'),
  },
  {
    path: paths.dashboardCalendar,
    layout: 'signedIn',
    screen: screen('dashboard/voicemail.tsx', 'CalendarRoute', 'account'),
  },
  {
    path: paths.dashboardAssistant,
    layout: 'signedIn',
    screen: screen('dashboard/assistant.tsx', 'AssistantRoute', 'account', 'voice'),
  },
  {
    path: paths.dashboardApiKeys,
    layout: 'signedIn',
    screen: screen('dashboard/api-keys.tsx', 'ApiKeysRoute', 'account'),
  },
  {
    path: paths.dashboardWebhooks,
    layout: 'signedIn',
    screen: screen('dashboard/webhooks.tsx', 'WebhooksRoute', 'account'),
  },
  {
    path: paths.dashboardEsimTopUp,
    layout: 'signedIn',
    screen: screen('dashboard/esim-top-up.tsx', 'EsimTopUpRoute', 'account'),
  },
  {
    path: paths.aiVoicemailOrder,
    layout: 'signedIn',
    screen: screen('voicemail/ai-voicemail-order.tsx', 'AiVoicemailOrderRoute', 'ai-order'),
  },
  { path: paths.admin, layout: 'admin', screen: screen('admin/dashboard.tsx', 'AdminDashboardRoute', 'admin') },
  {
    path: paths.adminCustomers,
    layout: 'admin',
    screen: screen('admin/customers.tsx', 'AdminCustomersRoute', 'admin'),
  },
  {
    path: paths.adminCustomerNew,
    layout: 'admin',
    screen: screen('admin/customer-form.tsx', 'AdminCustomerNewRoute', 'admin'),
  },
  {
    path: paths.adminCustomer,
    layout: 'admin',
    screen: screen('admin/customer-detail.tsx', 'AdminCustomerRoute', 'admin', 'voice'),
  },
  {
    path: paths.adminCustomerEdit,
    layout: 'admin',
    screen: screen('admin/customer-form.tsx', 'AdminCustomerEditRoute', 'admin'),
  },
  { path: paths.adminInvoices, layout: 'admin', screen: screen('admin/invoices.tsx', 'AdminInvoicesRoute', 'admin') },
  {
    path: paths.adminInvoiceNew,
    layout: 'admin',
    screen: screen('admin/invoice-form.tsx', 'AdminInvoiceNewRoute', 'admin'),
  },
  {
    path: paths.adminInvoice,
    layout: 'admin',
    screen: screen('admin/invoice-detail.tsx', 'AdminInvoiceRoute', 'admin'),
  },
  {
    path: paths.adminInvoiceEdit,
    layout: 'admin',
    screen: screen('admin/invoice-form.tsx', 'AdminInvoiceEditRoute', 'admin'),
  },
  { path: paths.adminOrders, layout: 'admin', screen: screen('admin/orders.tsx', 'AdminOrdersRoute', 'admin') },
  { path: paths.adminOrder, layout: 'admin', screen: screen('admin/order-detail.tsx', 'AdminOrderRoute', 'admin') },
  {
    path: paths.adminPorting,
    layout: 'admin',
    screen: screen('admin/porting.tsx', 'AdminPortingRoute', 'admin', 'porting'),
  },
  {
    path: paths.adminPortingRequest,
    layout: 'admin',
    screen: screen('admin/porting-detail.tsx', 'AdminPortingRequestRoute', 'admin', 'porting'),
  },
  { path: paths.adminActivity, layout: 'admin', screen: screen('admin/activity.tsx', 'AdminActivityRoute', 'admin') },
  { path: paths.adminPrivacy, layout: 'admin', screen: screen('admin/privacy.tsx', 'AdminPrivacyRoute', 'admin') },
  { path: paths.adminUsers, layout: 'admin', screen: screen('admin/users.tsx', 'AdminUsersRoute', 'admin') },
  { path: paths.adminSettings, layout: 'admin', screen: screen('admin/settings.tsx', 'AdminSettingsRoute', 'admin') },
  { path: paths.adminReports, layout: 'admin', screen: screen('admin/reports.tsx', 'AdminReportsRoute', 'admin') },
  ...INFO_PAGES.map(({ id, path }): Page => ({ path, info: id, screen: infoScreen(id) })),
  { path: paths.notFound, screen: screen('not-found.tsx', 'NotFoundRoute') },
];

/** Paths that only lead on to a page (the query string and hash kept): known to the router, never a page of their own. */
export const REDIRECTS: readonly { from: string; to: string }[] = [
  { from: paths.loginDutch, to: paths.login },
  { from: paths.registerDutch, to: paths.register },
];
