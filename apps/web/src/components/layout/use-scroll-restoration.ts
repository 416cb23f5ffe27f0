import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

/**
 * Whether the browser brought this document back (a reload, back or forward): only then can its first page have a
 * saved position. A fresh visit has none, and so does not open the session storage while the page starts (the first
 * access waits on the browser process, up to tens of milliseconds on a busy machine).
 */
function documentRestored(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * The scroll position of each entry of the tab's history, as React Router's ScrollRestoration keeps it for its data
 * routers (docs/decisions/031): a new page starts at the top (or at its #hash, use-hash-scroll.ts), back and forward
 * return to where the visitor was, also after a reload (kept in session storage when the page is left). The first
 * page keeps the position the browser gave it, unless one was saved for it.
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  // This document's positions; the session's saved ones are merged in when first needed (`all`).
  const positions = useRef<Record<string, number>>({});
  const loaded = useRef(false);
  const shownKey = useRef<string | null>(null);

  const all = () => {
    if (!loaded.current) {
      positions.current = { ...readPositions(), ...positions.current };
      loaded.current = true;
    }
    return positions.current;
  };

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (shownKey.current !== null) positions.current[shownKey.current] = window.scrollY;
      });
    };
    const save = () => {
      const saved = all();
      if (shownKey.current !== null) saved[shownKey.current] = window.scrollY;
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // storage unavailable: positions last as long as the page
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  // After the page of the new address is drawn (navigations are transitions: it comes whole).
  useLayoutEffect(() => {
    const first = shownKey.current === null;
    shownKey.current = key;
    const saved = navigationType === 'POP' && (!first || documentRestored()) ? all()[key] : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (!first && !hash) window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}
