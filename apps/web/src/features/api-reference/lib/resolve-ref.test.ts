import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './openapi';
import { dereference, referenceName, resolvePointer } from './resolve-ref';

const document = {
  openapi: '3.1.0',
  paths: {},
  components: {
    schemas: {
      User: { type: 'object', description: 'An account' },
      Alias: { $ref: '#/components/schemas/User' },
      'a/b~c': { type: 'string' },
      Loop: { $ref: '#/components/schemas/Loop2' },
      Loop2: { $ref: '#/components/schemas/Loop' },
      Missing: { $ref: '#/components/schemas/Nowhere' },
    },
    parameters: { list: [{ name: 'first' }, { name: 'second' }] },
  },
} as unknown as OpenApiDocument;

describe('resolvePointer', () => {
  it('finds a value by JSON pointer, decoding ~1, ~0, percent-escapes and array indexes', () => {
    expect(resolvePointer(document, '#/components/schemas/User')).toEqual({
      type: 'object',
      description: 'An account',
    });
    expect(resolvePointer(document, '#/components/schemas/a~1b~0c')).toEqual({ type: 'string' });
    expect(resolvePointer(document, '#/components/schemas/a~1b%7Ec')).toEqual({ type: 'string' });
    expect(resolvePointer(document, '#/components/parameters/list/1')).toEqual({ name: 'second' });
    expect(resolvePointer(document, '#')).toBe(document);
  });

  it('gives undefined for a reference to nothing or to another document', () => {
    expect(resolvePointer(document, '#/components/schemas/Nobody')).toBeUndefined();
    expect(resolvePointer(document, '#/components/parameters/list/7')).toBeUndefined();
    expect(resolvePointer(document, 'other.json#/components/schemas/User')).toBeUndefined();
    expect(resolvePointer(document, '#/components/schemas/toString')).toBeUndefined();
  });
});

describe('referenceName', () => {
  it('names a component by the last segment of its pointer', () => {
    expect(referenceName('#/components/schemas/User')).toBe('User');
    expect(referenceName('#/components/responses/NotFound')).toBe('NotFound');
    expect(referenceName('#/components/schemas/a~1b')).toBe('a/b');
    expect(referenceName('#/paths/~1api~1health')).toBeUndefined();
  });
});

describe('dereference', () => {
  it('follows a chain of references and lays the description written beside the reference over the target', () => {
    expect(dereference(document, { $ref: '#/components/schemas/Alias' })).toEqual({
      value: { type: 'object', description: 'An account' },
      refs: ['#/components/schemas/Alias', '#/components/schemas/User'],
    });
    expect(
      dereference(document, { $ref: '#/components/schemas/User', description: 'The signed-in account' }).value,
    ).toEqual({ type: 'object', description: 'The signed-in account' });
  });

  it('gives a value that is no reference back as it is', () => {
    expect(dereference(document, { type: 'string' })).toEqual({ value: { type: 'string' }, refs: [] });
  });

  it('stops at a reference that comes round again, and at one that is already being expanded further up', () => {
    expect(dereference(document, { $ref: '#/components/schemas/Loop' }).broken).toBe('circular');
    expect(dereference(document, { $ref: '#/components/schemas/User' }, ['#/components/schemas/User']).broken).toBe(
      'circular',
    );
  });

  it('reports a reference to nothing as missing', () => {
    expect(dereference(document, { $ref: '#/components/schemas/Missing' })).toEqual({
      value: undefined,
      refs: ['#/components/schemas/Missing', '#/components/schemas/Nowhere'],
      broken: 'missing',
    });
  });
});
