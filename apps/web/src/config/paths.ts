// Every route path of the site, once (spec point 2), with helpers to build links.

export const paths = {
  home: '/',
  // Products
  esimPro: '/esim-pro',
  esimProPricing: '/esim-pro#pricing',
  esimOrder: '/esim-pro/bestellen',
  orderConfirmation: '/order-confirmation',
  /** An eSIM's lasting install page (docs/contracts.md §8): QR code, codes and steps per phone; `pathTo('esimInstall', { id })`. */
  esimInstall: '/esim/installeren/:id',
  /** The simulated payment provider's hosted payment page (docs/contracts.md §7): not a page of the site's menus. */
  payment: '/betalen/:transactionId',
  /** A reminder mail's pay link (docs/contracts.md §12): `?t=` is its signed token; no login. */
  invoicePay: '/facturen/:id/betalen',
  internationalPlans: '/internationale-plannen',
  aiVoicemail: '/ai-voicemail',
  /** Ordering an AI voicemail plan (docs/contracts.md §9), signed in: `?plan=basic|pro|enterprise`. */
  aiVoicemailOrder: '/ai-voicemail/bestellen',
  voip: '/voip',
  voipConfigure: '/voip/configureren',
  aiAssistant: '/voip/ai-assistant',
  aiAssistantConfigure: '/voip/ai-assistant/configureren',
  business: '/zakelijk',
  invest: '/investeren',
  about: '/over-ons',
  support: '/support',
  // Accounts
  login: '/login',
  register: '/register',
  loginDutch: '/inloggen',
  registerDutch: '/registreren',
  forgotPassword: '/wachtwoord-vergeten',
  resetPassword: '/wachtwoord-herstellen',
  verifyEmail: '/email-bevestigen',
  dashboard: '/dashboard',
  profile: '/dashboard/profile',
  billing: '/dashboard/billing',
  /** One of the account's eSIMs (docs/contracts.md §14): usage, top-ups, auto top-up; `?topUp=` after paying one. */
  dashboardEsim: '/dashboard/esims/:id',
  /** Buying a top-up in two steps: `?step=choose|confirm&bundle=`. */
  dashboardEsimTopUp: '/dashboard/esims/:id/top-up',
  /** The account's VOIP numbers' SIP accounts (password shown once) and their call history (docs/contracts.md §15). */
  dashboardPhone: '/dashboard/bellen',
  /** The voicemail inbox (docs/contracts.md §16): messages, transcripts, appointment requests to accept or decline. */
  dashboardVoicemail: '/dashboard/voicemail',
  /** The business's calendar (docs/contracts.md §16): accepted appointments and bookings, and the ICS feed's link. */
  dashboardCalendar: '/dashboard/agenda',
  /** The AI assistant's knowledge, "Test your assistant" and its call log (docs/contracts.md §16); `?id=` picks one. */
  dashboardAssistant: '/dashboard/assistent',
  /** The account's API keys (docs/decisions/069): make one (its secret shown once), list, revoke. */
  dashboardApiKeys: '/dashboard/api-sleutels',
  /** The account's webhook endpoints, their test events and delivery logs (docs/contracts.md §18). */
  dashboardWebhooks: '/dashboard/webhooks',
  // Back office
  admin: '/admin',
  adminCustomers: '/admin/customers',
  adminCustomerNew: '/admin/customers/new',
  adminCustomer: '/admin/customers/:id',
  adminCustomerEdit: '/admin/customers/:id/edit',
  adminInvoices: '/admin/invoices',
  adminInvoiceNew: '/admin/invoices/new',
  adminInvoice: '/admin/invoices/:id',
  adminInvoiceEdit: '/admin/invoices/:id/edit',
  adminOrders: '/admin/orders',
  adminOrder: '/admin/orders/:id',
  adminPorting: '/admin/porting',
  adminPortingRequest: '/admin/porting/:id',
  adminUsers: '/admin/users',
  adminSettings: '/admin/settings',
  adminActivity: '/admin/activity',
  /** The privacy requests: data exports and account deletions (docs/contracts.md §14). */
  adminPrivacy: '/admin/privacy',
  adminReports: '/admin/reports',
  // Other linked targets (spec point 2)
  numberPorting: '/voip/nummer-behouden',
  internationalNumbers: '/voip/internationale-nummers',
  voipBundles: '/voip/bundels',
  aiSetup: '/ai-setup',
  apiDocs: '/api-docs',
  faq: '/support/faq',
  contact: '/support/contact',
  guides: '/support/guides',
  businessVoicemail: '/zakelijk/ai-voicemail',
  businessApi: '/zakelijk/api',
  businessOnboarding: '/zakelijk/onboarding',
  team: '/team',
  careers: '/careers',
  press: '/pers',
  partnerships: '/partnerships',
  privacy: '/privacy',
  terms: '/voorwaarden',
  /** The withdrawal function (docs/contracts.md §13): step 1, or step 2 with `?order=` (and a mailed link's `t`). */
  withdrawal: '/herroepen',
  cookies: '/cookies',
  gdpr: '/gdpr',
  /** The accessibility statement (issue 42; the European Accessibility Act). */
  accessibility: '/toegankelijkheid',
  sitemap: '/sitemap',
  status: '/status',
  voipAiAssistant: '/voip-ai-assistant',
  aiVoiceAssistant: '/ai-voice-assistant',
  notFound: '*',
} as const;

export type PathName = keyof typeof paths;

/** A path with its `:params` filled in: `pathTo('adminCustomer', { id: 12 })` → '/admin/customers/12'. */
export function pathTo(name: PathName, params: Record<string, string | number> = {}): string {
  return paths[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}
