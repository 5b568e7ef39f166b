import type { Currency, TradingAsset, User } from '@invest/contracts';
import { findOfferRestriction } from '@invest/contracts/trading';
import { KycBanner } from './kyc-banner';
import { offerProfileOf } from './offer-profile';
import { OfferRestrictionNotice } from './offer-restriction-notice';
import { OrderActivityLog } from './order-activity-log';
import { OrderForm } from './order-form';

/** Where the order form goes: the form and what happens to the orders, or why the investor cannot trade this market yet. */
export function OrderSlot({ market, asset, user }: { market: Currency; asset: TradingAsset | undefined; user: User }) {
  const restriction = findOfferRestriction(market, offerProfileOf(user));
  if (restriction) return <OfferRestrictionNotice restriction={restriction} />;
  if (!user.investor_id) return <KycBanner user={user} />;
  return (
    <>
      <OrderForm market={market} asset={asset} />
      <OrderActivityLog />
    </>
  );
}
