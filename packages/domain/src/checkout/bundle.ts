// The eSIM Pro bundles in the order wizard (docs/contracts.md §2): a bundle card's order button links to
// /esim-pro/bestellen?bundle=<id>, which opens the wizard with the bundle's configuration and shows the bundle's name
// until the customer moves a data slider or picks another calling option, the two things that make up a bundle.
// A longer contract keeps the bundle, at the duration's discount.

import { findEsimBundle, type EsimBundle, type EsimConfiguration } from '../pricing/esim-pro.js';
import type { QueryLike } from './links.js';
import type { CheckoutProduct } from './steps.js';

export type EsimProProduct = Extract<CheckoutProduct, { kind: 'esim-pro' }>;

/** The query parameter of a bundle link. */
export const BUNDLE_QUERY_PARAM = 'bundle';

/** The product a `?bundle=` link names: the bundle's configuration, marked with the bundle; null for no or an unknown id. */
export function bundleProductFromQuery(query: QueryLike): EsimProProduct | null {
  const bundle = findEsimBundle(query.get(BUNDLE_QUERY_PARAM)?.trim());
  return bundle ? { kind: 'esim-pro', configuration: bundle.configuration, bundleId: bundle.id } : null;
}

/** The bundle an eSIM Pro product is still the bundle of, or undefined. */
export function bundleOfProduct(product: CheckoutProduct | null | undefined): EsimBundle | undefined {
  return product?.kind === 'esim-pro' && product.bundleId !== undefined ? findEsimBundle(product.bundleId) : undefined;
}

const BUNDLE_PARTS = [
  'nlData',
  'euData',
  'worldData',
  'calling',
] as const satisfies readonly (keyof EsimConfiguration)[];

/**
 * An eSIM Pro product after the customer changes its configuration: a change of a data slider or of the calling
 * option makes it the customer's own configuration (the bundle's name goes); a change of the duration alone keeps
 * the bundle.
 */
export function changeEsimConfiguration(product: EsimProProduct, change: Partial<EsimConfiguration>): EsimProProduct {
  const configuration = { ...product.configuration, ...change };
  const ownConfiguration = BUNDLE_PARTS.some((part) => configuration[part] !== product.configuration[part]);
  if (product.bundleId === undefined || ownConfiguration) return { kind: 'esim-pro', configuration };
  return { kind: 'esim-pro', configuration, bundleId: product.bundleId };
}
