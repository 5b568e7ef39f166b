import { randomInt } from 'node:crypto';
import type { TradingAccount } from '@invest/contracts';
import { AppError, notFound } from '../../../platform/errors';
import type { TradingDeps } from '../trading.deps';
import { toTradingAccount } from './trading-accounts.mapper';
import * as repo from './trading-accounts.repository';

/** Account numbers are nine random digits without a leading zero, so they read the same everywhere. */
const randomAccountNumber = () => String(randomInt(100_000_000, 1_000_000_000));

const maxNumberAttempts = 5;

/**
 * POST /api/accounts: the investor's trading account, created on first call. Concurrent calls meet
 * at the unique user constraint and all answer the one account.
 */
export async function openTradingAccount(
  deps: Pick<TradingDeps, 'db' | 'clock'>,
  actor: { tenantId: string; userId: string; investorId: string | null },
): Promise<TradingAccount> {
  const { investorId } = actor;
  if (!investorId) throw new AppError('FORBIDDEN', 'Your investor account is not active yet');
  for (let attempt = 0; attempt < maxNumberAttempts; attempt += 1) {
    const existing = await repo.findTradingAccountByUser(deps.db, actor.tenantId, actor.userId);
    if (existing) return toTradingAccount(existing, investorId);
    const created = await repo.insertTradingAccount(deps.db, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      accountNumber: randomAccountNumber(),
      status: 'Active',
      createdAt: deps.clock.now(),
    });
    if (created) return toTradingAccount(created, investorId);
  }
  throw new Error('could not allocate a trading account number');
}

/** The caller's trading account with this number; NOT_FOUND for another investor's or none. */
export async function getOwnTradingAccount(
  deps: Pick<TradingDeps, 'db'>,
  actor: { tenantId: string; userId: string },
  accountNumber: string,
): Promise<repo.TradingAccountRow> {
  const account = await repo.findTradingAccountByUser(deps.db, actor.tenantId, actor.userId);
  if (!account || account.accountNumber !== accountNumber) throw notFound('Trading account');
  return account;
}
