import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { languageFromQuery } from '@telecom/domain';

/**
 * `?lang=en|nl|es` switches the language and then leaves the address (spec point 2); any other value is ignored
 * and removed as well, so that it is never bookmarked or shared.
 */
export function useLanguageQuery(): void {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('lang')) return;
    const language = languageFromQuery(params.get('lang'));
    if (language && language !== i18n.resolvedLanguage) void i18n.changeLanguage(language);
    params.delete('lang');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [i18n, location, navigate]);
}
