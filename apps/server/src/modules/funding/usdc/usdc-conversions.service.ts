import { randomUUID } from 'node:crypto';
import type {
  ConversionAsset,
  Page,
  UsdcConversion,
  UsdcConversionQuery,
  UsdcConversionRequest,
  UsdcConversionUpdate,
} from '@invest/contracts';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, notFound } from '../../../platform/errors';
import { hold } from '../../ledger';
import type { Actor, FundingDeps } from '../funding.deps';
import { parseAmount } from '../payments/amounts';
import { toUsdcConversion } from './usdc-conversion.mapper';
import { releaseConversionHold, scheduleConversion } from './usdc-conversion-settlement';
import * as repo from './usdc-conversions.repository';

/**
 * A USDC balance entry the investor writes (POST and PUT digtl-balance) is a conversion between
 * their USDC and their US dollars, 1:1, with the platform's treasury on the other side; it settles a
 * moment later. The source amount is held from the start; completion moves it and credits the
 * target. No fee: the domain's payment rules price funding methods, and a conversion is none of them.
 */

const sourceOf = (to: ConversionAsset): ConversionAsset => (to === 'USD' ? 'USDC' : 'USD');

/**
 * Base units of `amount` in the source asset; a 400 on `amount` unless both assets hold it exactly
 * (US dollars have cents, so a conversion is in whole cents either way).
 */
function readAmount(amount: string | number, from: ConversionAsset, to: ConversionAsset): bigint {
  const units = parseAmount(amount, from);
  parseAmount(amount, to);
  return units;
}

/** Holds the source amount for conversion `id`; INS-1 on `amount` when the available balance lacks it. */
async function holdSource(
  tx: Database,
  actor: Actor,
  conversion: { id: string; from: ConversionAsset },
  amountUnits: bigint,
): Promise<string> {
  const held = await hold(tx, actor.tenantId, {
    userId: actor.userId,
    asset: conversion.from,
    amountUnits,
    metadata: { conversion_id: conversion.id },
  }).catch((error: unknown) => {
    if (!(error instanceof AppError && error.code === 'INS-1')) throw error;
    const message = `Insufficient funds: your available ${conversion.from} does not cover this conversion`;
    throw new AppError('INS-1', message, { errors: { amount: [message] } });
  });
  return held.id;
}

/**
 * POST digtl-balance: holds the amount of the other asset and records the conversion PENDING; the
 * custodian settles it (the sandbox a moment later, through the outbox). A second request with the
 * same Idempotency-Key answers the first one's conversion.
 */
export async function createUsdcConversion(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'custody'>,
  actor: Actor,
  idempotencyKey: string,
  body: UsdcConversionRequest,
): Promise<UsdcConversion> {
  const earlier = await repo.findConversionByKey(deps.db, actor, idempotencyKey);
  if (earlier) return toUsdcConversion(earlier);
  const from = sourceOf(body.to);
  const amountUnits = readAmount(body.amount, from, body.to);
  const id = randomUUID();
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const holdId = await holdSource(tx, actor, { id, from }, amountUnits);
    const row = await repo.insertConversion(tx, {
      id,
      tenantId: actor.tenantId,
      userId: actor.userId,
      fromAsset: from,
      toAsset: body.to,
      amountUnits,
      status: 'PENDING',
      failureReason: null,
      provider: deps.custody.name,
      isSandbox: deps.custody.isSandbox,
      idempotencyKey,
      holdId,
      createdAt: now,
      updatedAt: now,
      completedAt: null,
    });
    await scheduleConversion(tx, row);
    return toUsdcConversion(row);
  });
}

/** The caller's own conversion, locked; 404 for anyone else's. */
async function lockOwnConversion(tx: Database, actor: Actor, id: string): Promise<repo.UsdcConversionRow> {
  const row = await repo.lockConversion(tx, actor.tenantId, id);
  if (!row || row.userId !== actor.userId) throw notFound('Conversion');
  return row;
}

/**
 * PUT digtl-balance/{id}: while the conversion is PENDING, a new amount (the old hold released and
 * a new one opened, INS-1 when the new amount is not available) or its cancellation (the hold
 * released). Settled or cancelled already: 409.
 */
export async function updateUsdcConversion(
  deps: Pick<FundingDeps, 'db' | 'clock'>,
  actor: Actor,
  id: string,
  body: UsdcConversionUpdate,
): Promise<UsdcConversion> {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const row = await lockOwnConversion(tx, actor, id);
    if (row.status !== 'PENDING') {
      throw new AppError(
        'CONFLICT',
        `This conversion is ${row.status.toLowerCase()}: only a pending one can be changed`,
      );
    }
    // The schema takes an amount unless the status is CANCELLED, and none with it.
    if (body.amount === undefined) {
      await releaseConversionHold(tx, row);
      return toUsdcConversion(await repo.updateConversion(tx, row.id, { status: 'CANCELLED', updatedAt: now }));
    }
    const amountUnits = readAmount(body.amount, row.fromAsset, row.toAsset);
    if (amountUnits === row.amountUnits) return toUsdcConversion(row);
    await releaseConversionHold(tx, row);
    const holdId = await holdSource(tx, actor, { id: row.id, from: row.fromAsset }, amountUnits);
    return toUsdcConversion(await repo.updateConversion(tx, row.id, { amountUnits, holdId, updatedAt: now }));
  });
}

/** GET digtl-balance/conversions: the user's conversions, of one status or all, newest first. */
export async function findUsdcConversions(
  deps: Pick<FundingDeps, 'db'>,
  actor: Actor,
  query: UsdcConversionQuery,
): Promise<Page<UsdcConversion>> {
  const { rows, total } = await repo.findConversionsPage(deps.db, actor, query);
  return { items: rows.map(toUsdcConversion), page: query.page, limit: query.limit, total };
}
