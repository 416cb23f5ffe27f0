// The company's public details (docs/contracts.md §13, docs/decisions/045): what the site's footer, contact pages,
// mails and documents say about the seller, all from the back office's settings. The settings keep the phone number as
// E.164 ('+31201234567'); people read it written nationally ('020 123 4567') and dial it through a tel: link.
import { formatPhoneNumber } from '../voip/numbers.js';

/** A Dutch number as E.164: '020 123 4567', '020-1234567', '+31 20 123 4567' and '0031 20 123 4567' → '+31201234567'. */
export function dutchPhoneToE164(text: string): string | null {
  const compact = text.trim().replace(/[\s.\-()]/g, '');
  const national = /^(?:\+31|0031|0)([1-9]\d{8})$/.exec(compact)?.[1];
  return national ? `+31${national}` : null;
}

/** '08:00' → '8:00', as the three languages write an hour of the clock in a sentence. */
export function clockTime(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

/** What everyone may know of the company, each value a text as it is shown (the tel: link's number apart). */
export interface PublicCompanyDetails {
  companyName: string;
  companyAddress: string;
  companyPostcode: string;
  companyCity: string;
  kvkNumber: string;
  vatNumber: string;
  supportEmail: string;
  /** The number written nationally: '020 123 4567'. */
  supportPhone: string;
  /** The number for a tel: link: '+31201234567'. */
  supportPhoneE164: string;
  /** The support line's hours on working days, as written in a sentence: '8:00' and '20:00'. */
  supportHoursFrom: string;
  supportHoursTo: string;
}

export const PUBLIC_COMPANY_FIELDS = [
  'companyName',
  'companyAddress',
  'companyPostcode',
  'companyCity',
  'kvkNumber',
  'vatNumber',
  'supportEmail',
  'supportPhone',
  'supportPhoneE164',
  'supportHoursFrom',
  'supportHoursTo',
] as const satisfies readonly (keyof PublicCompanyDetails)[];

/**
 * The company's fields of the back office's settings (`AdminSettings`, schemas/admin.ts): the public details but the
 * tel: number, which is made from the phone number. Written from the public details rather than picked from the
 * settings, which import this file for their defaults and their phone check; the settings' defaults are
 * DEFAULT_COMPANY_SETTINGS, so a field whose type parts ways no longer compiles there.
 */
export type CompanySettings = Omit<PublicCompanyDetails, 'supportPhoneE164'>;

/**
 * The company's settings as a new installation has them: demo details in the right shape, none of them a placeholder or
 * a run of zeros (docs/decisions/045). The operator puts in the real ones in the back office, and every page, mail and
 * document follows. Here and not beside the settings' schema, so that the web app can have them without zod.
 */
export const DEFAULT_COMPANY_SETTINGS: CompanySettings = {
  companyName: 'TeleNova B.V.',
  companyAddress: 'Stationsplein 1',
  companyPostcode: '1012 AB',
  companyCity: 'Amsterdam',
  kvkNumber: '81234567',
  vatNumber: 'NL862154397B01',
  supportEmail: 'support@telenova.nl',
  supportPhone: '+31201234567',
  supportHoursFrom: '08:00',
  supportHoursTo: '20:00',
};

/**
 * What stands for each detail in the pages the web build renders (docs/decisions/045): the API writes the settings'
 * values in their place when it serves a page, as it does with the site's address. A function, so that the browser's
 * bundle, which never needs them, leaves them out.
 */
export function companyDetailMarkers(): PublicCompanyDetails {
  return Object.fromEntries(
    PUBLIC_COMPANY_FIELDS.map((field) => [field, `%COMPANY_${field}%`]),
  ) as unknown as PublicCompanyDetails;
}

/** The marker of a detail in a rendered page: `%COMPANY_supportPhone%`. */
export const COMPANY_DETAIL_MARKER = /%COMPANY_([A-Za-z0-9]+)%/g;

/** The id of the JSON element in which the API gives a page the details, for the app to read when it starts. */
export const COMPANY_DETAILS_ELEMENT_ID = 'company-details';

/**
 * The public details of DEFAULT_COMPANY_SETTINGS, written out (a test holds them to `publicCompanyDetails`): what the
 * web app shows where no server gave it the settings' (Vite's dev server), without the phone-number tables.
 */
export const DEFAULT_PUBLIC_COMPANY_DETAILS: PublicCompanyDetails = {
  companyName: 'TeleNova B.V.',
  companyAddress: 'Stationsplein 1',
  companyPostcode: '1012 AB',
  companyCity: 'Amsterdam',
  kvkNumber: '81234567',
  vatNumber: 'NL862154397B01',
  supportEmail: 'support@telenova.nl',
  supportPhone: '020 123 4567',
  supportPhoneE164: '+31201234567',
  supportHoursFrom: '8:00',
  supportHoursTo: '20:00',
};

/** The public details of the settings. */
export function publicCompanyDetails(settings: CompanySettings): PublicCompanyDetails {
  return {
    companyName: settings.companyName,
    companyAddress: settings.companyAddress,
    companyPostcode: settings.companyPostcode,
    companyCity: settings.companyCity,
    kvkNumber: settings.kvkNumber,
    vatNumber: settings.vatNumber,
    supportEmail: settings.supportEmail,
    supportPhone: formatPhoneNumber(settings.supportPhone),
    supportPhoneE164: settings.supportPhone,
    supportHoursFrom: clockTime(settings.supportHoursFrom),
    supportHoursTo: clockTime(settings.supportHoursTo),
  };
}
