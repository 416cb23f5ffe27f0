// GET /api/address?postcode=&houseNumber= (docs/contracts.md §1, §4): street, city and province of a Dutch address.
import { Router } from 'express';
import { AddressAnswerSchema, AddressQuerySchema, type AddressAnswer } from '@telecom/domain';
import { AppError } from '../../errors/app-error.js';
import { send } from '../../lib/answer.js';
import { POSTCODES } from './postcodes.js';

/** The lookup table, by postcode as the domain writes it ('1234 AB'). */
const ADDRESSES = new Map<string, AddressAnswer>(
  POSTCODES.map(([postcode, street, city, province]) => [postcode, { street, city, province }]),
);

/** The address of a postcode ('1234 AB') and house number, or undefined when the table does not know it. */
export function lookUpAddress(postcode: string): AddressAnswer | undefined {
  return ADDRESSES.get(postcode);
}

export function addressRouter(): Router {
  const router = Router();
  router.get('/address', (req, res) => {
    const { postcode } = AddressQuerySchema.parse({ postcode: req.query.postcode, houseNumber: req.query.houseNumber });
    const address = lookUpAddress(postcode);
    if (!address) throw new AppError(404, 'ADDRESS_NOT_FOUND');
    res.set('Cache-Control', 'public, max-age=86400');
    send(res, 200, AddressAnswerSchema, address);
  });
  return router;
}
