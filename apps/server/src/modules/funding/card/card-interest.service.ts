import type { CardPayInterest, CardPayInterestRequest } from '@invest/contracts';
import { formatUnits, MoneyParseError, toUnits } from '@invest/money';
import { invalid } from '../../../platform/errors';
import type { Actor, FundingDeps } from '../funding.deps';
import * as repo from './card-interest.repository';

/** Card amounts are kept in hundredths of their currency. */
const cardAmountScale = 2;

function hundredthsOf(amount: string | number): bigint {
  try {
    const units = toUnits(amount, cardAmountScale);
    if (units > 0n) return units;
  } catch (error) {
    if (!(error instanceof MoneyParseError)) throw error;
    throw invalid('amount', error.message);
  }
  throw invalid('amount', 'The amount must be greater than zero');
}

/**
 * POST card-pay-interest: the caller would pay by card (in `currency`, for `amount` if they said),
 * where card payments are not offered to them. One record per user, updated by each new request.
 */
export async function registerCardPayInterest(
  deps: Pick<FundingDeps, 'db' | 'clock'>,
  actor: Actor,
  body: CardPayInterestRequest,
): Promise<CardPayInterest> {
  const now = deps.clock.now();
  const row = await repo.upsertCardPayInterest(deps.db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    currency: body.currency,
    amountUnits: body.amount === undefined ? null : hundredthsOf(body.amount),
    createdAt: now,
    updatedAt: now,
  });
  return {
    currency: row.currency,
    amount: row.amountUnits === null ? null : formatUnits(row.amountUnits, cardAmountScale),
    registered_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
