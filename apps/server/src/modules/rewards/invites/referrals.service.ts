import { assetScales, formatUnits } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { invalid } from '../../../platform/errors';
import { enqueueEvent, type OutboxEvent } from '../../../platform/events/outbox';
import { queueMail } from '../../../platform/mail/queue-mail';
import type { PaymentUpdatedEvent } from '../../funding';
import { insertEarnedBonus } from '../bonuses/user-bonuses.repository';
import { creditFromBudget } from '../budget-credit';
import type { RewardsDeps } from '../rewards.deps';
import { usdText } from '../usd-text';
import { referralRewardMail } from './invite-mail';
import { claimReferralReward, findCodeOwner, insertReferral } from './invites.repository';
import type { ReferralRow } from './invites.tables';
import { type RewardPayout, referralRewardsOf } from './referral-rules';

/**
 * The outbox event of the referral rewards given, for the modules that tell the inviter and the
 * invitee: paid to their balances, or (`paid` false) earned and waiting for an administrator's approval.
 */
export const referralRewardedTopic = 'rewards.referral.rewarded';

export interface ReferralRewardedEvent {
  inviter_id: string;
  invitee_id: string;
  invitee_first_name: string;
  /** Decimal USD each side got ("0" for a side the domain gives nothing). */
  inviter_amount: string;
  invitee_amount: string;
  /** False when the domain pays the rewards on approval: they are a bonus due, not in the balances yet. */
  paid: boolean;
}

/**
 * Records, in the registration's transaction, that the new user came with the invitation `code`: a
 * code of no one on the domain is refused (the registration then writes nothing), so nobody signs
 * up believing they were invited when they were not.
 */
export async function recordReferralIn(
  tx: Database,
  invitee: { tenantId: string; userId: string; email: string; code: string; at: Date },
): Promise<void> {
  const inviterId = await findCodeOwner(tx, invitee.tenantId, invitee.code);
  if (!inviterId) throw invalid('referral_code', 'This invitation code is not valid: check the link you were sent');
  await insertReferral(tx, { ...invitee, inviteeId: invitee.userId, inviterId });
}

type Side = 'inviter' | 'invitee';

/** One side's reward of a referral. */
interface SideReward {
  side: Side;
  userId: string;
  units: bigint;
}

/** What each side's reward is, as a bonus due, when the domain pays referral rewards on approval. */
const bonusSources = { inviter: 'referral_reward', invitee: 'referral_welcome_reward' } as const;

/**
 * Gives one side its reward: paid now from the domain's referral budget (outside the ledger's users,
 * like the signup reward's), or (payout `approval`) recorded as a bonus due for an administrator to pay.
 */
async function giveReward(tx: Database, referral: ReferralRow, reward: SideReward, payout: RewardPayout, at: Date) {
  if (reward.units === 0n) return;
  if (payout === 'automatic') {
    return creditFromBudget(tx, referral.tenantId, {
      budget: 'referral_rewards',
      userId: reward.userId,
      units: reward.units,
      kind: 'referral_reward',
      idempotencyKey: `referral_reward:${referral.inviteeId}:${reward.side}`,
      metadata: { invitee_id: referral.inviteeId, side: reward.side },
    });
  }
  await insertEarnedBonus(tx, {
    tenantId: referral.tenantId,
    userId: reward.userId,
    amountUnits: reward.units,
    source: bonusSources[reward.side],
    sourceKey: `referral:${referral.inviteeId}:${reward.side}`,
    at,
  });
}

/**
 * The watcher of the funding module's payment events: an invited user's first completed deposit gives
 * the domain's referral rewards to their inviter and to them, once (paid, or a bonus due on a domain
 * that pays them on approval), and tells the inviter. It runs in the relay's transaction; the
 * referral's row decides whether they were given already.
 */
export function referralRewardWatcher(deps: RewardsDeps) {
  return async (event: OutboxEvent, tx: Database): Promise<void> => {
    const { user_id: userId, payment } = event.payload as PaymentUpdatedEvent;
    if (!event.tenantId || payment.direction !== 'deposit' || payment.status !== 'COMPLETED') return;
    const rewards = referralRewardsOf(await deps.domainConfigs(tx, event.tenantId));
    const now = deps.clock.now();
    const referral = await claimReferralReward(tx, { tenantId: event.tenantId, inviteeId: userId }, rewards, now);
    if (!referral) return;
    const sides: SideReward[] = [
      { side: 'inviter', userId: referral.inviterId, units: rewards.inviterUnits },
      { side: 'invitee', userId: referral.inviteeId, units: rewards.inviteeUnits },
    ];
    for (const reward of sides) await giveReward(tx, referral, reward, rewards.payout, now);
    const isPaid = rewards.payout === 'automatic';
    const [inviter, invitee, letterhead] = await Promise.all([
      deps.userContact(tx, referral.tenantId, referral.inviterId),
      deps.userContact(tx, referral.tenantId, referral.inviteeId),
      deps.mailLetterhead(tx, referral.tenantId),
    ]);
    const rewarded: ReferralRewardedEvent = {
      inviter_id: referral.inviterId,
      invitee_id: referral.inviteeId,
      invitee_first_name: invitee.firstName,
      inviter_amount: formatUnits(rewards.inviterUnits, assetScales.USD),
      invitee_amount: formatUnits(rewards.inviteeUnits, assetScales.USD),
      paid: isPaid,
    };
    await enqueueEvent(tx, { tenantId: referral.tenantId, topic: referralRewardedTopic, payload: rewarded });
    if (rewards.inviterUnits === 0n) return;
    const amount = usdText(rewards.inviterUnits);
    const mail = referralRewardMail(inviter.firstName, invitee.firstName, amount, isPaid, letterhead);
    await queueMail(tx, referral.tenantId, { to: inviter.email, ...mail });
  };
}
