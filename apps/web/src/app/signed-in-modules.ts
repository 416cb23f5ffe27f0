// The modules of the signed-in pages (the customer's dashboard and the back office) and of their layouts, keyed as the
// router keys its own (app/router.tsx): their loaders come with the first such page rather than with every page's
// start, where they and the lists of what each imports were 0.x kB of the JavaScript that / needs
// (docs/decisions/078).
import type { ComponentType } from 'react';

export const SIGNED_IN_MODULES = import.meta.glob<Record<string, ComponentType | undefined>>([
  './routes/dashboard/*.tsx',
  './routes/admin/*.tsx',
  './layouts/*.tsx',
  '../features/admin/admin-layout.tsx',
  '!./routes/**/*.test.tsx',
]);
