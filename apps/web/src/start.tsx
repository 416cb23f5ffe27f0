import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { TransitionRouter } from './app/transition-router';
import { AppRoutes, hydrateWithoutParts, isGuarded, isGuestOnly, preloadPage } from './app/router';
import { checkFirstPage } from './features/auth/guards';
import { readToken } from './lib/api-client';
import { deferredParts, partsHydrated } from './components/ui/deferred';
import { initI18n, initialLanguage } from './lib/i18n';
import { markPageHydrated } from './lib/use-hydrated';
import { PRERENDERED_ATTRIBUTE, markAppReady, nextTask, takeOver } from './lib/prerendered';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The common texts and the first page's code and texts load before the first render, so that no page ever flashes
// untranslated keys or a loading state. Evaluating the modules, setting up the texts and starting the page's loading
// are separate tasks, not one long one (docs/decisions/027).
const path = window.location.pathname;
await nextTask();
const texts = initI18n();
await nextTask();
const hydrating =
  root.hasAttribute(PRERENDERED_ATTRIBUTE) &&
  document.documentElement.lang === initialLanguage() &&
  !(isGuestOnly(path) && readToken());
const page = preloadPage(path, { parts: !hydrating });
const guard = isGuarded(path) ? checkFirstPage(path) : undefined;
await texts;
await page;
await guard;
// A page drawn afresh is drawn with the app's first render; one that is hydrated, once React has hydrated its screens,
// which it does after the frame around them (a Suspense boundary of their own).
const screens = hydrating ? hydrateWithoutParts(path) : Promise.resolve();

/**
 * Renders nothing; marks the page ready once the app's first render is committed and its deferred parts are in (but
 * those that wait for the visitor to come near them: docs/decisions/077).
 */
function Started() {
  useEffect(() => {
    void screens.then(() => partsHydrated(5000)).then(markAppReady);
    // Until then, a component that mounts may be hydrating.
    void screens.then(() => partsHydrated()).then(markPageHydrated);
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <Started />
    <AppProvider>
      <TransitionRouter>
        <AppRoutes />
      </TransitionRouter>
    </AppProvider>
  </StrictMode>
);

// A page rendered at build (docs/decisions/022) is hydrated once its code and texts are in, so that the first render
// matches the server's markup; a page that sends a signed-in visitor elsewhere (/login with a stored token) or a
// stored language the server did not know means another page, drawn afresh. Any other page is drawn by the browser
// alone. Hydrating is a transition: React does it in slices that give the browser room between them (input on the
// page already shown is then handled in time), instead of one long task.
// The parts of the page below its first screen (components/ui/deferred.tsx) hydrate once their code is in.
// Clicks and submits held on the server's HTML (lib/prerendered.ts) are done again once React is hydrating the page and
// the deferred parts' code is in: React then hydrates at once whatever part such an event needs.
if (hydrating) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
  void deferredParts().then(() => takeOver(true));
} else {
  markPageHydrated();
  createRoot(root).render(app);
  takeOver(false);
}
