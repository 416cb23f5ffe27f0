import { useTranslation } from 'react-i18next';
import {
  DATA_TIERS,
  formatPhoneNumber,
  type CallingOption,
  type EsimRegion,
  type VoipBundleId,
  type VoipNumberType,
  type VoipOrderProduct,
} from '@telecom/domain';

const UNLIMITED_LABELS = new Set(
  Object.values(DATA_TIERS).flatMap((tiers) => tiers.filter((tier) => tier.unlimited).map((tier) => tier.label)),
);

/**
 * The names of what is ordered, in the page language: data tiers, regions, calling options and travel plans; VOIP
 * numbers (as people write them), their types and bundles.
 */
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
    voipBundle: (bundle: VoipBundleId) => t(`voipBundles.${bundle}`),
    voipNumberType: (numberType: VoipNumberType) => t(`voipNumberTypes.${numberType}`),
    /** 'New number 020 123 4567', 'Keeping 06 1234 5678'. */
    voipProduct: (product: Pick<VoipOrderProduct, 'number' | 'porting'>) =>
      t(product.porting ? 'overview.voip.productPort' : 'overview.voip.productNew', {
        number: formatPhoneNumber(product.number),
      }),
  };
}
