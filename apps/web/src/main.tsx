import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { initI18n } from './lib/i18n';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The common texts load before the first render, so that no page ever flashes untranslated keys; the router is made
// first, so that the first page's code and texts load alongside them.
const texts = initI18n();
const router = createRouter();
await texts;

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
