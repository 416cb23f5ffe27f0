import { queryOptions, useQuery } from '../../../lib/queries';
import { apiFetch } from '../../../lib/api-client';
import type { OpenApiDocument } from '../lib/openapi';

/** GET /api/openapi.json: the API's own OpenAPI 3.1 document (public). */
export function getOpenApiDocument(signal?: AbortSignal): Promise<OpenApiDocument> {
  return apiFetch<OpenApiDocument>('/api/openapi.json', { signal, auth: false });
}

/** The document changes only with a new release: fetched once per visit. */
export function getOpenApiDocumentQueryOptions() {
  return queryOptions({
    queryKey: ['openapi'] as const,
    queryFn: ({ signal }) => getOpenApiDocument(signal),
    staleTime: Infinity,
  });
}

export function useOpenApiDocument() {
  return useQuery(getOpenApiDocumentQueryOptions());
}
