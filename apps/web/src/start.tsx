import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createRouter, routerReady } from './app/router';
import { initI18n } from './lib/i18n';
import { PRERENDERED_ATTRIBUTE, markAppReady, nextTask } from './lib/prerendered';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The common texts load before the first render, so that no page ever flashes untranslated keys; the router is made
// first, so that the first page's code and texts load alongside them. Evaluating the modules, setting up the texts and
// making the router are three tasks, not one long one (docs/decisions/027).
const path = window.location.pathname;
const servedLanguage = document.documentElement.lang;
await nextTask();
const texts = initI18n();
await nextTask();
const router = createRouter();
await texts;

/** Renders nothing; marks the page ready once the app's first render is committed. */
function Started() {
  useEffect(markAppReady, []);
  return null;
}

const app = (
  <StrictMode>
    <Started />
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);

// A page rendered at build (docs/decisions/022) is hydrated once its code, texts and data are in, so that the first
// render matches the server's markup; a guard that sent the visitor elsewhere (a signed-in visitor on /login) or a
// stored language the server did not know means another page, drawn afresh. Any other page is drawn by the browser
// alone, as soon as the common texts are in. Hydrating is a transition: React does it in slices that give the browser
// room between them (input on the page already shown is then handled in time), instead of one long task.
if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  const i18n = await texts;
  await routerReady(router);
  if (router.state.location.pathname === path && i18n.resolvedLanguage === servedLanguage)
    startTransition(() => {
      hydrateRoot(root, app);
    });
  else createRoot(root).render(app);
} else createRoot(root).render(app);
