import type { InvestorOffering } from '@invest/contracts';
import type { TFunction } from 'i18next';
import { formatOfferingAmount } from './offering-amount';

/** The price of a share, or for an ipo before pricing its range. */
export function offeringPriceText(
  t: TFunction,
  offering: Pick<InvestorOffering, 'price_per_share' | 'price_range' | 'quote_asset'>,
): string {
  const asset = offering.quote_asset;
  if (offering.price_per_share !== null) {
    return t('offerings.card.price', { price: formatOfferingAmount(offering.price_per_share), asset });
  }
  const range = offering.price_range;
  return range
    ? t('offerings.card.priceRange', {
        low: formatOfferingAmount(range.low),
        high: formatOfferingAmount(range.high),
        asset,
      })
    : '—';
}
