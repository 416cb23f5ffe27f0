import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  COVERAGE_CLAIMS,
  ESIM_BUNDLES,
  ESIM_EXTRAS,
  EU_MEMBER_STATES,
  SWIPE_THRESHOLD_PX,
  TRAVEL_COUNTRIES,
} from '@telecom/domain';
import { paths } from '../../config/paths';
import { InfoModal, type InfoModalContent } from './info-modal';
import { ConsumerPrice } from '../../components/ui/consumer-price';
import { useConsumerPriceTexts } from '../../components/ui/consumer-price-texts';

type InfoTopic = 'eu' | 'world' | 'voicemail' | 'privacy' | 'goTravel';
const TOPICS: readonly InfoTopic[] = ['eu', 'world', 'voicemail', 'privacy', 'goTravel'];

/**
 * The four bundle cards (spec point 2). Where they fit (from a tablet up) they stand in a grid, two or four abreast;
 * on a phone they form a horizontally scrollable row, a labelled and focusable region, with a swipe hint.
 */
export function Bundles() {
  const { t } = useTranslation('esim');
  const priceTexts = useConsumerPriceTexts();
  const rowRef = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  const [hintVisible, setHintVisible] = useState(true);
  const [topic, setTopic] = useState<InfoTopic | null>(null);

  // The hint hides once the row has scrolled more than 50 px or is near its end.
  const onScroll = () => {
    const row = rowRef.current;
    if (!row) return;
    const nearEnd = row.scrollLeft + row.clientWidth >= row.scrollWidth - SWIPE_THRESHOLD_PX;
    setHintVisible(row.scrollLeft <= SWIPE_THRESHOLD_PX && !nearEnd);
  };

  // Whether the cards overflow their row (on a phone): only then is the row a scrolling region with a hint.
  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    // A transition: the row's role and label may follow a moment later, and the page's start has no long task for it
    // (a state set in a layout effect is rendered at once, the whole list with it).
    const measure = () => {
      const overflows = row.scrollWidth > row.clientWidth + 1;
      startTransition(() => setScrollable(overflows));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, []);

  const modal = (which: InfoTopic): InfoModalContent => {
    const figures = {
      eu: COVERAGE_CLAIMS.euMemberStates,
      world: COVERAGE_CLAIMS.worldwideCountries,
      perMinute: priceTexts(ESIM_EXTRAS.aiVoicemailTranscriptionPerMinuteCents).both,
      privacyMonthly: priceTexts(ESIM_EXTRAS.privacyShield.monthlyCents).both,
      privacyPerMinute: priceTexts(ESIM_EXTRAS.privacyShield.perMinuteCents).both,
      prefixes: ESIM_EXTRAS.privacyShield.numberPrefixes.join(' / '),
    };
    const title = t(`modals.${which}.title`, figures);
    const description = t(`modals.${which}.description`, figures);
    if (which === 'eu')
      return {
        title,
        description,
        countries: [...EU_MEMBER_STATES.filter((code) => code !== 'SE'), ...COVERAGE_CLAIMS.extraEuropeanCountries],
      };
    if (which === 'world')
      return { title, description, countries: [...new Set([...EU_MEMBER_STATES, ...TRAVEL_COUNTRIES])] };
    return {
      title,
      description,
      items: t(`modals.${which}.items`, { ...figures, returnObjects: true }) as unknown as string[],
    };
  };

  return (
    <section id="bundles" className="container bundles" aria-labelledby="bundles-title">
      <h2 id="bundles-title" className="section-title">
        {t('bundles.title')}
      </h2>
      <p className="section-lead">{t('bundles.lead')}</p>
      <div
        className="bundles__frame"
        ref={rowRef}
        onScroll={onScroll}
        {...(scrollable ? { role: 'region', tabIndex: 0, 'aria-label': t('bundles.rowLabel') } : {})}
      >
        <ul className="bundles__row">
          {ESIM_BUNDLES.map((bundle) => (
            <li key={bundle.id} className={`bundle-card${bundle.popular ? ' bundle-card--popular' : ''}`}>
              {bundle.popular && <p className="bundle-card__badge">{t('bundles.popular')}</p>}
              <h3>{bundle.name}</h3>
              <p className="bundle-card__data">
                {bundle.id === 'unlimited' ? t('bundles.unlimitedData', { data: bundle.dataLabel }) : bundle.dataLabel}
              </p>
              <p className="bundle-card__price">
                <ConsumerPrice
                  cents={bundle.priceCents}
                  className="bundle-card__amount"
                  period={t('bundles.perMonth')}
                />
              </p>
              <ul className="bundle-card__features">
                {TOPICS.map((which) => (
                  <li key={which}>
                    <span>
                      {t(`bundles.features.${which}`, {
                        eu: COVERAGE_CLAIMS.euMemberStates,
                        world: COVERAGE_CLAIMS.worldwideCountries,
                      })}
                    </span>
                    {/* The "i" is drawn by the style sheet (esim.css): twenty inline icons were sixty elements to parse
                        and hydrate on the page's first screen. */}
                    <button type="button" className="info-button" onClick={() => setTopic(which)}>
                      <span className="visually-hidden">
                        {t('bundles.moreAbout', {
                          topic: t(`modals.${which}.title`, {
                            eu: COVERAGE_CLAIMS.euMemberStates,
                            world: COVERAGE_CLAIMS.worldwideCountries,
                          }),
                          bundle: bundle.name,
                        })}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              <Link
                to={`${paths.esimOrder}?bundle=${bundle.id}`}
                className={`button${bundle.popular ? '' : ' button--ghost'}`}
              >
                {t('bundles.order', { bundle: bundle.name })}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <p className="bundles__hint" aria-hidden="true" data-visible={scrollable && hintVisible}>
        {t('bundles.swipeHint')} →
      </p>
      {topic && <InfoModal content={modal(topic)} onClose={() => setTopic(null)} />}
    </section>
  );
}
