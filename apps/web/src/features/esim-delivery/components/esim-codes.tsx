import { useTranslation } from 'react-i18next';
import type { EsimRecord } from '@telecom/domain';
import { CopyCode } from './copy-code';

/** The codes to enter by hand when a QR code cannot be scanned, each with its copy button. */
export function EsimCodes({ esim, withLpa = false }: { esim: EsimRecord; withLpa?: boolean }) {
  const { t } = useTranslation('install');
  if (!esim.smdpAddress || !esim.activationCode) return null;
  return (
    <dl className="esim-codes">
      <CopyCode label={t('codes.smdp')} value={esim.smdpAddress} testId="smdp-address" />
      <CopyCode label={t('codes.activation')} value={esim.activationCode} testId="activation-code" />
      {withLpa && esim.lpa && <CopyCode label={t('codes.lpa')} value={esim.lpa} testId="lpa" />}
    </dl>
  );
}
