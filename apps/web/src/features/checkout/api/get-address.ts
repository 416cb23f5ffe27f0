import type { AddressAnswer, AddressQuerySchema } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

/** GET /api/address?postcode=&houseNumber=: street, city and province of a Dutch address (404 when unknown). */
export function getAddress(query: z.input<typeof AddressQuerySchema>, signal?: AbortSignal): Promise<AddressAnswer> {
  return callApi('GET /api/address', { query, signal, auth: false });
}
