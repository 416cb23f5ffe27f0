// The browser's router (docs/decisions/031): React Router's <Router> with a navigator of the app's own. A navigation
// inside the site is a transition, and the address changes once the new page is drawn, as with React Router's data
// routers: until then the page shown, the address bar and everything that reads them agree (<BrowserRouter> pushes
// the address first and draws the page when its code is in). Back and forward change the address first, as the
// browser does, and the page follows.
import { startTransition, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createPath, NavigationType, parsePath, Router, type Location, type Navigator, type To } from 'react-router';

/**
 * What this router keeps in each entry of the tab's history it writes: the navigation's state and the location's key
 * (which scroll restoration files its positions under). Its own shape: this router is the only one that writes or reads
 * it (an entry it did not write has neither, and reads as no state under the key 'default').
 */
interface HistoryEntry {
  state: unknown;
  key: string;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function currentLocation(): Location {
  const entry = window.history.state as Partial<HistoryEntry> | null;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry?.state ?? null, key: entry?.key ?? 'default' };
}

interface RouterState {
  action: NavigationType;
  location: Location;
}

export function TransitionRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState<RouterState>(() => ({ action: NavigationType.Pop, location: currentLocation() }));

  const navigator = useMemo<Navigator>(() => {
    const navigate = (action: NavigationType, to: To, navigationState: unknown) => {
      const { pathname = '/', search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
      const location: Location = { pathname, search, hash, state: navigationState ?? null, key: newKey() };
      startTransition(() => setState({ action, location }));
    };
    const createHref = (to: To) => (typeof to === 'string' ? to : createPath(to));
    return {
      createHref,
      createURL: (to: To) => new URL(createHref(to), window.location.origin),
      encodeLocation: (to: To) => {
        const { pathname, search, hash } = new URL(createHref(to), window.location.origin);
        return { pathname, search, hash };
      },
      push: (to: To, navigationState?: unknown) => navigate(NavigationType.Push, to, navigationState),
      replace: (to: To, navigationState?: unknown) => navigate(NavigationType.Replace, to, navigationState),
      go: (delta: number) => window.history.go(delta),
    };
  }, []);

  // The address follows the page drawn: pushed or replaced once the navigation's render is committed.
  useLayoutEffect(() => {
    const { action, location } = state;
    if (action === NavigationType.Pop) return;
    const entry: HistoryEntry = { state: location.state, key: location.key };
    if (action === NavigationType.Push) window.history.pushState(entry, '', createPath(location));
    else window.history.replaceState(entry, '', createPath(location));
  }, [state]);

  useEffect(() => {
    const popped = () => startTransition(() => setState({ action: NavigationType.Pop, location: currentLocation() }));
    window.addEventListener('popstate', popped);
    return () => window.removeEventListener('popstate', popped);
  }, []);

  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
