import type { AccountOwner } from './ledger.types';

/** The two accounts a user has per asset: what they may spend, and what open orders set aside. */
const userPurposes = ['available', 'held'] as const;
export type UserPurpose = (typeof userPurposes)[number];

/**
 * A user's sub-accounts at an integration service (SPEC 9: merj, bosonic, digtl_ledger): money and
 * instruments they moved there to trade on that venue. Still theirs, but neither spendable here nor
 * set aside by an order.
 */
export const venuePurposes = { merj: 'merj', bosonic: 'bosonic', digtlLedger: 'digtl_ledger' } as const;
export type VenuePurpose = (typeof venuePurposes)[keyof typeof venuePurposes];
const userAccountPurposes = new Set<string>([...userPurposes, ...Object.values(venuePurposes)]);

/**
 * The system's own accounts (SPEC 9 "Entity labels": counter balance and trust; fees, gift card
 * float and bonuses for rewards). Outside parties are `external:<provider>` (the funding
 * counterparts: circle, changenow, transak, bmn, wsb, tree, digtl ...), offerings hold subscriptions
 * in `offering_escrow:<offering id>`.
 */
export const systemPurposes = {
  fees: 'fees',
  giftCardFloat: 'gift_card_float',
  bonuses: 'bonuses',
  counterBalance: 'counter_balance',
  trust: 'trust',
} as const;

export const externalPurpose = (provider: string) => `external:${provider}`;
export const offeringEscrowPurpose = (offeringId: string) => `offering_escrow:${offeringId}`;
/** Where an offering's shares come from: the issuer, outside the platform (its balance is what was issued). */
export const offeringIssuerPurpose = (offeringId: string) => externalPurpose(`offering-${offeringId}`);

const fixedSystemPurposes = new Set<string>(Object.values(systemPurposes));
const qualifiedPurpose = /^(external|offering_escrow):[a-z0-9][a-z0-9_.-]{0,63}$/;

export function isValidPurpose(owner: AccountOwner, purpose: string): boolean {
  if (owner.kind === 'user') return userAccountPurposes.has(purpose);
  return fixedSystemPurposes.has(purpose) || qualifiedPurpose.test(purpose);
}

/**
 * The outside world's side of a deposit or withdrawal: money enters the ledger from it, so its
 * balance is negative (what the platform owes its users from that provider). No other account may
 * go below zero.
 */
export const allowsNegative = (purpose: string) => purpose.startsWith('external:');

/**
 * Balance rows of a hot account. Every trade credits the fee account: as one row it would serialise
 * all trades of a tenant on one row lock, so it is split into shards that transfers take in turn.
 * 32 is above the connections one process uses (DATABASE_POOL_SIZE, default 10), so concurrent
 * trades of one process rarely meet on a shard.
 */
const hotShardCount = 32;

/**
 * Balance rows of an offering's escrow and issuer accounts: every investor's purchase at closing
 * pays the one and takes from the other, and the closing settles in several transactions at once,
 * each on a shard of its own (see oneShardOf).
 */
export const offeringShardCount = 8;

const isOfferingPurpose = (purpose: string) =>
  purpose.startsWith(offeringEscrowPurpose('')) || purpose.startsWith(offeringIssuerPurpose(''));

export function shardCountOf(owner: AccountOwner, purpose: string): number {
  if (owner.kind !== 'system') return 1;
  if (purpose === systemPurposes.fees) return hotShardCount;
  return isOfferingPurpose(purpose) ? offeringShardCount : 1;
}

const assetCode = /^[A-Z0-9][A-Z0-9._-]{0,31}$/;

/** The stored form of an asset code (upper case), or null when it is not one. */
export function normalizeAsset(asset: string): string | null {
  const code = asset.toUpperCase();
  return assetCode.test(code) ? code : null;
}
