import { useTranslation } from 'react-i18next';
import { useCopyText } from '../../../lib/copy-text';

/**
 * A code to type into a phone (the SM-DP+ address, the activation code, the LPA string) with its copy button; the
 * button says "Copied" for a moment and a status region announces it.
 */
export function CopyCode({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('install');
  const { state, copy } = useCopyText();
  return (
    <div className="copy-code">
      <dt>{label}</dt>
      <dd>
        <code data-testid={testId}>{value}</code>
        <button
          type="button"
          className="button button--ghost copy-code__button"
          aria-label={t('copy.label', { what: label })}
          onClick={() => copy(value)}
        >
          {state === 'copied' ? t('copy.copied') : t('copy.button')}
        </button>
        <span className="visually-hidden" role="status">
          {state === 'copied' ? t('copy.announced', { what: label }) : state === 'failed' ? t('copy.failed') : ''}
        </span>
      </dd>
    </div>
  );
}
