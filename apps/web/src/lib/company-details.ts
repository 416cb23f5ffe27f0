// The company's public details (docs/decisions/045): name, address, KvK and btw number, support address, phone and
// hours, as the back office's settings give them. The API writes them into every page it serves, in place of the
// markers the build rendered and as a JSON element that the app reads once when it starts, so that the app hydrates
// with the same values as the HTML and asks nothing before it can. Without that element (Vite's dev server) the
// domain's defaults stand in.
import { COMPANY_DETAILS_ELEMENT_ID, DEFAULT_PUBLIC_COMPANY_DETAILS, type PublicCompanyDetails } from '@telecom/domain';

let details: PublicCompanyDetails | undefined;

/** Nothing to show, should a page ever come without the element (never from the API). */
const NOT_SERVED = new Proxy({}, { get: () => '' }) as PublicCompanyDetails;

function fromDocument(): PublicCompanyDetails | undefined {
  const text =
    typeof document === 'undefined' ? null : document.getElementById(COMPANY_DETAILS_ELEMENT_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as PublicCompanyDetails) : undefined;
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
  // The API always serves the element; only Vite's dev server does not, and the defaults are for it alone.
  details ??= fromDocument() ?? (import.meta.env.DEV ? DEFAULT_PUBLIC_COMPANY_DETAILS : NOT_SERVED);
  return details;
}
