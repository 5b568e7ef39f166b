import type { FundingMethod } from '@invest/contracts';
import { paymentMethodNames } from '../../funding';
import type { StatementMovement } from '../../ledger';

/** How the markets of the tenant name their assets, to tell a buy from a sell. */
export type MarketAssets = ReadonlyMap<string, { baseAsset: string; quoteAsset: string }>;

/**
 * The words for each kind of ledger transaction that can change what an investor owns (the kinds
 * the modules write: `grep -rn "kind: '" apps/server/src/modules`). A hold, its release and a move to
 * or from a venue only move money between the investor's own accounts, so they net to nothing and
 * are not listed; they have words all the same in case a part of one ever does.
 */
const kindWords: Record<string, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  trade: 'Trade',
  fee: 'Trading fee',
  'fee.discount': 'Trading fee discount',
  gift_card_purchase: 'Gift card sent',
  gift_card_redemption: 'Gift card claimed',
  gift_card_refund: 'Gift card returned unclaimed',
  referral_reward: 'Referral reward',
  signup_reward: 'Signup reward',
  user_bonus: 'Bonus',
  'offering.settlement': 'Offering subscription',
  'merj.deposit': 'Deposit from MERJ',
  'sandbox.funding': 'Sandbox funding',
  'venue.deposit': 'Move to a trading venue',
  'venue.withdrawal': 'Move from a trading venue',
  hold: 'Funds set aside',
  'hold.capture': 'Payment from funds set aside',
  'hold.release': 'Funds set aside returned',
  reversal: 'Correction (reversal)',
};

/** A kind without words, readable: `some_new.kind` reads "Some new kind". */
function readableKind(kind: string): string {
  const words = kind.replace(/[._:-]+/g, ' ').trim();
  return words ? words[0]?.toUpperCase() + words.slice(1) : 'Movement';
}

/** What a movement of `asset` was, in words; never blank. */
export function describeMovement(movement: StatementMovement, asset: string, markets: MarketAssets): string {
  const words = kindWords[movement.kind] ?? readableKind(movement.kind);
  if ((movement.kind === 'deposit' || movement.kind === 'withdrawal') && movement.method) {
    const method = paymentMethodNames[movement.method as FundingMethod] ?? movement.method.toLowerCase();
    return `${words} by ${method}`;
  }
  if (movement.kind === 'trade' && movement.market) {
    const market = markets.get(movement.market);
    if (!market) return `${words} ${movement.market}`;
    const isIn = movement.amountUnits > 0n;
    const isBuy = asset === market.baseAsset ? isIn : !isIn;
    return `${words} ${isBuy ? 'buy' : 'sell'} ${movement.market}${asset === market.quoteAsset ? ', fee included' : ''}`;
  }
  return words;
}
