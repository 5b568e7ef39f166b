import { assetScales, formatUnits } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { invalid } from '../../../platform/errors';
import { enqueueEvent, type OutboxEvent } from '../../../platform/events/outbox';
import { queueMail } from '../../../platform/mail/queue-mail';
import type { PaymentUpdatedEvent } from '../../funding';
import { externalPurpose, getOrCreateAccount, transfer } from '../../ledger';
import type { RewardsDeps } from '../rewards.deps';
import { usdText } from '../usd-text';
import { referralRewardMail } from './invite-mail';
import { claimReferralReward, findCodeOwner, insertReferral } from './invites.repository';
import type { ReferralRow } from './invites.tables';
import { referralRewardsOf } from './referral-rules';

/** The outbox event of the referral rewards paid, for the modules that tell the inviter and the invitee. */
export const referralRewardedTopic = 'rewards.referral.rewarded';

export interface ReferralRewardedEvent {
  inviter_id: string;
  invitee_id: string;
  invitee_first_name: string;
  /** Decimal USD each side got ("0" for a side the domain gives nothing). */
  inviter_amount: string;
  invitee_amount: string;
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

/** Pays `units` from the domain's referral budget (outside the ledger's users, like the signup reward's) to the user. */
async function payReward(tx: Database, referral: ReferralRow, userId: string, units: bigint, side: string) {
  if (units === 0n) return;
  const [budget, available] = await Promise.all([
    getOrCreateAccount(tx, referral.tenantId, {
      owner: { kind: 'system' },
      asset: 'USD',
      purpose: externalPurpose('referral_rewards'),
    }),
    getOrCreateAccount(tx, referral.tenantId, { owner: { kind: 'user', userId }, asset: 'USD', purpose: 'available' }),
  ]);
  await transfer(tx, referral.tenantId, {
    kind: 'referral_reward',
    postings: [
      { account: budget, amountUnits: -units },
      { account: available, amountUnits: units },
    ],
    idempotencyKey: `referral_reward:${referral.inviteeId}:${side}`,
    metadata: { invitee_id: referral.inviteeId, side },
  });
}

/**
 * The watcher of the funding module's payment events: an invited user's first completed deposit pays
 * the domain's referral rewards to their inviter and to them, once, and tells the inviter. It runs in
 * the relay's transaction; the referral's row decides whether it was paid already.
 */
export function referralRewardWatcher(deps: RewardsDeps) {
  return async (event: OutboxEvent, tx: Database): Promise<void> => {
    const { user_id: userId, payment } = event.payload as PaymentUpdatedEvent;
    if (!event.tenantId || payment.direction !== 'deposit' || payment.status !== 'COMPLETED') return;
    const rewards = referralRewardsOf(await deps.domainConfigs(tx, event.tenantId));
    const referral = await claimReferralReward(
      tx,
      { tenantId: event.tenantId, inviteeId: userId },
      rewards,
      deps.clock.now(),
    );
    if (!referral) return;
    await payReward(tx, referral, referral.inviterId, rewards.inviterUnits, 'inviter');
    await payReward(tx, referral, referral.inviteeId, rewards.inviteeUnits, 'invitee');
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
    };
    await enqueueEvent(tx, { tenantId: referral.tenantId, topic: referralRewardedTopic, payload: rewarded });
    if (rewards.inviterUnits === 0n) return;
    const mail = referralRewardMail(inviter.firstName, invitee.firstName, usdText(rewards.inviterUnits), letterhead);
    await queueMail(tx, referral.tenantId, { to: inviter.email, ...mail });
  };
}
