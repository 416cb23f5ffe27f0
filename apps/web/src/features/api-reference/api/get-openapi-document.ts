import { queryOptions, useQuery } from '../../../lib/queries';
import { callApi } from '../../../lib/api-client';
import type { OpenApiDocument } from '../lib/openapi';

/**
 * GET /api/openapi.json: the API's own OpenAPI 3.1 document (public). Its schema holds only the document's top; the
 * page reads the paths, operations and schemas as OpenAPI 3.1 defines them (lib/openapi.ts).
 */
export async function getOpenApiDocument(signal?: AbortSignal): Promise<OpenApiDocument> {
  return (await callApi('GET /api/openapi.json', { signal, auth: false })) as OpenApiDocument;
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
