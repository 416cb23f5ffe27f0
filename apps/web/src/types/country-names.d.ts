// build/country-names.ts: per language, the names of the countries the site shows by upper-case ISO 3166-1 alpha-2
// code, in the order of the names; and the names fixed to current browsers' for any other country.
declare module 'virtual:country-names' {
  export const COUNTRY_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>>;
  export const STABLE_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>>;
}
