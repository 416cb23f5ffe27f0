import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SLIDESHOW, SWIPE_THRESHOLD_PX } from '@telecom/domain';
import { paths } from '../../config/paths';

/** The three slides (spec points 2 and 3); their texts are in home.json, slides.<id>. */
export const SLIDES = [
  { id: 'voip', link: paths.voip, theme: 'dark', icon: 'phone' },
  { id: 'travel', link: paths.internationalPlans, theme: 'light', icon: 'globe' },
  { id: 'assistant', link: paths.aiAssistant, theme: 'dark', icon: 'spark' },
] as const;

const ICONS = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  globe:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-3a15.6 15.6 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4zM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4zm.8 2h3a15.6 15.6 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16zm3-8h-3a8 8 0 0 1 4.4-3.6A15.6 15.6 0 0 0 8.1 8zM12 20a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6a15.6 15.6 0 0 0 1.4-3.6h3a8 8 0 0 1-4.4 3.6zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4z',
  spark: 'M12 2l2.4 6.6L21 11l-6.6 2.4L12 20l-2.4-6.6L3 11l6.6-2.4z',
} as const;

/** A focus this soon after a press of a mouse, pen or finger inside the slideshow came from that press. */
const POINTER_FOCUS_WINDOW_MS = 1000;

/**
 * The home page slideshow (spec point 2): cyclic autoplay every 5000 ms; arrow keys move, Home and End jump; a
 * swipe of more than 50 px changes the slide; a click on a neighbouring slide selects it; slides are at most 995 px
 * wide. The autoplay waits while a mouse is over it, while keyboard focus is inside it (so that the focus never ends
 * up in a hidden slide) and while a finger touches it, resuming 1 s after the touch: a tap is not a hover, so it
 * never stops the autoplay for good. Only the pause button stops it until it is pressed again (WCAG 2.2.2).
 */
export function Slideshow() {
  const { t } = useTranslation('home');
  const id = useId();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [touching, setTouching] = useState(false);
  const [stopped, setStopped] = useState(false);
  const touchStart = useRef<number | null>(null);
  const resumeTimer = useRef<number | undefined>(undefined);
  const viewportRef = useRef<HTMLDivElement>(null);
  const pointerPressedAt = useRef(Number.NEGATIVE_INFINITY);
  const count = SLIDES.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  useEffect(() => {
    if (hovered || keyboardFocus || touching || stopped) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), SLIDESHOW.autoplayMs);
    return () => window.clearInterval(timer);
  }, [hovered, keyboardFocus, touching, stopped, count, index]);

  useEffect(() => () => window.clearTimeout(resumeTimer.current), []);

  // A slide that turned away under the focus (an arrow key pressed on its link) hands the focus to the slides'
  // region, which holds the arrow keys, instead of leaving it in a hidden slide.
  useEffect(() => {
    const focused = document.activeElement;
    if (focused?.closest('.slide') && !focused.closest('.slide--current'))
      viewportRef.current?.focus({ preventScroll: true });
  }, [index]);

  const endTouch = () => {
    touchStart.current = null;
    window.clearTimeout(resumeTimer.current);
    resumeTimer.current = window.setTimeout(() => setTouching(false), SLIDESHOW.touchResumeMs);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Any key pressed inside means the keyboard is here, even if the focus came with a click.
    setKeyboardFocus(true);
    const keys: Record<string, () => void> = {
      ArrowLeft: () => go(index - 1),
      ArrowRight: () => go(index + 1),
      Home: () => go(0),
      End: () => go(count - 1),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <section
      className="slideshow"
      aria-roledescription={t('slideshow.roledescription')}
      aria-label={t('slideshow.label')}
      // Pointer events, not mouse events: a tap's emulated mouseenter has no mouseleave, and would pause for good.
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') setHovered(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'touch') setHovered(false);
      }}
      onPointerDown={(event) => {
        pointerPressedAt.current = event.timeStamp;
      }}
      onFocus={(event) => {
        // Keyboard focus only: a click or a tap focuses a button or the slides too, and must not stop the autoplay.
        if (event.timeStamp - pointerPressedAt.current > POINTER_FOCUS_WINDOW_MS) setKeyboardFocus(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocus(false);
      }}
      onKeyDown={onKeyDown}
      onTouchStart={(event) => {
        window.clearTimeout(resumeTimer.current);
        setTouching(true);
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        if (start !== null && end !== undefined && Math.abs(end - start) > SWIPE_THRESHOLD_PX)
          go(end < start ? index + 1 : index - 1);
        endTouch();
      }}
      onTouchCancel={endTouch}
    >
      <div className="slideshow__controls">
        <h2 className="slideshow__title">{t('slideshow.title')}</h2>
        <div className="slideshow__buttons">
          <button
            type="button"
            className="icon-button"
            onClick={() => setStopped((value) => !value)}
            aria-pressed={stopped}
          >
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
              {stopped ? (
                <path d="M8 5v14l11-7z" fill="currentColor" />
              ) : (
                <path d="M7 5h4v14H7zm6 0h4v14h-4z" fill="currentColor" />
              )}
            </svg>
            <span className="visually-hidden">{t('slideshow.pause')}</span>
          </button>
          <button type="button" className="icon-button" onClick={() => go(index - 1)} aria-controls={`${id}-track`}>
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="visually-hidden">{t('slideshow.previous')}</span>
          </button>
          <button type="button" className="icon-button" onClick={() => go(index + 1)} aria-controls={`${id}-track`}>
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
              <path
                d="M9 5l7 7-7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="visually-hidden">{t('slideshow.next')}</span>
          </button>
        </div>
      </div>
      <div ref={viewportRef} className="slideshow__viewport" tabIndex={0} aria-label={t('slideshow.keys')}>
        <div
          id={`${id}-track`}
          className="slideshow__track"
          style={{ '--slide-index': index } as React.CSSProperties}
          aria-live={hovered || keyboardFocus || stopped ? 'polite' : 'off'}
        >
          {SLIDES.map((slide, position) => {
            const current = position === index;
            return (
              <div
                key={slide.id}
                className={`slide slide--${slide.theme} slide--${slide.id}${current ? ' slide--current' : ''}`}
                role="group"
                aria-roledescription={t('slideshow.slide')}
                aria-label={t('slideshow.position', { index: position + 1, count })}
                aria-hidden={current ? undefined : true}
                onClick={current ? undefined : () => go(position)}
                data-testid={`slide-${slide.id}`}
              >
                <div className="slide__body">
                  <p className="slide__genre">
                    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
                      <path d={ICONS[slide.icon]} fill="currentColor" />
                    </svg>
                    {t(`slides.${slide.id}.genre`)}
                  </p>
                  <h3>{t(`slides.${slide.id}.title`)}</h3>
                  <p>{t(`slides.${slide.id}.description`)}</p>
                  <Link
                    to={slide.link}
                    className={`button${slide.theme === 'dark' ? ' button--light' : ''}`}
                    tabIndex={current ? undefined : -1}
                  >
                    {t(`slides.${slide.id}.buttonText`)}
                  </Link>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <div className="slideshow__dots">
        {SLIDES.map((slide, position) => (
          <button
            key={slide.id}
            type="button"
            className="slideshow__dot"
            aria-current={position === index ? 'true' : undefined}
            onClick={() => go(position)}
          >
            <span className="visually-hidden">
              {t('slideshow.goTo', { index: position + 1, title: t(`slides.${slide.id}.title`) })}
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
