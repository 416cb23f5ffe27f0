import type { Request } from 'express';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@telecom/domain';

/** The answer language from Accept-Language: en, nl or es, falling back to en. */
export function requestLanguage(req: Request): Language {
  const accepted = req.acceptsLanguages(...SUPPORTED_LANGUAGES);
  return typeof accepted === 'string' ? (accepted as Language) : DEFAULT_LANGUAGE;
}
