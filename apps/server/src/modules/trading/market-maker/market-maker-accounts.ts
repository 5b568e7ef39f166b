import { parseUnits, scaleOf } from '@invest/money';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { users } from '../../auth';
import { externalPurpose, getOrCreateAccount, getOrCreateUserAccounts, transfer } from '../../ledger';
import type { TradingActor } from '../matching/place-order.service';

/**
 * The sandbox investors of a demo domain: the market maker, whose limit orders make the book, and a
 * trader who now and then takes one of them (the engine never matches two orders of one owner, so
 * the market maker cannot trade with itself). Both start with the balances given here.
 */
export const sandboxInvestors = {
  maker: {
    email: 'market-maker@sandbox.invalid',
    firstName: 'Sandbox',
    lastName: 'Market Maker',
    balances: { USD: '2000000', ACME: '20000', BTC: '40' },
  },
  taker: {
    email: 'sandbox-trader@sandbox.invalid',
    firstName: 'Sandbox',
    lastName: 'Trader',
    balances: { USD: '500000', ACME: '5000', BTC: '10' },
  },
} as const;

export type SandboxRole = keyof typeof sandboxInvestors;
export const sandboxRoles = Object.keys(sandboxInvestors) as SandboxRole[];

/** The outside account the sandbox investors' starting balances come from (below zero, like any counterpart). */
const sandboxFundingPurpose = externalPurpose('sandbox_market_maker');

/**
 * Credits the sandbox investor's starting balances to their available accounts, as one ledger
 * transfer per asset, once per investor whatever the number of calls (the demo seed runs on every start).
 */
export async function fundSandboxInvestor(db: Database, tenantId: string, userId: string, role: SandboxRole) {
  await inTransaction(db, async (tx) => {
    for (const [asset, amount] of Object.entries(sandboxInvestors[role].balances)) {
      const source = await getOrCreateAccount(tx, tenantId, {
        owner: { kind: 'system' },
        asset,
        purpose: sandboxFundingPurpose,
      });
      const { available } = await getOrCreateUserAccounts(tx, tenantId, userId, asset);
      const units = parseUnits(amount, scaleOf(asset));
      await transfer(tx, tenantId, {
        kind: 'sandbox.funding',
        postings: [
          { account: source, amountUnits: -units },
          { account: available, amountUnits: units },
        ],
        idempotencyKey: `sandbox.funding:${userId}:${asset}`,
      });
    }
  });
}

async function findSandboxUsers(db: Database, tenantId?: string) {
  const emails = sandboxRoles.map((role) => sandboxInvestors[role].email);
  const rows = await db
    .select({ tenantId: users.tenantId, userId: users.id, email: users.email, investorId: users.investorId })
    .from(users)
    .where(and(inArray(users.email, emails), tenantId ? eq(users.tenantId, tenantId) : undefined));
  return rows.map((row) => ({ ...row, role: sandboxRoles.find((role) => sandboxInvestors[role].email === row.email) }));
}

/** The ids of the tenant's sandbox investors created so far. */
export async function findSandboxInvestorIds(
  db: Database,
  tenantId: string,
): Promise<Partial<Record<SandboxRole, string>>> {
  const found = await findSandboxUsers(db, tenantId);
  return Object.fromEntries(found.map((row) => [row.role, row.userId]));
}

/** Each domain whose sandbox investors both exist and may trade: the market maker works for these. */
export async function findSandboxDesks(
  db: Database,
): Promise<{ tenantId: string; maker: TradingActor; taker: TradingActor }[]> {
  const found = await findSandboxUsers(db);
  return [...new Set(found.map((row) => row.tenantId))].flatMap((tenantId) => {
    const actorOf = (role: SandboxRole): TradingActor | null => {
      const row = found.find((investor) => investor.tenantId === tenantId && investor.role === role);
      return row?.investorId ? { tenantId, userId: row.userId, investorId: row.investorId } : null;
    };
    const maker = actorOf('maker');
    const taker = actorOf('taker');
    return maker && taker ? [{ tenantId, maker, taker }] : [];
  });
}
