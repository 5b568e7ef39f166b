import type { Currency, TradingAsset, User } from '@invest/contracts';
import { findOfferRestriction } from '@invest/contracts/trading';
import { KycBanner } from './kyc-banner';
import { offerProfileOf } from './offer-profile';
import { OfferRestrictionNotice } from './offer-restriction-notice';
import { OrderActivityLog } from './order-activity-log';
import { OrderForm } from './order-form';

/** Why the investor cannot order on the market, if they cannot: its offer is closed to them, or they have no investor account yet. */
export function tradingBlockOf(market: Currency, user: User): 'accreditation' | 'country' | 'noInvestorAccount' | null {
  return findOfferRestriction(market, offerProfileOf(user)) ?? (user.investor_id ? null : 'noInvestorAccount');
}

/** Where the order form goes: the form and what happens to the orders, or why the investor cannot trade this market yet. */
export function OrderSlot({ market, asset, user }: { market: Currency; asset: TradingAsset | undefined; user: User }) {
  const block = tradingBlockOf(market, user);
  if (block === 'noInvestorAccount') return <KycBanner user={user} />;
  if (block) return <OfferRestrictionNotice restriction={block} />;
  return (
    <>
      <OrderForm market={market} asset={asset} />
      <OrderActivityLog />
    </>
  );
}
