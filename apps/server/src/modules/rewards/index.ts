export { type UserBonusPaidEvent, userBonusPaidTopic } from './bonuses/user-bonuses.service';
export {
  type GiftCardRedeemedEvent,
  giftCardRedeemedTopic,
} from './gift-cards/gift-card-redemption.service';
export {
  type ReferralRewardedEvent,
  referralRewardedTopic,
} from './invites/referrals.service';
export { createRewardsModule, type RewardsModule } from './rewards.module';
export { grantSignupReward } from './signup-reward';
