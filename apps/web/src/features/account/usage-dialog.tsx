import { useId } from 'react';
import { useModal } from '../../components/ui/use-modal';
import { useTranslation } from 'react-i18next';
import { number, percent } from '../../lib/format';
import { DEMO_USAGE } from './demo';

/** The usage modal of the dashboard (spec point 2): data, minutes and AI credits of this month. */
export function UsageDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('account');
  const { ref, onClick } = useModal({ closeOnBackdrop: true });
  const id = useId();
  const language = i18n.resolvedLanguage;
  return (
    <dialog ref={ref} className="usage-dialog" aria-labelledby={`${id}-title`} onClose={onClose} onClick={onClick}>
      <h2 id={`${id}-title`}>{t('usage.title')}</h2>
      <p className="usage-dialog__note">{t('usage.note')}</p>
      <ul className="usage-list">
        {DEMO_USAGE.map((item) => {
          const share = Math.round((item.used / item.limit) * 100);
          return (
            <li key={item.id}>
              <div className="usage-list__row">
                <span id={`${id}-${item.id}`}>{t(`usage.${item.id}`)}</span>
                <span>
                  {t(`usage.units.${item.unit}`, {
                    used: number(item.used, language),
                    limit: number(item.limit, language),
                  })}{' '}
                  ({percent(share, language)})
                </span>
              </div>
              <progress max={100} value={share} aria-labelledby={`${id}-${item.id}`} />
            </li>
          );
        })}
      </ul>
      <form method="dialog">
        <button type="submit" className="button" autoFocus>
          {t('usage.close')}
        </button>
      </form>
    </dialog>
  );
}
