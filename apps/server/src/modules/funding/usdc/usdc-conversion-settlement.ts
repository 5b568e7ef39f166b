import { formatUnits, scaleOf } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { enqueueEvent, type OutboxHandler } from '../../../platform/events/outbox';
import { externalPurpose, getOrCreateAccount, getOrCreateUserAccounts, moveHeld, release } from '../../ledger';
import type { FundingDeps } from '../funding.deps';
import { parseAmount } from '../payments/amounts';
import type { ConversionOutcome } from './custody.port';
import * as repo from './usdc-conversions.repository';

const metadataOf = (row: repo.UsdcConversionRow) => ({ conversion_id: row.id });

/**
 * The platform's treasury, outside the ledger, takes the other side of every conversion: it receives
 * the USDC or dollars converted and pays the other 1:1, and rebalances with its custodian and bank
 * as a treasury does (Fireblocks holds USDC but neither mints nor redeems it).
 */
export const conversionTreasuryPurpose = externalPurpose('treasury');

const treasuryAccount = (tx: Database, row: repo.UsdcConversionRow, asset: string) =>
  getOrCreateAccount(tx, row.tenantId, { owner: { kind: 'system' }, asset, purpose: conversionTreasuryPurpose });

/**
 * One ledger transaction: the held source goes to the treasury's account of that asset, and the same
 * amount of the target comes from the treasury's account of the target to the user.
 */
async function convertHeld(tx: Database, row: repo.UsdcConversionRow): Promise<void> {
  const targetUnits = parseAmount(formatUnits(row.amountUnits, scaleOf(row.fromAsset)), row.toAsset);
  const source = await treasuryAccount(tx, row, row.fromAsset);
  const target = await treasuryAccount(tx, row, row.toAsset);
  const { available } = await getOrCreateUserAccounts(tx, row.tenantId, row.userId, row.toAsset);
  await moveHeld(tx, row.tenantId, [
    {
      kind: 'conversion',
      parts: [{ holdId: row.holdId, to: [{ account: source, amountUnits: row.amountUnits }] }],
      alongside: [
        { account: target, amountUnits: -targetUnits },
        { account: available, amountUnits: targetUnits },
      ],
      metadata: metadataOf(row),
    },
  ]);
}

/** Gives the held source back to the user's available balance. */
export async function releaseConversionHold(tx: Database, row: repo.UsdcConversionRow): Promise<void> {
  await release(tx, row.tenantId, { holdId: row.holdId, metadata: metadataOf(row) });
}

/**
 * Applies the custodian's outcome to a PENDING conversion the caller locked, in the caller's
 * transaction: its one ledger movement and its new status commit together.
 */
async function settleConversion(
  tx: Database,
  row: repo.UsdcConversionRow,
  outcome: ConversionOutcome,
  now: Date,
): Promise<repo.UsdcConversionRow> {
  if (row.status !== 'PENDING') throw new Error('only a pending conversion settles');
  if (outcome.status === 'FAILED') {
    await releaseConversionHold(tx, row);
    return repo.updateConversion(tx, row.id, {
      status: 'FAILED',
      failureReason: outcome.failureReason,
      updatedAt: now,
      completedAt: now,
    });
  }
  await convertHeld(tx, row);
  return repo.updateConversion(tx, row.id, { status: 'COMPLETED', updatedAt: now, completedAt: now });
}

/**
 * A conversion settles a moment after it is asked, through the outbox, with the amount it has then:
 * an amount changed meanwhile is the one converted. The treasury converts it; the sandbox custodian
 * refuses one of 13.13, so the failure path can be tried.
 */
export const conversionTopic = 'funding.usdc.conversion';

export function scheduleConversion(tx: Database, row: repo.UsdcConversionRow): Promise<void> {
  return enqueueEvent(tx, {
    tenantId: row.tenantId,
    topic: conversionTopic,
    payload: { conversion_id: row.id },
  });
}

export function conversionHandler(deps: Pick<FundingDeps, 'clock' | 'custody'>): OutboxHandler {
  return async (event, tx) => {
    const { conversion_id: id } = event.payload as { conversion_id: string };
    if (!event.tenantId) return;
    const row = await repo.lockConversion(tx, event.tenantId, id);
    // Cancelled (or settled) before its turn came: nothing is left to do.
    if (row?.status !== 'PENDING') return;
    const amount = formatUnits(row.amountUnits, scaleOf(row.fromAsset));
    const outcome = deps.custody.sandbox?.settleConversion(amount) ?? { status: 'COMPLETED' };
    await settleConversion(tx, row, outcome, deps.clock.now());
  };
}
