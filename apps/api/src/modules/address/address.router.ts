// GET /api/address?postcode=&houseNumber= (docs/contracts.md §1, §4, §12): street, city and province of a Dutch address,
// from the address provider that ADDRESS_PROVIDER picks.
import { Router } from 'express';
import { AppError } from '../../errors/app-error.js';
import { routesOn } from '../../middleware/api-routes.js';
import { AddressLookupUnavailableError, type AddressProvider } from './address-provider.js';

export function addressRouter(provider: AddressProvider): Router {
  const router = Router();
  const serve = routesOn(router);
  serve('GET /api/address', async (req, res) => {
    const query = res.locals.query;
    let address;
    try {
      address = await provider.lookUp(query);
    } catch (err) {
      if (!(err instanceof AddressLookupUnavailableError)) throw err;
      // The visitor types the street and city instead; the log says why the provider did not answer.
      req.log.warn({ err }, 'address lookup unavailable');
      throw new AppError(503, 'ADDRESS_LOOKUP_UNAVAILABLE');
    }
    if (!address) throw new AppError(404, 'ADDRESS_NOT_FOUND');
    res.set('Cache-Control', 'public, max-age=86400');
    res.status(200).json(address);
  });
  return router;
}
