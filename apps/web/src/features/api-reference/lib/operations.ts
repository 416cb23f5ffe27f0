// The calls of an OpenAPI document as the reference lists them: one entry per path and method, with its
// parameters (the path's and its own, references followed), request body, answers by status and access.
import {
  HTTP_METHODS,
  type HttpMethod,
  type MediaTypeObject,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type PathItemObject,
  type ReferenceObject,
  type RequestBodyObject,
  type ResponseObject,
  type SecurityRequirement,
} from './openapi';
import { dereference } from './resolve-ref';

/**
 * Who may call: anyone (`public`), anyone with or without a token (`optional`: the security list allows `{}`),
 * a signed-in account (`user`) or an admin (`admin`: the requirement names an `admin` scope).
 */
export type Access = 'public' | 'optional' | 'user' | 'admin';

export interface MediaContent {
  mediaType: string;
  media: MediaTypeObject;
}

export interface DocumentedResponse {
  status: string;
  description?: string;
  contents: MediaContent[];
}

export interface ApiOperation {
  /** The document's operationId, or one made from method and path; unique in the list, usable as a fragment. */
  id: string;
  method: HttpMethod;
  path: string;
  summary?: string;
  description?: string;
  /** The first tag, the group it is listed in. */
  tag?: string;
  deprecated: boolean;
  access: Access;
  parameters: ParameterObject[];
  requestBody?: { required: boolean; description?: string; contents: MediaContent[] };
  answers: DocumentedResponse[];
}

const isHttpMethod = (key: string): key is HttpMethod => (HTTP_METHODS as readonly string[]).includes(key);

/** `get /api/admin/customers/{id}` → `get-api-admin-customers-id`. */
export function derivedOperationId(method: string, path: string): string {
  const slug = path
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug ? `${method.toLowerCase()}-${slug}` : method.toLowerCase();
}

/** An id that is safe as an element id and URL fragment. */
function fragmentSafe(id: string): string {
  return id.trim().replace(/\s+/g, '-');
}

export function accessOf(security: SecurityRequirement[] | undefined): Access {
  if (!security || security.length === 0) return 'public';
  if (security.some((requirement) => Object.keys(requirement).length === 0)) return 'optional';
  const scopes = security.flatMap((requirement) => Object.values(requirement).flat());
  // A 403 alone says nothing: any signed-in call answers it to an API key without the scope the call needs.
  if (scopes.includes('admin')) return 'admin';
  return 'user';
}

function contentsOf(content: Record<string, MediaTypeObject> | undefined): MediaContent[] {
  return Object.entries(content ?? {}).map(([mediaType, media]) => ({ mediaType, media }));
}

/** Answers in status order: 1XX–5XX, ranges like 4XX after their exact codes, `default` last. */
function statusOrder(status: string): number {
  if (status === 'default') return 1000;
  const exact = Number(status);
  if (Number.isInteger(exact)) return exact;
  const range = /^([1-5])XX$/i.exec(status);
  return range ? Number(range[1]) * 100 + 99.5 : 999;
}

function parametersOf(
  document: OpenApiDocument,
  shared: readonly (ParameterObject | ReferenceObject)[] = [],
  own: readonly (ParameterObject | ReferenceObject)[] = [],
): ParameterObject[] {
  const byKey = new Map<string, ParameterObject>();
  for (const entry of [...shared, ...own]) {
    const parameter = dereference<ParameterObject>(document, entry).value;
    if (parameter && typeof parameter.name === 'string') byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

/** Every operation of the document, in the document's order. */
export function listOperations(document: OpenApiDocument): ApiOperation[] {
  const operations: ApiOperation[] = [];
  const used = new Set<string>();
  for (const [path, entry] of Object.entries(document.paths ?? {})) {
    const pathItem = dereference<PathItemObject>(document, entry).value;
    if (!pathItem) continue;
    for (const method of Object.keys(pathItem).filter(isHttpMethod)) {
      const operation: OperationObject | undefined = pathItem[method];
      if (!operation || typeof operation !== 'object') continue;
      const answers: DocumentedResponse[] = Object.entries(operation.responses ?? {})
        .map(([status, answer]) => {
          const response = dereference<ResponseObject>(document, answer).value;
          return { status, description: response?.description, contents: contentsOf(response?.content) };
        })
        .sort((a, b) => statusOrder(a.status) - statusOrder(b.status));
      const body = operation.requestBody
        ? dereference<RequestBodyObject>(document, operation.requestBody).value
        : undefined;
      let id = fragmentSafe(operation.operationId ?? '') || derivedOperationId(method, path);
      for (let count = 2; used.has(id); count++)
        id = `${fragmentSafe(operation.operationId ?? '') || derivedOperationId(method, path)}-${count}`;
      used.add(id);
      operations.push({
        id,
        method,
        path,
        summary: operation.summary ?? pathItem.summary,
        description: operation.description ?? pathItem.description,
        tag: operation.tags?.[0],
        deprecated: operation.deprecated === true,
        access: accessOf(operation.security ?? document.security),
        parameters: parametersOf(document, pathItem.parameters, operation.parameters),
        requestBody: body
          ? { required: body.required === true, description: body.description, contents: contentsOf(body.content) }
          : undefined,
        answers,
      });
    }
  }
  return operations;
}

/** The groups of a list of operations: the document's `tags` order first, then the order tags first appear in. */
export function groupByTag(
  document: OpenApiDocument,
  operations: readonly ApiOperation[],
): { tag: string | undefined; operations: ApiOperation[] }[] {
  const order = [...(document.tags ?? []).map((tag) => tag.name), ...operations.map((operation) => operation.tag)];
  const tags = [...new Set(order)].filter((tag) => operations.some((operation) => operation.tag === tag));
  return tags.map((tag) => ({ tag, operations: operations.filter((operation) => operation.tag === tag) }));
}

/** Whether an operation matches the words of a filter (each word somewhere in method, path, id, summary or tag). */
export function matchesFilter(operation: ApiOperation, filter: string, tagLabel = ''): boolean {
  const haystack = [
    operation.method,
    operation.path,
    operation.id,
    operation.summary ?? '',
    operation.tag ?? '',
    tagLabel,
  ]
    .join(' ')
    .toLowerCase();
  return filter
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
