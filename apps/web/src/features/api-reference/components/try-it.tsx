import { useMutation } from '../../../lib/queries';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readToken } from '../../../lib/api-client';
import { exampleForMediaType, exampleForParameter } from '../lib/build-example';
import type { JsonSchema, OpenApiDocument, ParameterObject } from '../lib/openapi';
import type { ApiOperation } from '../lib/operations';
import { curlCommand, sendTryRequest, type TryRequest } from '../lib/try-request';
import { dereference } from '../lib/resolve-ref';
import { CodeBlock } from './code-block';

const isJsonMediaType = (mediaType: string) => /^application\/([\w.+-]+\+)?json\b/i.test(mediaType);

/** Text for an input from an example value (strings as they are, anything else as JSON). */
const asText = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** The allowed values of a parameter, when its schema lists them. */
function allowedValues(document: OpenApiDocument, parameter: ParameterObject): string[] | undefined {
  const schema = dereference<JsonSchema>(document, parameter.schema).value;
  if (typeof schema !== 'object') return undefined;
  const values = schema.enum ?? (typeof schema.items === 'object' ? schema.items.enum : undefined);
  return values?.filter((value) => value !== null).map(asText);
}

/**
 * "Try it": the operation's path and query parameters, a bearer token (the signed-in user's, editable) and a JSON
 * body prefilled with an example; Send calls this site and shows the status, content type and answer, and the
 * same request as a curl command.
 */
