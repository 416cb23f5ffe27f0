import { useTranslation } from 'react-i18next';
import { DATA_TIERS, ESIM_REGIONS, type EsimConfiguration, type EsimRegion } from '@telecom/domain';

export const DATA_FIELD = { nl: 'nlData', eu: 'euData', world: 'worldData' } as const satisfies Record<
  EsimRegion,
  keyof EsimConfiguration
>;

/**
 * The names of an eSIM Pro configuration's parts in the page language, from the order wizard's texts (the checkout
 * namespace): the contract length, the calling option and each region's data tier.
 */
export function useConfigurationTexts() {
  const { t } = useTranslation('checkout');
  const tier = (region: EsimRegion, index: number) => {
    const found = DATA_TIERS[region][index];
    if (!found || found.label === null) return t('data.none');
    return found.unlimited ? t('data.unlimited') : found.label;
  };
  return {
    months: (count: number) => t('duration.months', { count }),
    calling: (calling: EsimConfiguration['calling']) => t(`calling.${calling}.name`),
    region: (region: EsimRegion) => t(`data.region.${region}`),
    tier,
    /** The regions with data, e.g. "Data in the Netherlands 10GB, Data in the EU 3GB". */
    data: (configuration: EsimConfiguration) =>
      ESIM_REGIONS.filter((region) => configuration[DATA_FIELD[region]] > 0)
        .map((region) => `${t(`data.region.${region}`)} ${tier(region, configuration[DATA_FIELD[region]])}`)
        .join(', '),
  };
}
