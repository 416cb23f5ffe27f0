import { useMatches } from 'react-router';
import type { InfoPageId } from '../config/info-pages';

/** The page a route shows, for the shared page component; the router sets it on each information page. */
export interface RouteHandle {
  info?: InfoPageId;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return {};
}
