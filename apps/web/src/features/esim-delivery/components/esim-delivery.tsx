import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EsimRecord } from '@telecom/domain';
import { pathTo } from '../../../config/paths';
import { EsimCodes } from './esim-codes';
import { EsimQr } from './esim-qr';
import { IosInstallLink } from './ios-install-link';

const isDelivered = (esim: EsimRecord) => esim.status !== 'preparing' && esim.lpa !== null;

/**
 * The confirmation page's eSIMs (docs/contracts.md §8): "being prepared" in a box of the QR code's size until each is
 * ready, then its QR code, the one-tap install on iPhone, the codes to copy and the way to its install page. The
 * status line is a live region, so that a screen reader hears when the eSIM is ready.
 */
export function EsimDelivery({
  esims,
  accessToken,
  slow,
}: {
  /** The paid order's eSIMs (none yet: the eSIM is about to be made). */
  esims: readonly EsimRecord[];
  accessToken?: string;
  /** Waited long enough that the visitor should know the e-mail brings it too. */
  slow: boolean;
}) {
  const { t } = useTranslation('install');
  const shown = esims.length > 0 ? esims : [null];
  const allDelivered = esims.length > 0 && esims.every(isDelivered);
  return (
    <section className="confirmation__card esim-delivery" aria-labelledby="esim-delivery-title">
      <h2 id="esim-delivery-title">{t('delivery.title', { count: Math.max(1, esims.length) })}</h2>
      <p className="esim-delivery__status" role="status" data-testid="esim-status">
        {allDelivered
          ? t('delivery.ready', { count: esims.length })
          : slow
            ? t('delivery.slow')
            : t('delivery.preparing')}
      </p>
      {shown.map((esim, index) =>
        esim && isDelivered(esim) ? (
          <div key={esim.id} className="esim-delivery__item">
            <EsimQr esim={esim} accessToken={accessToken} />
            <div className="esim-delivery__details">
              {esims.length > 1 && <h3>{esim.name}</h3>}
              <p>{t('delivery.scan')}</p>
              <IosInstallLink esim={esim} />
              <EsimCodes esim={esim} />
              <Link className="esim-delivery__install" to={pathTo('esimInstall', { id: esim.id })}>
                {t('delivery.installPage')}
              </Link>
            </div>
          </div>
        ) : (
          <div key={esim?.id ?? `waiting-${index}`} className="esim-delivery__item" aria-busy="true">
            <div className="esim-qr esim-qr--waiting" aria-hidden="true">
              <span className="esim-qr__spinner" />
            </div>
            <div className="esim-delivery__details">
              {esim && esims.length > 1 && <h3>{esim.name}</h3>}
              <p>{t('delivery.preparingDetail')}</p>
            </div>
          </div>
        ),
      )}
    </section>
  );
}
