// TanStack Query as the app's modules use it (docs/decisions/030): importing it from here, never from the package
// (ESLint enforces it), loads the app's QueryClient with it, so that whatever runs a query has the client in the
// app's provider by the time it renders. A page that runs no query (/) then loads neither.
export * from '@tanstack/react-query';
export { queryClient, retryUnlessNotFound } from './query-client';
