import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * With a hash in the address, scroll smoothly to its target (spec point 2) once the page has rendered it: lazy
 * pages and their texts arrive a moment after the navigation, so the target is looked for for up to 3 s.
 * Navigations without a hash are left to use-scroll-restoration.ts (top, or the saved position on back).
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const deadline = performance.now() + 3000;
    let frame = 0;
    const find = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
      else if (performance.now() < deadline) frame = requestAnimationFrame(find);
    };
    frame = requestAnimationFrame(find);
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}
