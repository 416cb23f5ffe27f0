import { createContext, useContext } from 'react';
import type { InfoPageId } from '../config/info-pages';

/** The page a route shows, for the shared page component; the router sets it on each information page. */
export interface RouteHandle {
  info?: InfoPageId;
}

/** Given by the router around a page that shares its component with others (app/router.tsx). */
export const RouteHandleContext = createContext<RouteHandle>({});

/** The handle of the page being shown. */
export function useRouteHandle(): RouteHandle {
  return useContext(RouteHandleContext);
}
