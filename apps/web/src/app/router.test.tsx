import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGES, REDIRECTS } from './pages';
import { matchedRoutes, ROUTES } from './router';

describe('matchedRoutes', () => {
  it("takes, for every page's and redirect's address, the routes React Router's own matching takes", () => {
    const addresses = [
      ...PAGES.map((page) => page.path.replace(/:[^/]+/g, '42').replace('*', 'no/such/page')),
      ...REDIRECTS.map(({ from }) => from),
      '/ESIM-PRO',
      '/esim-pro/',
    ];
    for (const address of addresses)
      expect(matchedRoutes(address), address).toEqual((matchRoutes(ROUTES, address) ?? []).map(({ route }) => route));
    expect(addresses.length).toBeGreaterThan(60);
  });
});
