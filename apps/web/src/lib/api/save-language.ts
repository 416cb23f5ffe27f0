import type { LanguageBodySchema, UserAnswer } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../api-client';

/** PUT /api/user/language: the signed-in user's language, for the mails they get; the user as saved. */
export function saveLanguage(body: z.input<typeof LanguageBodySchema>): Promise<UserAnswer> {
  return callApi('PUT /api/user/language', { body });
}
