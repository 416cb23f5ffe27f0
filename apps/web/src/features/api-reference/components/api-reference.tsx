import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useOpenApiDocument } from '../api/get-openapi-document';
import { groupByTag, listOperations, matchesFilter } from '../lib/operations';
import { OperationItem } from './operation-item';

/** The document's groups (its tags) that the page names in its own language. */
const GROUPS = {
  System: 'system',
  Accounts: 'accounts',
  Orders: 'orders',
  Webhooks: 'webhooks',
  Forms: 'forms',
  'Back office': 'backOffice',
} as const;
const isKnownGroup = (tag: string): tag is keyof typeof GROUPS => Object.hasOwn(GROUPS, tag);

/** An element id for a group's heading: `Back office` → `api-group-back-office`. */
const groupId = (tag: string | undefined) => `api-group-${(tag ?? 'other').toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * The interactive API reference: every operation of the API's OpenAPI document, grouped by tag, with a filter box
 * (kept in the address as ?q=), each one opened by its heading or by a link to #<operationId>.
 */
export function ApiReference() {
  const { t, i18n } = useTranslation('info');
  const reference = useOpenApiDocument();
  const [searchParams, setSearchParams] = useSearchParams();
  // Typed into local state and copied to the address (which updates a moment later: bound to the address
  // directly, fast typing would lose letters).
  const [filter, setFilter] = useState(() => searchParams.get('q') ?? '');
  const { hash } = useLocation();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const [linkedId, setLinkedId] = useState('');

  const document = reference.data;
  const operations = useMemo(() => (document ? listOperations(document) : []), [document]);
  const groupName = (tag: string | undefined) =>
    tag === undefined ? t('apiDocs.groups.other') : isKnownGroup(tag) ? t(`apiDocs.groups.${GROUPS[tag]}`) : tag;

  // A link to #<operationId> (on arrival or later) opens that operation; the frame scrolls to it.
  const hashId = decodeURIComponent(hash.slice(1));
  if (operations.length > 0 && hashId !== linkedId) {
    setLinkedId(hashId);
    if (operations.some((operation) => operation.id === hashId) && !openIds.has(hashId))
      setOpenIds(new Set([...openIds, hashId]));
  }

  const toggle = (id: string) => {
    const next = new Set(openIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpenIds(next);
  };

  const shown = operations.filter((operation) => matchesFilter(operation, filter, groupName(operation.tag)));
  const groups = document ? groupByTag(document, shown) : [];
  return (
    <div className="container content-section api-reference">
      <p>
        {t('apiDocs.intro')} <a href="/api/openapi.json">/api/openapi.json</a>
      </p>
      {reference.isPending && <p role="status">{t('apiDocs.loading')}</p>}
      {reference.isError && (
        <p className="form-error" role="alert">
          {t('apiDocs.error')}
        </p>
      )}
      {document && (
        <>
          {i18n.resolvedLanguage !== 'en' && <p className="api-note">{t('apiDocs.summariesInEnglish')}</p>}
          <div className="api-filter" role="search">
            <div className="field">
              <label htmlFor="api-filter">{t('apiDocs.filter.label')}</label>
              <input
                id="api-filter"
                type="search"
                value={filter}
                onChange={(event) => {
                  const value = event.target.value;
                  setFilter(value);
                  setSearchParams(
                    (params) => {
                      const next = new URLSearchParams(params);
                      if (value) next.set('q', value);
                      else next.delete('q');
                      return next;
                    },
                    { replace: true, preventScrollReset: true },
                  );
                }}
                aria-describedby="api-filter-hint"
                autoComplete="off"
                spellCheck={false}
              />
              <p id="api-filter-hint" className="field__hint api-muted">
                {t('apiDocs.filter.hint')}
              </p>
            </div>
            <p className="api-filter__count" role="status">
              {shown.length > 0
                ? t('apiDocs.filter.shown', { count: shown.length, total: operations.length })
                : t('apiDocs.filter.none')}
            </p>
          </div>
          {groups.map(({ tag, operations: inGroup }) => (
            <section key={tag ?? ''} className="api-group" aria-labelledby={groupId(tag)}>
              <h2 id={groupId(tag)} lang={tag === undefined || isKnownGroup(tag) ? undefined : 'en'}>
                {groupName(tag)}
              </h2>
              {inGroup.map((operation) => (
                <OperationItem
                  key={operation.id}
                  openApi={document}
                  operation={operation}
                  open={openIds.has(operation.id)}
                  onToggle={() => toggle(operation.id)}
                />
              ))}
            </section>
          ))}
        </>
      )}
    </div>
  );
}
