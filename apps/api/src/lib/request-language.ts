import type { Request } from 'express';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@telecom/domain';

/** The answer language from Accept-Language: en, nl or es, falling back to en. */
export function requestLanguage(req: Request): Language {
  const accepted = req.acceptsLanguages(...SUPPORTED_LANGUAGES);
  return typeof accepted === 'string' ? (accepted as Language) : DEFAULT_LANGUAGE;
}

/**
 * The language of a back-office file (a CSV export): the page language the request names in Accept-Language (the web
 * app sends it), or, when it names none of ours (a script), the signed-in admin's own language.
 */
export function fileLanguage(req: Request, own: Language): Language {
  if (!req.get('Accept-Language')) return own;
  const accepted = req.acceptsLanguages(...SUPPORTED_LANGUAGES);
  return typeof accepted === 'string' ? (accepted as Language) : own;
}
