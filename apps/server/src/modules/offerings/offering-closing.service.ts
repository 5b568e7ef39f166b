import type { AdminOffering, OfferingState } from '@invest/contracts';
import { scaleOf } from '@invest/money';
import type { Database } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/context';
import {
  captureHolds,
  externalPurpose,
  getOrCreateAccount,
  getOrCreateUserAccounts,
  offeringEscrowPurpose,
  release,
  transfer,
} from '../ledger';
import { canMoveOffering } from './offering-states';
import type { OfferingsDeps } from './offerings.deps';
import { insertStateChange, moveOfferingState, type OfferingRow } from './offerings.repository';
import { getAdminOffering } from './offerings-admin.service';
import {
  endActiveCommitments,
  findActiveCommitments,
  lockOffering,
  type SubscriptionRow,
} from './subscriptions.repository';

type Admin = Pick<AuthContext, 'tenantId' | 'userId'>;

const closedStates: readonly OfferingState[] = ['funded', 'failed', 'listed'];

/** Where an offering's shares come from: the issuer, outside the platform (its balance is what was issued). */
export const issuerPurpose = (offeringId: string) => externalPurpose(`offering-${offeringId}`);

/**
 * Settles a funded offering in one transaction: every commitment's hold is captured into the
 * offering's escrow account (what the issuer is owed), and each investor receives their shares
 * from the issuer's account.
 */
async function settle(tx: Database, offering: OfferingRow, commitments: SubscriptionRow[]) {
  const { tenantId } = offering;
  const escrow = await getOrCreateAccount(tx, tenantId, {
    owner: { kind: 'system' },
    asset: offering.quoteAsset,
    purpose: offeringEscrowPurpose(offering.id),
  });
  const metadata = { offering_id: offering.id };
  await captureHolds(tx, tenantId, {
    parts: commitments.map((commitment) => ({
      holdId: commitment.holdId,
      to: [{ account: escrow, amountUnits: commitment.amountUnits }],
    })),
    kind: 'offering.subscription',
    idempotencyKey: `offering-close:${offering.id}:capture`,
    metadata,
  });
  const shareUnit = 10n ** BigInt(scaleOf(offering.asset));
  const issuer = await getOrCreateAccount(tx, tenantId, {
    owner: { kind: 'system' },
    asset: offering.asset,
    purpose: issuerPurpose(offering.id),
  });
  const deliveries = [];
  for (const commitment of commitments) {
    const { available } = await getOrCreateUserAccounts(tx, tenantId, commitment.userId, offering.asset);
    deliveries.push({ account: available, amountUnits: commitment.shareQuantity * shareUnit });
  }
  const issued = deliveries.reduce((sum, delivery) => sum + delivery.amountUnits, 0n);
  await transfer(tx, tenantId, {
    kind: 'offering.delivery',
    postings: [{ account: issuer, amountUnits: -issued }, ...deliveries],
    idempotencyKey: `offering-close:${offering.id}:delivery`,
    metadata,
  });
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
 * POST /v1/admin/offerings/{id}/close: an offering that reached its target is funded (the money
 * captured, the shares delivered); one that did not has failed (every hold released). Both happen
 * in one transaction with the offering locked, so closing twice, or twice at once, settles once.
 */
export async function closeOffering(deps: OfferingsDeps, admin: Admin, offeringId: string): Promise<AdminOffering> {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const offering = await lockOffering(tx, admin.tenantId, offeringId);
    if (!offering) throw notFound('Offering');
    if (closedStates.includes(offering.state)) return;
    const commitments = await findActiveCommitments(tx, admin.tenantId, offeringId);
    const raised = commitments.reduce((sum, commitment) => sum + commitment.amountUnits, 0n);
    assertMayClose(offering, raised, now);
    const isFunded = raised >= offering.targetRaiseUnits;
    if (isFunded) await settle(tx, offering, commitments);
    else await releaseAll(tx, offering, commitments);
    await endActiveCommitments(tx, admin.tenantId, offeringId, isFunded ? 'settled' : 'released', now);
    const scope = { tenantId: admin.tenantId, offeringId };
    const outcome = isFunded ? 'funded' : 'failed';
    await moveOfferingState(tx, scope, offering.state, outcome, now);
    const change = { tenantId: admin.tenantId, offeringId, actorId: admin.userId, at: now };
    await insertStateChange(tx, { ...change, fromState: offering.state, toState: 'closing', reason: null });
    await insertStateChange(tx, {
      ...change,
      fromState: 'closing',
      toState: outcome,
      reason: isFunded ? 'target reached' : 'target not reached',
    });
  });
  return getAdminOffering(deps, admin, offeringId);
}
