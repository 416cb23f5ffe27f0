import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api-client';
import { InfoLayout } from './info-layout';

interface OpenApiOperation {
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  info: { version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** /api-docs: the REST API reference, read from the OpenAPI document the API generates from its own schemas. */
export function ApiDocsRoute() {
  const { t } = useTranslation('info');
  const reference = useQuery({ queryKey: ['openapi'], queryFn: ({ signal }) => apiFetch<OpenApiDocument>('/api/openapi.json', { signal, auth: false }), staleTime: Infinity });
  const operations = reference.data
    ? Object.entries(reference.data.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), ...operation })))
    : [];
  const tags = [...new Set(operations.map((operation) => operation.tags[0] ?? ''))];
  return (
    <InfoLayout id="apiDocs">
      <div className="container content-section">
        <p>
          {t('apiDocs.intro')} <a href="/api/openapi.json">/api/openapi.json</a>
        </p>
        {reference.isPending && <p role="status">{t('apiDocs.loading')}</p>}
        {reference.isError && <p className="form-error" role="alert">{t('apiDocs.error')}</p>}
        {tags.map((tag) => (
          <section key={tag} className="api-group">
            <h2>{tag}</h2>
            <table className="api-table">
              <caption className="visually-hidden">{t('apiDocs.caption', { group: tag })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('apiDocs.call')}</th>
                  <th scope="col">{t('apiDocs.what')}</th>
                  <th scope="col">{t('apiDocs.access')}</th>
                </tr>
              </thead>
              <tbody>
                {operations
                  .filter((operation) => (operation.tags[0] ?? '') === tag)
                  .map((operation) => (
                    <tr key={`${operation.method} ${operation.path}`}>
                      <td>
                        <code>
                          {operation.method} {operation.path}
                        </code>
                      </td>
                      <td>{operation.summary}</td>
                      <td>{operation.security ? (operation.security.some((entry) => Object.keys(entry).length === 0) ? t('apiDocs.optional') : t('apiDocs.token')) : t('apiDocs.public')}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
    </InfoLayout>
  );
}
