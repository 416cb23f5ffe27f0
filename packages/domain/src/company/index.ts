// The company's public details, from the back office's settings (docs/decisions/045).
export {
  dutchPhoneToE164,
  clockTime,
  publicCompanyDetails,
  PUBLIC_COMPANY_FIELDS,
  DEFAULT_COMPANY_SETTINGS,
  companyDetailMarkers,
  DEFAULT_PUBLIC_COMPANY_DETAILS,
  COMPANY_DETAIL_MARKER,
  COMPANY_DETAILS_ELEMENT_ID,
  type PublicCompanyDetails,
  type CompanySettings,
} from './company-details.js';
export { supportLineText } from './support-line.js';
