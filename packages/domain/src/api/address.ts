// GET /api/address?postcode=&houseNumber= (docs/contracts.md §4): street, city and province of a Dutch address.

import { z } from 'zod';
import { AddressLookupQuerySchema } from '../schemas/checkout.js';

/** The query: a valid Dutch postcode and house number (400 with `fields` otherwise). */
export const AddressQuerySchema = AddressLookupQuerySchema;

export const AddressAnswerSchema = z
  .object({ street: z.string(), city: z.string(), province: z.string() })
  .meta({ id: 'Address', example: { street: 'Damrak', city: 'Amsterdam', province: 'Noord-Holland' } });
export type AddressAnswer = z.infer<typeof AddressAnswerSchema>;
