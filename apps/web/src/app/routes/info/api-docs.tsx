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

/** The OpenAPI document's groups (its `tags`), as the page names them in its language. */
const GROUPS = { System: 'system', Accounts: 'accounts', Orders: 'orders', Forms: 'forms', 'Back office': 'backOffice' } as const;
const isKnownGroup = (tag: string): tag is keyof typeof GROUPS => Object.hasOwn(GROUPS, tag);

/**
 * /api-docs: the REST API reference, read from the OpenAPI document the API generates from its own schemas. The
 * page's own texts (groups, columns, access) follow the page language; each call's summary is the document's own
 * English text, marked lang="en" and announced as English above the tables.
 */
export function ApiDocsRoute() {
  const { t, i18n } = useTranslation('info');
  const english = i18n.resolvedLanguage === 'en';
  const reference = useQuery({ queryKey: ['openapi'], queryFn: ({ signal }) => apiFetch<OpenApiDocument>('/api/openapi.json', { signal, auth: false }), staleTime: Infinity });
  const operations: Operation[] = reference.data
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
        {!english && operations.length > 0 && <p className="api-note">{t('apiDocs.summariesInEnglish')}</p>}
        {tags.map((tag) => (
          <ApiGroup key={tag} tag={tag} operations={operations.filter((operation) => (operation.tags[0] ?? '') === tag)} />
        ))}
      </div>
    </InfoLayout>
  );
}

interface Operation extends OpenApiOperation {
  path: string;
  method: string;
}

/** One group of calls: its name in the page language, and a table of its calls. */
function ApiGroup({ tag, operations }: { tag: string; operations: Operation[] }) {
  const { t } = useTranslation('info');
  const known = isKnownGroup(tag);
  const group = known ? t(`apiDocs.groups.${GROUPS[tag]}`) : tag;
  return (
    <section className="api-group">
      <h2 lang={known ? undefined : 'en'}>{group}</h2>
      <table className="api-table table-cards">
        <caption className="visually-hidden">{t('apiDocs.caption', { group })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('apiDocs.call')}</th>
            <th scope="col">{t('apiDocs.what')}</th>
            <th scope="col">{t('apiDocs.access')}</th>
          </tr>
        </thead>
        <tbody>
          {operations.map((operation) => (
            <tr key={`${operation.method} ${operation.path}`}>
              <td data-label={t('apiDocs.call')}>
                <code>
                  {operation.method} {operation.path}
                </code>
              </td>
              <td data-label={t('apiDocs.what')}>
                <span lang="en">{operation.summary}</span>
              </td>
              <td data-label={t('apiDocs.access')}>
                {operation.security ? (operation.security.some((entry) => Object.keys(entry).length === 0) ? t('apiDocs.optional') : t('apiDocs.token')) : t('apiDocs.public')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
