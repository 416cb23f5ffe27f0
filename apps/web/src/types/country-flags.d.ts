// build/country-flags.ts: the flag images of the countries the site shows, by upper-case ISO 3166-1 alpha-2 code.
declare module 'virtual:country-flags' {
  export const FLAG_URLS: Readonly<Record<string, string>>;
}
