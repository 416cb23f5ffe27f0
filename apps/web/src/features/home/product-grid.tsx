import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AI_ASSISTANT_PLANS,
  ESIM_FROM_PRICE_CENTS,
  TILE_OVERLAY_HIDE_MS,
  VOICEMAIL_PLANS,
  VOIP_NUMBER_PRICES,
} from '@telecom/domain';
import { paths } from '../../config/paths';
import { useConsumerPriceTexts } from '../../components/ui/consumer-price-texts';

const TILES = [
  { id: 'esim', to: paths.esimPro, fromCents: ESIM_FROM_PRICE_CENTS },
  { id: 'voip', to: paths.voip, fromCents: VOIP_NUMBER_PRICES.nlMonthlyCents },
  {
    id: 'assistant',
    to: paths.aiAssistant,
    fromCents: Math.min(...AI_ASSISTANT_PLANS.map((plan) => plan.monthlyCents)),
  },
  { id: 'voicemail', to: paths.aiVoicemail, fromCents: Math.min(...VOICEMAIL_PLANS.map((plan) => plan.monthlyCents)) },
] as const;

/** Tile 3's overlay (spec point 2): shown on hover or focus, gone 3 s after the pointer leaves. */
function useLingeringOverlay() {
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return {
    visible,
    show: () => {
      window.clearTimeout(timer.current);
      setVisible(true);
    },
    hideLater: () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setVisible(false), TILE_OVERLAY_HIDE_MS);
    },
  };
}

export function ProductGrid() {
  const { t } = useTranslation('home');
  const priceTexts = useConsumerPriceTexts();
  const overlay = useLingeringOverlay();
  return (
    <section className="container product-grid-section" aria-labelledby="products-title">
      <h2 id="products-title" className="section-title">
        {t('products.title')}
      </h2>
      <p className="section-lead">{t('products.lead')}</p>
      <ul className="product-grid">
        {TILES.map((tile, position) => {
          const isThird = position === 2;
          return (
            <li
              key={tile.id}
              className={`product-tile product-tile--${tile.id}`}
              onMouseEnter={isThird ? overlay.show : undefined}
              onMouseLeave={isThird ? overlay.hideLater : undefined}
              onFocus={isThird ? overlay.show : undefined}
              onBlur={isThird ? overlay.hideLater : undefined}
            >
              <h3>{t(`products.${tile.id}.title`)}</h3>
              <p>{t(`products.${tile.id}.text`)}</p>
              <p className="product-tile__price">{t('products.from', { price: priceTexts(tile.fromCents).both })}</p>
              <Link to={tile.to} className="product-tile__link">
                {t(`products.${tile.id}.link`)}
                <span aria-hidden="true"> →</span>
              </Link>
              {isThird && (
                <div
                  className="product-tile__overlay"
                  data-visible={overlay.visible}
                  data-testid="tile-overlay"
                  aria-hidden={!overlay.visible}
                >
                  <p>{t('products.assistant.overlay')}</p>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
