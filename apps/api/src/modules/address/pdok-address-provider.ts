// The address lookup through PDOK's Locatieserver (https://www.pdok.nl/introductie/-/article/pdok-locatieserver-1),
// the Dutch government's free geocoding service over the BAG (every address in the Netherlands). No key, no account.
//
// One call of its `free` endpoint, with filter queries only (exact matches that Solr does not score):
//   GET {PDOK_URL}free?fq=type:adres&fq=postcode:3511LX&fq=huisnummer:1&fl=straatnaam,…&rows=1
// answered as `{ response: { numFound, start, maxScore, docs: [{ straatnaam, woonplaatsnaam, provincienaam, … }] } }`.
// Only the house number's digits are sent: every letter and addition of one number (40, 40a, 40-2) lies on the same
// street, so the first doc gives street, city and province. numFound 0 is "no such address"; PDOK down, slow (the
// timeout), an error status or an answer of another shape is AddressLookupUnavailableError.
import type { AddressAnswer } from '@telecom/domain';
import { z } from 'zod';
import { AddressLookupUnavailableError, type AddressProvider } from './address-provider.js';

export const DEFAULT_PDOK_URL = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1/';

/** The fields asked for: the three the answer needs and the ones that say which address the doc is. */
const FIELDS = [
  'straatnaam',
  'woonplaatsnaam',
  'provincienaam',
  'postcode',
  'huisnummer',
  'huisletter',
  'huisnummertoevoeging',
];

const PdokAnswerSchema = z.object({
  response: z.object({
    numFound: z.number().int().min(0),
    docs: z.array(z.object({ straatnaam: z.string(), woonplaatsnaam: z.string(), provincienaam: z.string() })),
  }),
});

export interface PdokAddressProviderOptions {
  /** The Locatieserver's search API, ending in `/` (PDOK_URL): `free` is resolved against it. */
  url: string;
  /** How long PDOK may take before the lookup counts as unavailable (default 3 s). */
  timeoutMs?: number;
}

export function createPdokAddressProvider({ url, timeoutMs = 3000 }: PdokAddressProviderOptions): AddressProvider {
  const endpoint = new URL('free', url.endsWith('/') ? url : `${url}/`);
  return {
    async lookUp({ postcode, houseNumber }): Promise<AddressAnswer | undefined> {
      const number = /^\d+/.exec(houseNumber)?.[0];
      if (!number) return undefined;
      const search = new URL(endpoint);
      search.searchParams.append('fq', 'type:adres');
      search.searchParams.append('fq', `postcode:${postcode.replace(/\s/g, '')}`);
      search.searchParams.append('fq', `huisnummer:${number}`);
      search.searchParams.set('fl', FIELDS.join(','));
      search.searchParams.set('rows', '1');

      let body: unknown;
      try {
        const res = await fetch(search, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) throw new Error(`PDOK answered ${res.status}`);
        body = await res.json();
      } catch (err) {
        throw new AddressLookupUnavailableError('PDOK Locatieserver did not answer', { cause: err });
      }
      const parsed = PdokAnswerSchema.safeParse(body);
      if (!parsed.success)
        throw new AddressLookupUnavailableError('PDOK Locatieserver answered in an unknown shape', {
          cause: parsed.error,
        });
      const [doc] = parsed.data.response.docs;
      if (parsed.data.response.numFound === 0 || !doc) return undefined;
      return { street: doc.straatnaam, city: doc.woonplaatsnaam, province: doc.provincienaam };
    },
  };
}
