import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { compileHintBanner } from './build/compile-hints';
import { countryFlags } from './build/country-flags';
import { countryNames } from './build/country-names';
import { pagePreloads } from './build/page-preloads';

const require = createRequire(import.meta.url);
/** A file of React Router's production build (dist/production/, next to the development build its exports name). */
const reactRouterBuild = (file: string) =>
  path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production', file);

const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

// `vite build --ssr src/entry-server.tsx` builds the server renderer that scripts/prerender.mjs runs at build
// (docs/decisions/022-prerendered-pages.md): the same modules for Node, into dist-ssr/, without the browser's chunks,
// preload list and compressed copies.
const SSR_BUILD = {
  plugins: [react(), countryFlags(), countryNames()],
  build: { target: 'node24', outDir: 'dist-ssr', sourcemap: false, assetsInlineLimit: 0, copyPublicDir: false },
};

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? SSR_BUILD
    : {
        plugins: [
          react(),
          countryFlags(),
          countryNames(),
          pagePreloads(),
          // Brotli (best) and gzip copies of the text assets, served as they are by the API server (no compressing per request).
          compression({
            include: /\.(js|css|svg)$/,
            threshold: 1024,
            algorithms: [
              defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              defineAlgorithm('gzip', { level: 9 }),
            ],
          }),
        ],
        resolve: {
          alias: [
            // zod with its CSP-safe configuration, wherever it is imported (src/lib/zod/jitless-zod.ts).
            { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod/jitless-zod.ts', import.meta.url)) },
            // React Router 7's package points every bundler at its development build (warnings included); the
            // production build is the same code with them off. (Not in the SSR build, where React Router stays
            // external: one copy of it for the renderer and react-router/dom alike.) React Router 8 finds its
            // production build by itself but adds 0.7 kB gzipped to /, over its budget: docs/decisions/034.
            ...(command === 'build'
              ? [
                  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
                  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
                ]
              : []),
          ],
        },
        server: {
          port: 5173,
          proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
        },
        build: {
          target: 'es2022',
          sourcemap: true,
          assetsInlineLimit: 0,
          manifest: true,
          // No modulepreload polyfill in the entry: every browser of the target but Safari before 17 preloads modules
          // itself, and one that does not still loads them, as they are imported.
          // The chunks that a dynamic import inside the app needs are preloaded with it, but for the runtime and the
          // libraries, which the app's start has loaded before any of them can run (1.3 kB gzipped of lists in the
          // start); the entry's own import of the start names them, so that they come with it.
          modulePreload: {
            polyfill: false,
            // A chunk that needs nothing but itself and those (each language's texts) is imported as it is: a list naming
            // only itself would preload what the import fetches anyway, and cost the start a name and an index per file.
            // Likewise a page whose list has no style sheet does not name itself: its import starts at once, as its
            // preload would. With a style sheet it does, as the import waits for the sheet and the preload need not.
            resolveDependencies: (file, deps, { hostId }) => {
              if (/(^|\/)app-[\w-]+\.js$/.test(hostId)) return deps;
              const needed = deps.filter((dep) => !/(^|\/)(rolldown-runtime|libraries)-[\w-]+\.js$/.test(dep));
              if (needed.every((dep) => dep === file)) return [];
              return needed.some((dep) => dep.endsWith('.css')) ? needed : needed.filter((dep) => dep !== file);
            },
          },
          rolldownOptions: {
            // Pages are their own chunks (route-level splitting), but what every page needs is one file and the small
            // pieces that pages share are copied into them: fewer requests on the first load, where each costs a round trip.
            preserveEntrySignatures: false,
            output: {
              // What every page runs as it starts, compiled while it downloads (docs/decisions/027).
              postBanner: compileHintBanner,
              codeSplitting: {
                groups: [
                  { name: 'app', tags: ['$initial'] },
                  // What the app's start (src/start.tsx, loaded after a prerendered page's first paint) needs from its
                  // libraries, and the not-found page that its error boundary shows, in one file rather than in the
                  // pieces that pages share with it.
                  // TanStack Query's context is there too (app/provider.tsx gives it the client), the rest of it is not:
                  // it comes with the first module that runs a query (docs/decisions/030).
                  {
                    name: 'libraries',
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js$|src[\\/]app[\\/]routes[\\/]not-found\.tsx$/,
                  },
                  // The rest of TanStack Query: one file, loaded with the first page that runs a query.
                  { name: 'queries', test: /node_modules[\\/]@tanstack[\\/]/ },
                ],
                experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
              },
            },
          },
        },
      },
);
