import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaNode } from '../lib/schema-model';

/** Limits that count characters, items or keys (their texts have a plural form); the others are bounds of a number. */
const COUNTED = new Set(['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties']);
type CountedKind = 'minLength' | 'maxLength' | 'minItems' | 'maxItems' | 'minProperties' | 'maxProperties';
type BoundKind = 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'multipleOf';

/** A value from the document written as JSON: `"eur"`, `10`, `true`. */
const json = (value: unknown) => JSON.stringify(value) ?? String(value);

/** The type as code: `string`, `User`, `Order[]`, `string | null`; empty when any value goes. */
export function typeLabel(node: SchemaNode): string {
  let label: string;
  if (node.circular && node.refName) label = node.refName;
  else if (node.types.includes('array') && node.types.length === 1)
    label = `${node.items ? typeLabel(node.items) || 'any' : 'any'}[]`;
  else if (node.refName && (node.types.length === 0 || node.types.includes('object'))) label = node.refName;
  else label = node.types.join(' | ');
  if (node.nullable && label) label = `${label} | null`;
  return label;
}

/**
 * One schema as the reference shows it: its type line (type, required, format, allowed values, limits) and
 * description, then its fields, items or alternatives, nested as deep as the schema goes.
 */
export function SchemaView({ node, note }: { node: SchemaNode; note?: string }) {
  return (
    <div className="api-schema">
      <SchemaLine node={node} note={note} />
      <SchemaChildren node={node} />
    </div>
  );
}

function SchemaLine({ node, note }: { node: SchemaNode; note?: string }) {
  const { t } = useTranslation('info');
  const type = typeLabel(node);
  const facts: { key: string; text: ReactNode }[] = [];
  if (node.format)
    facts.push({
      key: 'format',
      text: (
        <>
          {t('apiDocs.schema.format')} <code>{node.format}</code>
        </>
      ),
    });
  if (node.constValue)
    facts.push({
      key: 'const',
      text: (
        <>
          {t('apiDocs.schema.constant')} <code>{json(node.constValue.value)}</code>
        </>
      ),
    });
  if (node.enumValues && node.enumValues.length > 0)
    facts.push({
      key: 'enum',
      text: (
        <>
          {t('apiDocs.schema.values')}{' '}
          {node.enumValues.map((value, index) => (
            <span key={json(value)}>
              {index > 0 && ', '}
              <code>{json(value)}</code>
            </span>
          ))}
        </>
      ),
    });
  for (const constraint of node.constraints) {
    if (constraint.kind === 'uniqueItems')
      facts.push({ key: 'uniqueItems', text: t('apiDocs.schema.constraints.uniqueItems') });
    else if (constraint.kind === 'pattern')
      facts.push({
        key: 'pattern',
        text: (
          <>
            {t('apiDocs.schema.constraints.pattern')} <code>{constraint.value}</code>
          </>
        ),
      });
    else if (COUNTED.has(constraint.kind))
      facts.push({
        key: constraint.kind,
        text: t(`apiDocs.schema.constraints.${constraint.kind as CountedKind}`, { count: constraint.value }),
      });
    else
      facts.push({
        key: constraint.kind,
        text: t(`apiDocs.schema.constraints.${constraint.kind as BoundKind}`, { value: String(constraint.value) }),
      });
  }
  if (node.defaultValue)
    facts.push({
      key: 'default',
      text: (
        <>
          {t('apiDocs.schema.default')} <code>{json(node.defaultValue.value)}</code>
        </>
      ),
    });
  if (node.readOnly) facts.push({ key: 'readOnly', text: t('apiDocs.schema.readOnly') });
  if (node.writeOnly) facts.push({ key: 'writeOnly', text: t('apiDocs.schema.writeOnly') });
  if (node.never) facts.push({ key: 'never', text: t('apiDocs.schema.never') });
  if (node.circular && node.refName)
    facts.push({ key: 'circular', text: t('apiDocs.schema.circular', { name: node.refName }) });
  if (node.missingRef) facts.push({ key: 'missing', text: t('apiDocs.schema.missingRef', { ref: node.missingRef }) });
  if (!type && !node.variants && !node.never && !node.missingRef && node.enumValues === undefined && !node.constValue)
    facts.push({ key: 'any', text: t('apiDocs.schema.anyValue') });
  return (
    <>
      <p className="api-schema__line">
        {node.name !== undefined && <code className="api-schema__name">{node.name}</code>}
        {note && <span className="api-muted">({note})</span>}
        {type && <code className="api-schema__type">{type}</code>}
        {node.required && <span className="api-tag api-tag--required">{t('apiDocs.schema.required')}</span>}
        {node.deprecated && <span className="api-tag">{t('apiDocs.operation.deprecated')}</span>}
        {facts.map((fact) => (
          <span key={fact.key} className="api-schema__fact">
            {fact.text}
          </span>
        ))}
      </p>
      {node.description && (
        <p className="api-schema__description" lang="en">
          {node.description}
        </p>
      )}
    </>
  );
}

/** The nested part of a schema: an object's fields, an array's item fields, other keys, alternatives. */
function SchemaChildren({ node }: { node: SchemaNode }) {
  const { t } = useTranslation('info');
  if (node.circular) return null;
  const items = node.items && !node.items.circular ? node.items : undefined;
  // An array of objects shows the fields of its items; an array of arrays or alternatives nests one level.
  const fields = node.properties.length > 0 ? node.properties : (items?.properties ?? []);
  const additional = node.additionalProperties ?? items?.additionalProperties;
  const variants = node.variants ?? items?.variants;
  if (fields.length === 0 && !additional && !variants && !(items?.items && items.types.includes('array'))) return null;
  return (
    <>
      {(fields.length > 0 || additional) && (
        <ul className="api-schema__fields">
          {fields.map((field) => (
            <li key={field.name}>
              <SchemaLine node={field} />
              <SchemaChildren node={field} />
            </li>
          ))}
          {additional && (
            <li>
              {additional === true ? (
                <p className="api-schema__line">
                  <span className="api-schema__fact">{t('apiDocs.schema.otherKeys')}</span>
                  <span className="api-schema__fact">{t('apiDocs.schema.anyValue')}</span>
                </p>
              ) : (
                <>
                  <p className="api-schema__line">
                    <span className="api-schema__fact">{t('apiDocs.schema.otherKeys')}</span>
                  </p>
                  <SchemaView node={additional} />
                </>
              )}
            </li>
          )}
        </ul>
      )}
      {variants && (
        <div className="api-schema__variants">
          <p>{t(`apiDocs.schema.${variants.kind}`)}</p>
          <ol>
            {variants.nodes.map((variant, index) => (
              <li key={index}>
                <p className="api-schema__option">{t('apiDocs.schema.option', { number: index + 1 })}</p>
                <SchemaView node={variant} />
              </li>
            ))}
          </ol>
        </div>
      )}
      {fields.length === 0 && !variants && items?.items && <SchemaChildren node={items} />}
    </>
  );
}
