import { configUsdUnits } from '../config-amounts';

/**
 * How a domain pays its referral rewards (config `reward_payout`): `automatic` (the default) credits
 * them at the invitee's first completed deposit; `approval` makes them a bonus due to each side there,
 * which an administrator pays later (POST reports/user-bonus).
 */
export type RewardPayout = 'automatic' | 'approval';

/**
 * A domain's referral rewards, from its configs (dollar amounts like `signup_reward`):
 * `referral_reward` goes to the inviter and `referral_welcome_reward` to the invitee, once, when
 * the invitee's first deposit completes. Either may be unset (nothing is given on that side).
 */
export function referralRewardsOf(configs: Record<string, unknown>) {
  const payout: RewardPayout = configs.reward_payout === 'approval' ? 'approval' : 'automatic';
  return {
    inviterUnits: configUsdUnits(configs.referral_reward) ?? 0n,
    inviteeUnits: configUsdUnits(configs.referral_welcome_reward) ?? 0n,
    payout,
  };
}
