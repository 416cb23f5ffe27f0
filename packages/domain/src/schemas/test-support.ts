/** Helpers for the schema tests: what a form shows for some values. Not part of the build. */
import { expect } from 'vitest';
import type { z } from 'zod';
import { translateMessage, type MessageKey } from '../i18n/messages.js';
import { validateForm } from './field-errors.js';

/** The field errors a form shows for these values ({} when they are accepted). */
export function errorsOf(schema: z.ZodType, values: unknown): Record<string, string> {
  return validateForm(schema, values).fields ?? {};
}

/** The cleaned data; fails the test when the values are refused. */
export function dataOf(schema: z.ZodType, values: unknown): unknown {
  const result = validateForm(schema, values);
  expect(result.fields).toBeUndefined();
  return result.data;
}

/** The Dutch text of a message key, as the spec writes it. */
export const nl = (key: MessageKey): string => translateMessage(key, 'nl');
