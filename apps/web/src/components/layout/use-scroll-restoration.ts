import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

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
  const positions = useRef<Record<string, number> | null>(null);
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    positions.current ??= readPositions();
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (shownKey.current !== null && positions.current) positions.current[shownKey.current] = window.scrollY;
      });
    };
    const save = () => {
      if (shownKey.current !== null && positions.current) positions.current[shownKey.current] = window.scrollY;
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
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
    positions.current ??= readPositions();
    const first = shownKey.current === null;
    shownKey.current = key;
    const saved = positions.current[key];
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (!first && !hash) window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}
