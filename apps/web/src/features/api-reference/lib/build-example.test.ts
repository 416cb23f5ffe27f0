import { describe, expect, it } from 'vitest';
import { exampleForMediaType, exampleForParameter, exampleFromSchema } from './build-example';
import type { OpenApiDocument } from './openapi';

const document = {
  openapi: '3.1.0',
  paths: {},
  components: {
    schemas: {
      Newsletter: {
        type: 'object',
        required: ['email'],
        properties: {
          email: { type: 'string', format: 'email' },
          language: { type: 'string', enum: ['en', 'nl', 'es'] },
        },
      },
      Tree: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } },
        },
      },
      Named: { type: 'object', properties: { name: { type: 'string' } }, example: { name: 'Anna de Vries' } },
    },
    examples: { Signup: { value: { email: 'anna@example.nl' } } },
  },
} as unknown as OpenApiDocument;

describe('exampleFromSchema', () => {
  it('builds an object from a $ref: a format sample for the address, the first allowed value for an enum', () => {
    expect(exampleFromSchema(document, { $ref: '#/components/schemas/Newsletter' })).toEqual({
      email: 'user@example.com',
      language: 'en',
    });
  });

  it("uses the schema's own example, examples, const or default before building one", () => {
    expect(exampleFromSchema(document, { $ref: '#/components/schemas/Named' })).toEqual({ name: 'Anna de Vries' });
    expect(exampleFromSchema(document, { type: 'string', examples: ['3511 JP'] })).toBe('3511 JP');
    expect(exampleFromSchema(document, { const: 'esim-pro' })).toBe('esim-pro');
    expect(exampleFromSchema(document, { type: 'integer', default: 10 })).toBe(10);
  });

  it('stops at a schema that contains itself', () => {
    expect(exampleFromSchema(document, { $ref: '#/components/schemas/Tree' })).toEqual({
      name: 'string',
      children: [null],
    });
  });

  it('respects limits of numbers, strings and arrays', () => {
    expect(exampleFromSchema(document, { type: 'integer', minimum: 1 })).toBe(1);
    expect(exampleFromSchema(document, { type: 'integer', exclusiveMinimum: 0 })).toBe(1);
    expect(exampleFromSchema(document, { type: 'number', maximum: -5 })).toBe(-5);
    expect(exampleFromSchema(document, { type: 'integer', minimum: 7, multipleOf: 5 })).toBe(10);
    expect(exampleFromSchema(document, { type: 'string', minLength: 8 })).toBe('stringxx');
    expect(exampleFromSchema(document, { type: 'string', maxLength: 3 })).toBe('str');
    expect(exampleFromSchema(document, { type: 'array', items: { type: 'boolean' }, minItems: 2 })).toEqual([
      true,
      true,
    ]);
  });

  it('merges allOf, takes the first non-null alternative of anyOf/oneOf, and the non-null type of a type array', () => {
    expect(
      exampleFromSchema(document, {
        allOf: [
          { $ref: '#/components/schemas/Newsletter' },
          { type: 'object', properties: { source: { const: 'footer' } } },
        ],
      }),
    ).toEqual({ email: 'user@example.com', language: 'en', source: 'footer' });
    expect(exampleFromSchema(document, { anyOf: [{ type: 'null' }, { type: 'string', format: 'date' }] })).toBe(
      '2025-01-31',
    );
    expect(exampleFromSchema(document, { type: ['null', 'integer'] })).toBe(0);
    expect(
      exampleFromSchema(document, {
        oneOf: [{ type: 'object', properties: { kind: { const: 'a' } } }],
        properties: { id: { type: 'integer' } },
      }),
    ).toEqual({ id: 0, kind: 'a' });
  });

  it('gives null for a reference to nothing', () => {
    expect(exampleFromSchema(document, { $ref: '#/components/schemas/Nobody' })).toBeNull();
  });
});

describe('exampleForMediaType', () => {
  it('prefers the media type’s example, then its named examples (references followed), then the schema', () => {
    const schema = { $ref: '#/components/schemas/Newsletter' };
    expect(exampleForMediaType(document, { schema, example: { email: 'own@example.nl' } })).toEqual({
      email: 'own@example.nl',
    });
    expect(
      exampleForMediaType(document, { schema, examples: { signup: { $ref: '#/components/examples/Signup' } } }),
    ).toEqual({ email: 'anna@example.nl' });
    expect(exampleForMediaType(document, { schema })).toEqual({ email: 'user@example.com', language: 'en' });
  });
});

describe('exampleForParameter', () => {
  it("gives the parameter's example or its schema's default, and invents none", () => {
    expect(exampleForParameter(document, { name: 'postcode', in: 'query', example: '3511JP' })).toBe('3511JP');
    expect(exampleForParameter(document, { name: 'page', in: 'query', schema: { type: 'integer', default: 1 } })).toBe(
      1,
    );
    expect(exampleForParameter(document, { name: 'id', in: 'path', schema: { type: 'string' } })).toBeUndefined();
  });
});
