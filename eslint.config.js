// One ESLint configuration for the whole monorepo; every package's `lint` script runs against it.
import path from 'node:path';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's folders without code of their own that every layer may import. */
const WEB_STATIC = ['web-assets', 'web-styles', 'web-types', 'web-locales'];

/**
 * The API's modules (apps/api/src/modules/<name>), bottom to top: a module may import only the modules before it, so
 * no two modules import each other (docs/decisions/065). A new module goes where its imports put it; a module missing
 * here may neither import another module nor be imported by one.
 */
const API_MODULE_ORDER = [
  // Written to by nearly every module: the activity entries, the jobs and the mail outbox.
  'activity',
  'jobs',
  // Written to by every event source: a webhook delivery is recorded in the transaction of what it reports.
  'webhooks',
  // Stand alone: nothing imports them but app.ts.
  'address',
  'forms',
  'health',
  'openapi',
  // Reads the jobs table (the queue, the mail outbox) when Prometheus scrapes.
  'metrics',
  // The accounts and the customer records, the sign-in and its guards, the company's settings.
  'users',
  'customers',
  'auth',
  'settings',
  // The back office's activity log and user accounts: they take the sign-in's guards.
  'admin-activity',
  'admin-users',
  // The payment provider, then the order and what a paid order sets going (order-chain.ts).
  'payments',
  'orders',
  'esims',
  'invoices',
  'voip',
  'voice',
  'subscriptions',
  'top-ups',
  'voicemail',
  'assistant',
  'porting',
  'contract-summary',
  'withdrawals',
  // Pages and flows that read across the modules above.
  'dashboard',
  'reports',
  'payment-notices',
  'admin-customers',
  'privacy',
];

/** Resolves the API's `./x.js` imports to x.ts for the layer rules (a path: ESLint loads it as the resolver's name). */
const API_IMPORT_RESOLVER = path.join(import.meta.dirname, 'scripts/eslint-import-resolver.cjs');

/** A call that registers an Express route by a path of its own: `router.get('/…', …)` and the like. */
const ROUTE_CALL = 'CallExpression[callee.property.name=/^(get|post|put|patch|delete|all|route)$/]';

