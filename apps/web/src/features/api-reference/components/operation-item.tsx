import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OpenApiDocument, ParameterObject } from '../lib/openapi';
import type { DocumentedResponse, ApiOperation, MediaContent } from '../lib/operations';
import { buildSchemaTree } from '../lib/schema-model';
import { SchemaView } from './schema-view';
import { TryIt } from './try-it';

/**
 * One call: a heading whose button opens and closes it (aria-expanded), showing method, path, the document's
 * summary and who may call; opened, its parameters, request body, answers and "Try it".
 */
export function OperationItem({
  openApi,
  operation,
  open,
  onToggle,
}: {
  openApi: OpenApiDocument;
  operation: ApiOperation;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('info');
  const detailsId = `${operation.id}-details`;
  return (
    <article className={`api-operation${open ? ' api-operation--open' : ''}`} id={operation.id}>
      <h3 className="api-operation__heading">
        <button
          type="button"
          className="api-operation__toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={onToggle}
        >
          {/* The spaces keep the parts apart in the button's accessible name: "GET /api/health Health check Public". */}
          <span className={`api-method api-method--${operation.method}`}>{operation.method.toUpperCase()}</span>{' '}
          <code className="api-operation__path">{operation.path}</code>{' '}
          {operation.summary && (
            <>
              <span className="api-operation__summary" lang="en">
                {operation.summary}
              </span>{' '}
            </>
          )}
          <span className={`api-access api-access--${operation.access}`}>
            {t(`apiDocs.access.${operation.access}`)}
          </span>
        </button>
      </h3>
      <div id={detailsId} className="api-operation__details" hidden={!open}>
        {open && <OperationDetails openApi={openApi} operation={operation} />}
      </div>
    </article>
  );
}

function OperationDetails({ openApi, operation }: { openApi: OpenApiDocument; operation: ApiOperation }) {
  const { t } = useTranslation('info');
  return (
    <>
      <p className="api-operation__meta">
        <Link to={{ hash: operation.id }} preventScrollReset>
          {t('apiDocs.operation.link')}
        </Link>{' '}
        <code className="api-muted">#{operation.id}</code>
        {operation.deprecated && <span className="api-tag">{t('apiDocs.operation.deprecated')}</span>}
      </p>
      {operation.description && operation.description !== operation.summary && (
        <p className="api-operation__description" lang="en">
          {operation.description}
        </p>
      )}
      {operation.parameters.length > 0 && (
        <section>
          <h4>{t('apiDocs.operation.parameters')}</h4>
          <ul className="api-schema__fields api-schema__fields--top">
            {operation.parameters.map((parameter) => (
              <li key={`${parameter.in}:${parameter.name}`}>
                <ParameterView openApi={openApi} parameter={parameter} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {operation.requestBody && (
        <section>
          <h4>{t('apiDocs.operation.requestBody')}</h4>
          {operation.requestBody.description && <p lang="en">{operation.requestBody.description}</p>}
          <Contents openApi={openApi} contents={operation.requestBody.contents} />
        </section>
      )}
      <section>
        <h4>{t('apiDocs.operation.answers')}</h4>
        <ul className="api-answers">
          {operation.answers.map((answer) => (
            <Answer key={answer.status} openApi={openApi} answer={answer} />
          ))}
        </ul>
      </section>
      <TryIt openApi={openApi} operation={operation} />
    </>
  );
}

function ParameterView({ openApi, parameter }: { openApi: OpenApiDocument; parameter: ParameterObject }) {
  const { t } = useTranslation('info');
  const schema = buildSchemaTree(openApi, parameter.schema);
  const node = {
    ...schema,
    name: parameter.name,
    required: parameter.required === true,
    description: parameter.description ?? schema.description,
    deprecated: schema.deprecated || parameter.deprecated === true,
  };
  return <SchemaView node={node} note={t(`apiDocs.operation.in.${parameter.in}`)} />;
}

/** One answer: its status and description; opened, the schema of each content type. */
function Answer({ openApi, answer }: { openApi: OpenApiDocument; answer: DocumentedResponse }) {
  const { t } = useTranslation('info');
  const kind = /^[1-5]/.test(answer.status) ? `${answer.status.charAt(0)}xx` : 'default';
  return (
    <li>
      <details className="api-answer" open={answer.status.startsWith('2')}>
        <summary>
          <code className={`api-status api-status--${kind}`}>{answer.status}</code>{' '}
          {answer.description && <span lang="en">{answer.description}</span>}
        </summary>
        {answer.contents.length > 0 ? (
          <Contents openApi={openApi} contents={answer.contents} />
        ) : (
          <p className="api-muted">{t('apiDocs.operation.noBody')}</p>
        )}
      </details>
    </li>
  );
}

function Contents({ openApi, contents }: { openApi: OpenApiDocument; contents: MediaContent[] }) {
  const { t } = useTranslation('info');
  return (
    <>
      {contents.map(({ mediaType, media }) => (
        <div key={mediaType} className="api-content">
          <p className="api-content__type">
            <span className="api-muted">{t('apiDocs.operation.contentType')}</span> <code>{mediaType}</code>
          </p>
          {media.schema !== undefined && <SchemaView node={buildSchemaTree(openApi, media.schema)} />}
        </div>
      ))}
    </>
  );
}
