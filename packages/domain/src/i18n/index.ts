// Languages and the rule book's messages in en, nl and es.
export {
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  LANGUAGES,
  isSupportedLanguage,
  languageFromQuery,
  languageFromTag,
  pickLanguage,
  type Language,
  type LanguageInfo,
  type LanguageSources,
} from './languages.js';
export {
  ERROR_CODES,
  isErrorCode,
  MESSAGES,
  MESSAGE_KEYS,
  isMessageKey,
  translateMessage,
  translateCount,
  messagesFor,
  type ErrorCode,
  type MessageKey,
  type CountedMessageKey,
  type ValidationMessageKey,
} from './messages.js';
export { fillText, type Texts } from './text.js';
export { TRAVEL_VALIDATION_MESSAGES, type TravelValidationMessageKey } from './messages-travel.js';
