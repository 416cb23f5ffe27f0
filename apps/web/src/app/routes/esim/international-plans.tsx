import { useTranslation } from 'react-i18next';
import { InternationalPlans } from '../../../features/esim/international-plans';
import '../../../features/esim/esim.css';

/** /internationale-plannen: the international plans with the travel calculator, on their own page. */
export function InternationalPlansRoute() {
  const { t } = useTranslation('esim');
  const { t: tc } = useTranslation();
  return (
    <>
      <title>{t('plansMeta.title', { brand: tc('brand.name') })}</title>
      <meta name="description" content={t('plansMeta.description')} />
      <div className="plans-page">
        <InternationalPlans headingLevel={1} />
      </div>
    </>
  );
}
