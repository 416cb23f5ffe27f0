// One ESLint configuration for the whole monorepo; every package's `lint` script runs against it.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's folders without code of their own that every layer may import. */
const WEB_STATIC = ['web-assets', 'web-styles', 'web-types', 'web-locales'];

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
    files: ['apps/web/e2e/**/*.{ts,mjs}', '**/scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
);
