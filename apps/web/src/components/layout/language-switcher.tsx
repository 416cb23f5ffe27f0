import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, isSupportedLanguage } from '@telecom/domain';
import { useSaveLanguage } from '../../lib/session-state';

/**
 * The dropdown of spec point 2: English, Nederlands, Español, each named in its own language. A signed-in user's
 * choice is saved with their account too.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const saveLanguage = useSaveLanguage();
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={i18n.resolvedLanguage}
        onChange={(event) => {
          const language = event.target.value;
          if (!isSupportedLanguage(language)) return;
          void i18n.changeLanguage(language);
          saveLanguage(language);
        }}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