/** The API's layers below its modules, bottom to top. */
const API_BASE = ['api-config', 'api-errors', 'api-lib', 'api-db'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      // The rule book is pure: the caller passes "now"/"today".
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the current time in from the caller.' },
      ],
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'sessionStorage', 'document', 'window', 'process'],
    },
  },
  {
    // Each API route is declared once, in the operations table (packages/domain/src/api/operations.ts): the modules
    // serve a route by its name there (`serve('GET /api/orders/{id}', …)`, middleware/api-routes.ts), never by a path
    // of their own, so that no route goes undocumented or unguarded (docs/decisions/072).
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `${ROUTE_CALL}[arguments.0.value=/^\\u002F/]`,
          message: "Serve the operations table's route: serve('GET /api/…', …) from middleware/api-routes.ts.",
        },
        {
          selector: `${ROUTE_CALL}[arguments.0.quasis.0.value.raw=/^\\u002F/]`,
          message: "Serve the operations table's route: serve('GET /api/…', …) from middleware/api-routes.ts.",
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts', '**/*.mjs', '**/*.config.{js,ts}', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The layers (style.md, "The tree"): code flows one way, domain → web's shared code → features → app. Every import
    // between the web app's folders, relative or absolute, must be allowed below; anything else is an error.
    //   app          the routes and layouts: may import everything of the web app and the domain
    //   features/x   its own folder, the shared code (components, lib, config) and the static folders; never another
    //                feature, never app
    //   components   lib, config and the static folders; never a feature, never app
    //   lib, config  the bottom layer: lib may read config (paths, page ids); config is plain data and imports only
    //                config; neither imports components, a feature or app
    //   domain       only itself: never anything of the apps
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'boundaries/elements': [
        { type: 'web-app', pattern: 'apps/web/src/app', partialMatch: false },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'web-components', pattern: 'apps/web/src/components', partialMatch: false },
        { type: 'web-lib', pattern: 'apps/web/src/lib', partialMatch: false },
        { type: 'web-config', pattern: 'apps/web/src/config', partialMatch: false },
        { type: 'web-assets', pattern: 'apps/web/src/assets', partialMatch: false },
        { type: 'web-styles', pattern: 'apps/web/src/styles', partialMatch: false },
        { type: 'web-types', pattern: 'apps/web/src/types', partialMatch: false },
        { type: 'web-locales', pattern: 'apps/web/src/locales', partialMatch: false },
        { type: 'domain', pattern: 'packages/domain', partialMatch: false },
        { type: 'api', pattern: 'apps/api', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // Packages (React, the router, @telecom/domain through node_modules, …) and each element's own files.
            { allow: { to: { module: { origin: 'external' } } } },
            { allow: { dependency: { relationship: { to: 'internal' } } } },
            {
              from: { element: { type: 'web-app' } },
              allow: {
                to: {
                  element: {
                    types: {
                      anyOf: ['web-feature', 'web-components', 'web-lib', 'web-config', ...WEB_STATIC, 'domain'],
                    },
                  },
                },
              },
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: {
                to: {
                  element: { types: { anyOf: ['web-components', 'web-lib', 'web-config', ...WEB_STATIC, 'domain'] } },
                },
              },
            },
            {
              from: { element: { type: 'web-components' } },
              allow: { to: { element: { types: { anyOf: ['web-lib', 'web-config', ...WEB_STATIC, 'domain'] } } } },
            },
            {
              from: { element: { type: 'web-lib' } },
              allow: { to: { element: { types: { anyOf: ['web-config', ...WEB_STATIC, 'domain'] } } } },
            },
            {
              from: { element: { type: 'web-config' } },
              allow: { to: { element: { types: { anyOf: ['web-types', 'web-locales', 'domain'] } } } },
            },
            { from: { element: { type: 'web-types' } }, allow: { to: { element: { type: 'web-locales' } } } },
          ],
        },
      ],
    },
  },
  {
    // The API's layers (docs/decisions/065): code flows one way, bottom to top. Every import between its folders,
    // relative or absolute, value or type, must be allowed below; anything else is an error.
    //   config, errors   settings and AppError: import nothing of the API
    //   lib              helpers without a module of their own: config and errors
    //   db               the connection, the schema, migrations, shared queries: config, errors, lib
    //   middleware, http Express middleware and the web app's pages: the layers below, never each other
    //   modules/x        the layers below and the modules before it in API_MODULE_ORDER
    //   db/seed          the demo data: composes the modules' services, as app.ts does
    //   app.ts, server.ts  everything
    // Tests and the test helpers in src/test sit on top and may import anything; no other code imports src/test.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      // `./x.js` for x.ts, then Node's rules (scripts/eslint-import-resolver.cjs).
      'import/resolver': { [API_IMPORT_RESOLVER]: { extensions: ['.ts', '.js', '.mjs', '.json'] } },
      'boundaries/elements': [
        { type: 'api-config', pattern: 'apps/api/src/config', partialMatch: false },
        { type: 'api-errors', pattern: 'apps/api/src/errors', partialMatch: false },
        { type: 'api-lib', pattern: 'apps/api/src/lib', partialMatch: false },
        { type: 'api-seed', pattern: 'apps/api/src/db/seed', partialMatch: false },
        { type: 'api-db', pattern: 'apps/api/src/db', partialMatch: false },
        { type: 'api-middleware', pattern: 'apps/api/src/middleware', partialMatch: false },
        { type: 'api-http', pattern: 'apps/api/src/http', partialMatch: false },
        { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['module'], partialMatch: false },
        { type: 'api-test', pattern: 'apps/api/src/test', partialMatch: false },
        { type: 'api-main', pattern: 'apps/api/src', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // Packages (Express, Kysely, @telecom/domain through node_modules, …) and each element's own files.
            { allow: { to: { module: { origin: 'external' } } } },
            { allow: { dependency: { relationship: { to: 'internal' } } } },
            {
              from: { element: { type: 'api-lib' } },
              allow: { to: { element: { types: { anyOf: API_BASE.slice(0, 2) } } } },
            },
            {
              from: { element: { type: 'api-db' } },
              allow: { to: { element: { types: { anyOf: API_BASE.slice(0, 3) } } } },
            },
            {
              from: { element: { types: { anyOf: ['api-middleware', 'api-http'] } } },
              allow: { to: { element: { types: { anyOf: API_BASE } } } },
            },
            {
              from: { element: { type: 'api-module' } },
              allow: { to: { element: { types: { anyOf: [...API_BASE, 'api-middleware', 'api-http'] } } } },
            },
            ...API_MODULE_ORDER.slice(1).map((module, index) => ({
              from: { element: { type: 'api-module', captured: { module } } },
              allow: {
                to: { element: { type: 'api-module', captured: { module: API_MODULE_ORDER.slice(0, index + 1) } } },
              },
            })),
            {
              from: { element: { types: { anyOf: ['api-seed', 'api-main'] } } },
              allow: {
                to: {
                  element: { types: { anyOf: [...API_BASE, 'api-middleware', 'api-http', 'api-module', 'api-seed'] } },
                },
              },
            },
          ],
        },
      ],
    },
  },
  {
    // TanStack Query through lib/queries.ts only, which loads the app's QueryClient with it (docs/decisions/030).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/queries.ts',
      'apps/web/src/lib/query-client.ts',
      'apps/web/src/lib/query-client-store.ts',
      'apps/web/src/app/provider.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              allowTypeImports: true,
              message: "Import it from lib/queries.ts, which provides the app's QueryClient with it.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/e2e/**/*.{ts,mjs}', '**/scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
);
