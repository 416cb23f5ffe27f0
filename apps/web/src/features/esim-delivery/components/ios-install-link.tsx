import { useTranslation } from 'react-i18next';
import type { EsimRecord } from '@telecom/domain';

/** The one-tap install on an iPhone with iOS 17.4 or later (Apple's eSIM setup link with the LPA string). */
export function IosInstallLink({ esim }: { esim: EsimRecord }) {
  const { t } = useTranslation('install');
  if (!esim.iosInstallUrl) return null;
  return (
    <a className="button esim-ios-link" href={esim.iosInstallUrl} rel="noopener">
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none">
        <rect x="6" y="2" width="12" height="20" rx="3" stroke="currentColor" strokeWidth="2" />
        <path d="M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {t('ios.button')}
    </a>
  );
}
