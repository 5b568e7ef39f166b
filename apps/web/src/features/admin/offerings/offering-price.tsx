import type { AdminOffering } from '@invest/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money';

/** The price an investor pays a share, or an ipo's range before it is priced. */
export function OfferingPrice({ offering }: { offering: AdminOffering }) {
  const { t } = useTranslation();
  if (offering.price_per_share !== null) return <>{`${formatMoney(offering.price_per_share, 'USD')} USD`}</>;
  if (!offering.price_range) return null;
  return (
    <>
      {t('admin.offerings.priceRange', {
        low: formatMoney(offering.price_range.low, 'USD'),
        high: formatMoney(offering.price_range.high, 'USD'),
        asset: 'USD',
      })}
    </>
  );
}
