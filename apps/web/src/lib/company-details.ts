// The company's public details (docs/decisions/045): name, address, KvK and btw number, support address, phone and
// hours, as the back office's settings give them. The API writes them into every page it serves, in place of the
// markers the build rendered and as a JSON element that the app reads once when it starts, so that the app hydrates
// with the same values as the HTML and asks nothing before it can. Without that element (Vite's dev server) the
// domain's defaults stand in.
import {
  COMPANY_DETAILS_ELEMENT_ID,
  DEFAULT_PUBLIC_COMPANY_DETAILS,
  PUBLIC_COMPANY_FIELDS,
  type PublicCompanyDetails,
} from '@telecom/domain';

let details: PublicCompanyDetails | undefined;

function isPublicCompanyDetails(value: unknown): value is PublicCompanyDetails {
  return (
    typeof value === 'object' &&
    value !== null &&
    PUBLIC_COMPANY_FIELDS.every((field) => typeof (value as Record<string, unknown>)[field] === 'string')
  );
}

function fromDocument(): PublicCompanyDetails | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(COMPANY_DETAILS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isPublicCompanyDetails(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The build's renderer: it renders markers that the API replaces with the settings' values when it serves the page. */
export function renderWithCompanyDetails(rendered: PublicCompanyDetails): void {
  details = rendered;
}

/** The details the page was served with (the same for the whole visit; a change in the settings shows on the next page load). */
export function companyDetails(): PublicCompanyDetails {
  details ??= fromDocument() ?? DEFAULT_PUBLIC_COMPANY_DETAILS;
  return details;
}
