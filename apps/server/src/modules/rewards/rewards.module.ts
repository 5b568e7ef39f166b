import type { Database } from '../../platform/db/database';
import type { IntervalJob } from '../../platform/jobs/interval-job';
import type { ServerModule } from '../../platform/module';
import { paymentUpdatedTopic } from '../funding';
import { userBonusRoutes } from './bonuses/user-bonuses.routes';
import { createGiftCardExpiry } from './gift-cards/gift-card-expiry';
import { redeemGiftCardIn } from './gift-cards/gift-card-redemption.service';
import { giftCardRoutes } from './gift-cards/gift-cards.routes';
import { inviteRoutes } from './invites/invites.routes';
import { recordReferralIn, referralRewardWatcher } from './invites/referrals.service';
import type { RewardsDeps } from './rewards.deps';

export interface RewardsModule extends ServerModule {
  /** The worker's job that gives lapsed gift cards back to their senders. */
  giftCardExpiry: IntervalJob<number>;
  /**
   * Claims a gift card for a user who just signed up with its code, in the registration's transaction;
   * a code that cannot be claimed is refused as `gift_card_code`, so the registration writes nothing.
   */
  redeemAtSignup(tx: Database, input: { tenantId: string; userId: string; code: string }): Promise<void>;
  /**
   * Records who invited a user who just signed up with an invitation code, in the registration's
   * transaction; a code of no one on the domain is refused as `referral_code`.
   */
  recordReferralAtSignup(
    tx: Database,
    input: { tenantId: string; userId: string; email: string; code: string; at: Date },
  ): Promise<void>;
}

/**
 * Rewards: gift cards, with the worker's job that ends lapsed cards; invitations, with the referral
 * rewards an invitee's first deposit pays or, on a domain that pays them on approval, makes a bonus
 * due (a watcher of the funding module's payment events); the bonuses administrators pay; and the
 * signup reward (index.ts).
 */
export function createRewardsModule(deps: RewardsDeps): RewardsModule {
  const giftCardExpiry = createGiftCardExpiry(deps);
  return {
    giftCardExpiry,
    redeemAtSignup: async (tx, { code, ...claimant }) => {
      await redeemGiftCardIn(deps, tx, claimant, code, 'gift_card_code');
    },
    recordReferralAtSignup: recordReferralIn,
    outboxWatchers: { [paymentUpdatedTopic]: referralRewardWatcher(deps) },
    worker: () => ({ start: () => giftCardExpiry.start(), stop: () => giftCardExpiry.stop() }),
    api: () => ({
      routes: async (app) => {
        await app.register(giftCardRoutes, { deps });
        await app.register(inviteRoutes, { deps });
        await app.register(userBonusRoutes, { deps });
      },
    }),
  };
}
