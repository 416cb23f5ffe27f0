import { useId } from 'react';
import { useModal } from '../../components/ui/use-modal';
import { useTranslation } from 'react-i18next';
import { CountryFlag } from '../../components/ui/country-flag';
import { countryName, sortByName } from '../../lib/countries';

export interface InfoModalContent {
  title: string;
  description: string;
  countries?: readonly string[];
  items?: readonly string[];
}

/**
 * The info modal of the bundle cards (spec point 2): a native modal <dialog>, so focus stays inside and Escape
 * closes it; a click on the overlay or the close button closes it too. Countries come with their flags.
 */
export function InfoModal({ content, onClose }: { content: InfoModalContent; onClose: () => void }) {
  const { t, i18n } = useTranslation('esim');
  const { ref, close, onClick } = useModal({ closeOnBackdrop: true });
  const id = useId();
  return (
    <dialog ref={ref} className="info-modal" aria-labelledby={`${id}-title`} onClose={onClose} onClick={onClick}>
      <div className="info-modal__content">
        <div className="info-modal__header">
          <h2 id={`${id}-title`}>{content.title}</h2>
          <button type="button" className="icon-button" onClick={close}>
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{t('modal.close')}</span>
          </button>
        </div>
        <p>{content.description}</p>
        {content.countries && (
          <ul className="country-list">
            {sortByName(content.countries, i18n.resolvedLanguage).map((code) => (
              <li key={code}>
                <CountryFlag code={code} /> {countryName(code, i18n.resolvedLanguage)}
              </li>
            ))}
          </ul>
        )}
        {content.items && (
          <ul className="check-list">
            {content.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </div>
    </dialog>
  );
}
