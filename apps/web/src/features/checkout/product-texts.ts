import { useTranslation } from 'react-i18next';
import { DATA_TIERS, type CallingOption, type EsimRegion } from '@telecom/domain';

const UNLIMITED_LABELS = new Set(
  Object.values(DATA_TIERS).flatMap((tiers) => tiers.filter((tier) => tier.unlimited).map((tier) => tier.label)),
);

/** The names of what is ordered, in the page language: data tiers, regions, calling options and travel plans. */
export function useProductTexts() {
  const { t } = useTranslation('checkout');
  return {
    /** A tier's label ('5GB'), the unlimited tier translated, and "no data" for none. */
    dataLabel: (label: string | null) =>
      label === null ? t('data.none') : UNLIMITED_LABELS.has(label) ? t('data.unlimited') : label,
    regionData: (region: EsimRegion) => t(`data.region.${region}`),
    calling: (calling: CallingOption | string) => t(`calling.${calling as CallingOption}.name`),
    travelPlan: (regionId: string, name: string) =>
      t('overview.travelPlanName', { plan: name, region: t(`regions.${regionId as 'europa'}`) }),
  };
}
