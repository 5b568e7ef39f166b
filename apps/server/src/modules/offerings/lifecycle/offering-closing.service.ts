import type { AdminOffering, OfferingState } from '@invest/contracts';
import { scaleOf } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import {
  externalPurpose,
  getOrCreateAccount,
  getOrCreateUserAccounts,
  offeringEscrowPurpose,
  release,
  transferMany,
} from '../../ledger';
import { canMoveOffering } from '../catalogue/offering-states';
import { insertStateChange, moveOfferingState, type OfferingRow } from '../catalogue/offerings.repository';
import { getAdminOffering } from '../catalogue/offerings-admin.service';
import type { OfferingsDeps } from '../offerings.deps';
import {
  endActiveCommitments,
  findActiveCommitments,
  lockOffering,
  type SubscriptionRow,
} from '../subscriptions/subscriptions.repository';

type Admin = Pick<AuthContext, 'tenantId' | 'userId'>;

const closedStates: readonly OfferingState[] = ['funded', 'failed', 'listed'];

/** Where an offering's shares come from: the issuer, outside the platform (its balance is what was issued). */
export const issuerPurpose = (offeringId: string) => externalPurpose(`offering-${offeringId}`);

/**
 * Settles a funded offering in one transaction: each commitment's hold is released and, in one
 * ledger batch, each investor pays their amount into the offering's escrow account (what the issuer
 * is owed) and receives their shares from the issuer's account, both legs in one ledger transaction
 * of kind `offering.settlement`, as a trade has them.
 */
async function settle(tx: Database, offering: OfferingRow, commitments: SubscriptionRow[]) {
  const { tenantId } = offering;
  const system = { kind: 'system' } as const;
  const escrow = await getOrCreateAccount(tx, tenantId, {
    owner: system,
    asset: offering.quoteAsset,
    purpose: offeringEscrowPurpose(offering.id),
  });
  const issuer = await getOrCreateAccount(tx, tenantId, {
    owner: system,
    asset: offering.asset,
    purpose: issuerPurpose(offering.id),
  });
  const metadata = { offering_id: offering.id };
  const shareUnit = 10n ** BigInt(scaleOf(offering.asset));
  const settlements = [];
  for (const commitment of commitments) {
    await release(tx, tenantId, {
      holdId: commitment.holdId,
      idempotencyKey: `offering-close:${offering.id}:release:${commitment.id}`,
      metadata,
    });
    const money = await getOrCreateUserAccounts(tx, tenantId, commitment.userId, offering.quoteAsset);
    const shares = await getOrCreateUserAccounts(tx, tenantId, commitment.userId, offering.asset);
    const shareUnits = commitment.shareQuantity * shareUnit;
    settlements.push({
      kind: 'offering.settlement',
      postings: [
        { account: money.available, amountUnits: -commitment.amountUnits },
        { account: escrow, amountUnits: commitment.amountUnits },
        { account: issuer, amountUnits: -shareUnits },
        { account: shares.available, amountUnits: shareUnits },
      ],
      idempotencyKey: `offering-close:${offering.id}:settle:${commitment.id}`,
      metadata: { ...metadata, subscription_id: commitment.id },
    });
  }
  await transferMany(tx, tenantId, settlements);
}

async function releaseAll(tx: Database, offering: OfferingRow, commitments: SubscriptionRow[]) {
  for (const commitment of commitments) {
    await release(tx, offering.tenantId, {
      holdId: commitment.holdId,
      idempotencyKey: `offering-close:${offering.id}:release:${commitment.id}`,
      metadata: { offering_id: offering.id },
    });
  }
}

/** Refuses closing before the deadline unless nothing is left to raise. */
function assertMayClose(offering: OfferingRow, raised: bigint, now: Date) {
  if (!canMoveOffering(offering.workflow, offering.state, 'closing')) {
    throw new AppError('CONFLICT', `An offering that is ${offering.state} cannot close`);
  }
  if (now < offering.closesAt && raised < offering.maxRaiseUnits) {
    throw new AppError(
      'BUSINESS_RULE',
      `This offering closes at ${offering.closesAt.toISOString()}; before then only when fully subscribed`,
    );
  }
}

/**
 * Closes the offering: one that reached its target is funded (the money paid, the shares
 * delivered), one that did not has failed (every hold released). Both happen in one transaction
 * with the offering locked, so closing twice, or twice at once, settles once. `actorId` is the
 * administrator who closed it, or null for the schedule at the deadline.
 */
export async function settleOffering(
  deps: OfferingsDeps,
  scope: { tenantId: string; offeringId: string },
  actorId: string | null,
): Promise<void> {
  const { tenantId, offeringId } = scope;
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const offering = await lockOffering(tx, tenantId, offeringId);
    if (!offering) throw notFound('Offering');
    if (closedStates.includes(offering.state)) return;
    const commitments = await findActiveCommitments(tx, tenantId, offeringId);
    const raised = commitments.reduce((sum, commitment) => sum + commitment.amountUnits, 0n);
    assertMayClose(offering, raised, now);
    const isFunded = raised >= offering.targetRaiseUnits;
    if (isFunded) await settle(tx, offering, commitments);
    else await releaseAll(tx, offering, commitments);
    await endActiveCommitments(tx, tenantId, offeringId, isFunded ? 'settled' : 'released', now);
    const outcome = isFunded ? 'funded' : 'failed';
    await moveOfferingState(tx, scope, offering.state, outcome, now);
    const change = { tenantId, offeringId, actorId, at: now };
    await insertStateChange(tx, { ...change, fromState: offering.state, toState: 'closing', reason: null });
    await insertStateChange(tx, {
      ...change,
      fromState: 'closing',
      toState: outcome,
      reason: isFunded ? 'target reached' : 'target not reached',
    });
  });
}

/** POST /v1/admin/offerings/{id}/close: an administrator closes the offering (see settleOffering). */
export async function closeOffering(deps: OfferingsDeps, admin: Admin, offeringId: string): Promise<AdminOffering> {
  await settleOffering(deps, { tenantId: admin.tenantId, offeringId }, admin.userId);
  return getAdminOffering(deps, admin, offeringId);
}
