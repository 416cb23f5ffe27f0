import { useTranslation } from 'react-i18next';
import { useCopyText } from '../../lib/copy-text';

/**
 * A copy button named after what it copies ("Copy Server"): it says "Copied" for a moment and a status region
 * announces it, or that copying failed (the text can then be selected by hand).
 */
export function CopyButton({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('account');
  const { state, copy } = useCopyText();
  return (
    <>
      <button
        type="button"
        className="button button--ghost copy-value__button"
        aria-label={t('phone.copy.label', { what: label })}
        onClick={() => copy(value)}
      >
        {state === 'copied' ? t('phone.copy.copied') : t('phone.copy.button')}
      </button>
      <span className="visually-hidden" role="status">
        {state === 'copied'
          ? t('phone.copy.announced', { what: label })
          : state === 'failed'
            ? t('phone.copy.failed')
            : ''}
      </span>
    </>
  );
}
