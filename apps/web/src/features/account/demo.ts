// The spec's demo figures for the customer dashboard (spec point 9, "Demo figures"), shown only where the
// customer has no data of their own: the services and activity of a customer without orders, and the usage,
// which no service reports yet. Texts are keys in the account namespace.

export interface DashboardService {
  id: string;
  type: 'esim' | 'voip' | 'ai';
  /** A product name (not translated) or a translation key under dashboard.demo. */
  name: string;
  description: string;
  status: 'active' | 'expired';
}

export const DEMO_COUNTS = { esim: 2, voip: 1, ai: 1, monthlyCents: 8900 } as const;

/** Demo services: `description` names the text under dashboard.demo.services. */
export const DEMO_SERVICES = [
  { id: 'demo-esim-pro', type: 'esim', name: 'eSIM Pro', description: 'esimPro', status: 'active' },
  { id: 'demo-esim-travel', type: 'esim', name: 'eSIM Europa Standard', description: 'esimTravel', status: 'active' },
  { id: 'demo-voip', type: 'voip', name: 'VOIP Business', description: 'voip', status: 'active' },
  { id: 'demo-ai', type: 'ai', name: 'AI Voicemail Pro', description: 'ai', status: 'active' },
] as const satisfies readonly DashboardService[];

export const DEMO_ACTIVITY = [
  { id: 'demo-1', description: 'esimActivated', hoursAgo: 2 },
  { id: 'demo-2', description: 'invoicePaid', hoursAgo: 26 },
  { id: 'demo-3', description: 'voicemailSetup', hoursAgo: 72 },
  { id: 'demo-4', description: 'numberPorted', hoursAgo: 168 },
] as const;

/** Usage this month (spec point 9): 6.5 of 10 GB, 150 of 500 minutes, 450 of 1000 AI credits. */
export const DEMO_USAGE = [
  { id: 'data', used: 6.5, limit: 10, unit: 'gb' },
  { id: 'minutes', used: 150, limit: 500, unit: 'minutes' },
  { id: 'credits', used: 450, limit: 1000, unit: 'credits' },
] as const;
