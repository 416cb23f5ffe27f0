import { useTranslation } from 'react-i18next';
import type { EsimRecord } from '@telecom/domain';
import { useEsimQrUrl } from '../api/get-esim-qr';

/**
 * The eSIM's QR code (GET /api/esims/{id}/qr.svg, fetched with the page's access) in a box of a fixed size, so that
 * nothing moves when it arrives.
 */
export function EsimQr({ esim, accessToken }: { esim: EsimRecord; accessToken?: string }) {
  const { t } = useTranslation('install');
  const { url, isError } = useEsimQrUrl(esim.id, accessToken, esim.lpa !== null);
  return (
    <div className="esim-qr" data-testid="esim-qr">
      {url ? (
        <img src={url} width={240} height={240} alt={t('qr.alt', { name: esim.name })} />
      ) : (
        <p className="esim-qr__placeholder" role={isError ? 'alert' : undefined}>
          {isError ? t('qr.failed') : t('qr.loading')}
        </p>
      )}
    </div>
  );
}
