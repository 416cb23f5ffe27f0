// Who answers GET /api/address (docs/contracts.md §4, §12): the table that ships with the product (the default, which
// needs no network) or PDOK's Locatieserver (pdok-address-provider.ts). ADDRESS_PROVIDER picks one; the router never
// knows which one runs.
import type { AddressAnswer, AddressLookupQuery } from '@telecom/domain';
import { POSTCODES } from './postcodes.js';

export interface AddressProvider {
  /**
   * The street, city and province of a Dutch postcode (as the domain writes it, '3511 LX') and house number ('1',
   * '40a'); undefined when there is no such address. Throws AddressLookupUnavailableError when the provider cannot
   * answer now (down, slow, an answer it cannot read): that is not "no such address".
   */
  lookUp(query: AddressLookupQuery): Promise<AddressAnswer | undefined>;
}

/** The provider could not answer: the API says 503 ADDRESS_LOOKUP_UNAVAILABLE and the visitor types the address. */
export class AddressLookupUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AddressLookupUnavailableError';
  }
}

/**
 * The shipped table (postcodes.ts): one street per postcode, so the house number is not looked at, and a postcode
 * the table does not hold has no address.
 */
export function createTableAddressProvider(): AddressProvider {
  const addresses = new Map<string, AddressAnswer>(
    POSTCODES.map(([postcode, street, city, province]) => [postcode, { street, city, province }]),
  );
  return {
    lookUp: async ({ postcode }) => addresses.get(postcode),
  };
}

export interface AddressCacheOptions {
  /** The most answers kept; the least recently used goes first (default 1,000). */
  maxEntries?: number;
  /** How long an answer is kept, found or not (default a day, as the answer's Cache-Control). */
  ttlMs?: number;
  /** Milliseconds now; tests move it. */
  now?: () => number;
}

/**
 * A provider that keeps the answers of `provider` in memory for a while, so that an address asked again (the visitor
 * leaving the postcode field, then the house number's) does not go out again. "Not found" is kept as well; a failure
 * is never kept, so the next visitor asks again.
 */
export function withAddressCache(
  provider: AddressProvider,
  { maxEntries = 1000, ttlMs = 86_400_000, now = Date.now }: AddressCacheOptions = {},
): AddressProvider {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, { answer: AddressAnswer | undefined; expiresAt: number }>();
  return {
    async lookUp(query) {
      const key = `${query.postcode}|${query.houseNumber.toUpperCase()}`;
      const kept = entries.get(key);
      if (kept) {
        entries.delete(key);
        if (kept.expiresAt > now()) {
          entries.set(key, kept);
          return kept.answer;
        }
      }
      const answer = await provider.lookUp(query);
      entries.set(key, { answer, expiresAt: now() + ttlMs });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return answer;
    },
  };
}
