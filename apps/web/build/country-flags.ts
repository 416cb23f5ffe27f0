// A build step: the country flags of the site as SVG images served by the site itself (flag-icons, MIT, 4:3), for
// exactly the countries the pages show: the travel regions, the EU coverage list with its extra countries and the
// checkout's shipping countries. `virtual:country-flags` imports each file as an asset, so Vite copies only these
// into dist/assets under a hashed name (cached for a year, with brotli and gzip copies) and the module holds only
// their addresses; the images are never inlined into the JavaScript.
import type { Plugin } from 'vite';
import { COVERAGE_CLAIMS, EU_MEMBER_STATES, SHIPPING_COUNTRIES, TRAVEL_COUNTRIES } from '@telecom/domain';

/** ISO 3166-1 alpha-2 codes, upper case, sorted: every country that gets a flag. */
export const FLAG_COUNTRIES: readonly string[] = [
  ...new Set<string>([
    ...TRAVEL_COUNTRIES,
    ...EU_MEMBER_STATES,
    ...COVERAGE_CLAIMS.extraEuropeanCountries,
    ...SHIPPING_COUNTRIES,
  ]),
].sort();

const VIRTUAL_ID = 'virtual:country-flags';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The module's source: one asset import per flag (`?no-inline`: always a file, whatever the inline limit) and the map code → address. */
export function countryFlagsModule(codes: readonly string[] = FLAG_COUNTRIES): string {
  for (const code of codes)
    if (!/^[A-Z]{2}$/.test(code)) throw new Error(`country-flags: '${code}' is not an ISO 3166-1 alpha-2 code`);
  const imports = codes.map(
    (code) => `import flag${code} from 'flag-icons/flags/4x3/${code.toLowerCase()}.svg?no-inline';`,
  );
  return `${imports.join('\n')}\nexport const FLAG_URLS = Object.freeze({ ${codes.map((code) => `${code}: flag${code}`).join(', ')} });\n`;
}

export function countryFlags(): Plugin {
  return {
    name: 'telecom:country-flags',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_ID ? countryFlagsModule() : undefined;
    },
  };
}