export function TryIt({ openApi, operation }: { openApi: OpenApiDocument; operation: ApiOperation }) {
  const { t, i18n } = useTranslation('info');
  const { t: tc } = useTranslation();
  const formId = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query');
  const jsonBody = operation.requestBody?.contents.find((content) => isJsonMediaType(content.mediaType));
  const example = useMemo(
    () => (jsonBody ? JSON.stringify(exampleForMediaType(openApi, jsonBody.media), null, 2) : undefined),
    [openApi, jsonBody],
  );
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      parameters.map((parameter) => [
        `${parameter.in}:${parameter.name}`,
        parameter.required ? asText(exampleForParameter(openApi, parameter)) : '',
      ]),
    ),
  );
  const [signedInToken] = useState(() => readToken() ?? '');
  const [token, setToken] = useState(signedInToken);
  const [body, setBody] = useState(example ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({ mutationFn: (request: TryRequest) => sendTryRequest(request) });

  const successTypes = [
    ...new Set(
      operation.answers
        .filter((answer) => answer.status.startsWith('2'))
        .flatMap((answer) => answer.contents.map((content) => content.mediaType)),
    ),
  ];
  const request: TryRequest = {
    method: operation.method,
    path: operation.path,
    pathValues: Object.fromEntries(
      parameters
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => [parameter.name, values[`path:${parameter.name}`] ?? '']),
    ),
    query: parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => [parameter.name, values[`query:${parameter.name}`] ?? '']),
    token,
    body: jsonBody && body.trim() !== '' ? body : undefined,
    language,
    accept: successTypes.length > 0 ? successTypes.join(', ') : 'application/json',
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const parameter of parameters) {
      if (parameter.in === 'path' && (values[`path:${parameter.name}`] ?? '').trim() === '')
        found[`path:${parameter.name}`] = t('apiDocs.tryIt.missingPath', { name: parameter.name });
    }
    if (request.body !== undefined) {
      try {
        JSON.parse(request.body);
      } catch {
        found.body = t('apiDocs.tryIt.invalidJson');
      }
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    send.mutate(request);
  }

  const fieldId = (key: string) => `${formId}-${key}`;
  const answer = send.data;
  return (
    <section className="api-try" aria-labelledby={`${formId}-heading`}>
      <h4 id={`${formId}-heading`}>{t('apiDocs.tryIt.heading')}</h4>
      <p className="api-muted">{t('apiDocs.tryIt.intro')}</p>
      <form className="api-try__form" onSubmit={submit} noValidate>
        {parameters.map((parameter) => {
          const key = `${parameter.in}:${parameter.name}`;
          const options = allowedValues(openApi, parameter);
          const error = errors[key];
          const describedBy = error ? `${fieldId(key)}-error` : undefined;
          return (
            <div className="field" key={key}>
              <label htmlFor={fieldId(key)}>
                <code>{parameter.name}</code>{' '}
                <span className="api-muted">({t(`apiDocs.operation.in.${parameter.in}`)})</span>
                {parameter.required && (
                  <span className="api-tag api-tag--required">{t('apiDocs.schema.required')}</span>
                )}
              </label>
              {options ? (
                <select
                  id={fieldId(key)}
                  value={values[key] ?? ''}
                  onChange={(event) => setValues({ ...values, [key]: event.target.value })}
                  aria-describedby={describedBy}
                >
                  {!parameter.required && <option value="">{t('apiDocs.tryIt.notSent')}</option>}
                  {options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={fieldId(key)}
                  value={values[key] ?? ''}
                  onChange={(event) => setValues({ ...values, [key]: event.target.value })}
                  placeholder={parameter.required ? undefined : t('apiDocs.tryIt.notSent')}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy}
                />
              )}
              {error && (
                <p id={`${fieldId(key)}-error`} className="form-error field__error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <div className="field">
          <label htmlFor={fieldId('token')}>{t('apiDocs.tryIt.token')}</label>
          <input
            id={fieldId('token')}
            value={token}
            onChange={(event) => setToken(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${fieldId('token')}-hint`}
            className="api-mono"
          />
          <p id={`${fieldId('token')}-hint`} className="field__hint api-muted">
            {signedInToken ? t('apiDocs.tryIt.tokenSignedIn') : t('apiDocs.tryIt.tokenSignedOut')}
          </p>
        </div>
        {jsonBody && (
          <div className="field">
            <label htmlFor={fieldId('body')}>{t('apiDocs.tryIt.body')}</label>
            <textarea
              id={fieldId('body')}
              className="api-mono api-try__body"
              value={body}
              onChange={(event) => setBody(event.target.value)}
              rows={Math.min(16, Math.max(4, body.split('\n').length + 1))}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={errors.body ? `${fieldId('body')}-error` : undefined}
            />
            {errors.body && (
              <p id={`${fieldId('body')}-error`} className="form-error field__error">
                {errors.body}
              </p>
            )}
            {example !== undefined && body !== example && (
              <button type="button" className="button button--ghost api-try__reset" onClick={() => setBody(example)}>
                {t('apiDocs.tryIt.resetBody')}
              </button>
            )}
          </div>
        )}
        <div className="api-try__actions">
          <button type="submit" className="button" disabled={send.isPending}>
            {send.isPending ? t('apiDocs.tryIt.sending') : t('apiDocs.tryIt.send')}
          </button>
        </div>
      </form>
      <div className="api-try__result" aria-live="polite">
        {send.isError && <p className="form-error">{tc('errors.network')}</p>}
        {answer && !send.isPending && (
          <>
            <h5>{t('apiDocs.tryIt.answer')}</h5>
            <dl className="api-try__meta">
              <div>
                <dt>{t('apiDocs.tryIt.status')}</dt>
                <dd>
                  <code className={`api-status api-status--${String(answer.status).charAt(0)}xx`}>{answer.status}</code>{' '}
                  <span lang="en">{answer.statusText}</span>
                </dd>
              </div>
              {answer.contentType && (
                <div>
                  <dt>{t('apiDocs.operation.contentType')}</dt>
                  <dd>
                    <code>{answer.contentType}</code>
                  </dd>
                </div>
              )}
            </dl>
            {answer.text ? (
              <CodeBlock label={t('apiDocs.tryIt.answerBody')}>{answer.text}</CodeBlock>
            ) : (
              <p className="api-muted">{t('apiDocs.tryIt.emptyBody')}</p>
            )}
          </>
        )}
      </div>
      <h5>{t('apiDocs.tryIt.curl')}</h5>
      <CodeBlock label={t('apiDocs.tryIt.curlRegion')}>{curlCommand(request, window.location.origin)}</CodeBlock>
    </section>
  );
}
