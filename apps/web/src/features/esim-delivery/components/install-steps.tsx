import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const PHONES = ['iphone', 'samsung', 'pixel'] as const;
export type Phone = (typeof PHONES)[number];

/** The steps of each phone, in order (their texts: install.json `steps.<phone>.<step>.text` and `.screen`). */
const STEPS = {
  iphone: ['open', 'scan', 'label', 'data'],
  samsung: ['open', 'scan', 'confirm', 'data'],
  pixel: ['open', 'scan', 'confirm', 'data'],
} as const satisfies Record<Phone, readonly string[]>;

/** The phone this page is probably open on, to show its steps first; an iPhone's otherwise. */
export function likelyPhone(userAgent: string): Phone {
  if (/Pixel/i.test(userAgent)) return 'pixel';
  if (/Android/i.test(userAgent) && /SM-|Samsung/i.test(userAgent)) return 'samsung';
  return 'iphone';
}

/**
 * Install steps for iPhone, Samsung and Pixel as tabs (arrow keys move between them), each step with a small drawing
 * of the phone's screen at that point: the menu path, its last item highlighted.
 */
export function InstallSteps() {
  const { t } = useTranslation('install');
  const id = useId();
  const [phone, setPhone] = useState<Phone>(() =>
    typeof navigator === 'undefined' ? 'iphone' : likelyPhone(navigator.userAgent),
  );
  const tabs = useRef<Partial<Record<Phone, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PHONES.indexOf(phone);
    const next =
      event.key === 'ArrowRight'
        ? PHONES[(index + 1) % PHONES.length]
        : event.key === 'ArrowLeft'
          ? PHONES[(index + PHONES.length - 1) % PHONES.length]
          : event.key === 'Home'
            ? PHONES[0]
            : event.key === 'End'
              ? PHONES[PHONES.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setPhone(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="install-steps">
      <div className="install-steps__tabs" role="tablist" aria-label={t('steps.tabsLabel')} onKeyDown={onKeyDown}>
        {PHONES.map((candidate) => (
          <button
            key={candidate}
            ref={(element) => {
              tabs.current[candidate] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${candidate}`}
            aria-selected={phone === candidate}
            aria-controls={`${id}-panel`}
            tabIndex={phone === candidate ? 0 : -1}
            className="install-steps__tab"
            onClick={() => setPhone(candidate)}
          >
            {t(`steps.${candidate}.tab`)}
          </button>
        ))}
      </div>
      <div
        className="install-steps__panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${phone}`}
        tabIndex={0}
      >
        <p className="install-steps__intro">{t(`steps.${phone}.intro`)}</p>
        <ol className="install-steps__list">
          {STEPS[phone].map((step) => {
            const screen = t(`steps.${phone}.${step}.screen` as 'steps.iphone.open.screen').split(' › ');
            return (
              <li key={step} className="install-step">
                <PhoneScreen items={screen} />
                <p>{t(`steps.${phone}.${step}.text` as 'steps.iphone.open.text')}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}

/** A drawing of a phone showing a menu path, its last item highlighted (decorative: the step's text says it). */
function PhoneScreen({ items }: { items: readonly string[] }) {
  return (
    <div className="phone-screen" aria-hidden="true">
      <span className="phone-screen__notch" />
      <ul>
        {items.map((item, index) => (
          <li key={item} className={index === items.length - 1 ? 'phone-screen__row--active' : undefined}>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
