import { configUsdUnits } from '../config-amounts';

/**
 * A domain's referral rewards, from its configs (dollar amounts like `signup_reward`):
 * `referral_reward` is paid to the inviter and `referral_welcome_reward` to the invitee, once, when
 * the invitee's first deposit completes. Either may be unset (nothing is paid on that side).
 */
export function referralRewardsOf(configs: Record<string, unknown>) {
  return {
    inviterUnits: configUsdUnits(configs.referral_reward) ?? 0n,
    inviteeUnits: configUsdUnits(configs.referral_welcome_reward) ?? 0n,
  };
}
