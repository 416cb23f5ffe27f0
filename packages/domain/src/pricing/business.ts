// Business prices, service promises, coverage claims and investor figures (spec point 9). Prices in cents;
// investor amounts in whole euros (they are never charged, only shown).

/** "From" prices of the business page, per month (spec point 9); managed services are on request. */
export const BUSINESS_FROM_PRICES_CENTS = {
  esimMonthly: 1500,
  voipPerUserMonthly: 2500,
  aiAssistantMonthly: 4900,
} as const;

/** Promises the site makes about the service (spec point 9). */
export const SERVICE_PROMISES = {
  /** The eSIM QR code arrives within this many minutes. */
  qrCodeWithinMinutes: 5,
  /** The customer is warned when this share of a bundle is used. */
  usageWarningPercent: 80,
  uptimePercent: 99.9,
  /** Average implementation time of a business solution. */
  implementationHours: 48,
  /** Support answers within this many hours (also the ticket confirmation's "binnen 4 uur"). */
  supportReplyHours: 4,
  /** Invoices are sent on this day of each month. */
  invoiceDayOfMonth: 1,
  /** The order confirmation promises an e-mail within this many minutes. */
  confirmationEmailWithinMinutes: 5,
} as const;

/**
 * Coverage claims of the eSIM pages (spec point 9), as written: "27 EU states plus Turkey, Switzerland and
 * Sweden" (Sweden is itself an EU member; the claim is kept word for word) and "more than 170 countries
 * worldwide", elsewhere "150+ countries".
 */
/** The 27 member states of the European Union (ISO 3166-1 alpha-2), for the EU coverage list. */
export const EU_MEMBER_STATES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

export const COVERAGE_CLAIMS = {
  euMemberStates: 27,
  /** ISO 3166-1 alpha-2: Turkey, Switzerland, Sweden. */
  extraEuropeanCountries: ['TR', 'CH', 'SE'],
  worldwideCountries: 170,
  worldwideCountriesAlternative: 150,
} as const;

/** The investment page's figures in euros (spec point 9). */
export const INVESTOR_FIGURES = {
  targetMinEuros: 3_000_000,
  targetMaxEuros: 5_000_000,
  preMoneyValuationEuros: 15_000_000,
  minimumInvestmentEuros: 100_000,
  boardObserverFromEuros: 500_000,
} as const;
