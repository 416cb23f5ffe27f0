import { FLAG_URLS } from 'virtual:country-flags';

/** The address of a country's flag image (an SVG of the site's own build), or undefined for a country without one. */
export function flagUrl(code: string): string | undefined {
  return FLAG_URLS[code.trim().toUpperCase()];
}

/**
 * A country's flag as an image of fixed size (nothing shifts when it loads). `label` is its text alternative: leave it
 * empty when the country's name is written next to the flag, else give the name. A country without a flag image gets
 * an empty box of the same size.
 */
export function CountryFlag({ code, label = '' }: { code: string; label?: string }) {
  const src = flagUrl(code);
  if (!src)
    return label ? (
      <span className="country-flag" role="img" aria-label={label} />
    ) : (
      <span className="country-flag" aria-hidden="true" />
    );
  return <img className="country-flag" src={src} alt={label} width={20} height={15} loading="lazy" decoding="async" />;
}
