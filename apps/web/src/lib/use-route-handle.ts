import { useMatches } from 'react-router';
import type { RouteHandle } from '../app/router';

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return {};
}
