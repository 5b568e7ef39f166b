import { randomUUID } from 'node:crypto';
import type { AllocationMethod } from '@invest/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { selectRows } from '../../platform/db/raw-rows';
import { inTransaction } from '../../platform/db/transaction';
import {
  getOrCreateAccount,
  getOrCreateUserAccountsOf,
  openHolds,
  type TransferInput,
  transferMany,
  type UserAccounts,
  userAssetKey,
} from '../ledger';

/**
 * A large oversubscribed ipo written straight into the database, as many investors would have made
 * it through the API, for the benchmark of its closing and the test that kills a closing halfway:
 * each investor has deposited 10,000 USD and committed to 10 shares at 10 USD (a hold of 100 USD);
 * the ipo is priced, past its deadline, and has shares for half of what was asked.
 */

export const loadDepositUnits = 1_000_000n;
export const loadSharesEach = 10n;
export const loadPriceUnits = 1000n;

const rowsPerStatement = 2000;

export interface LoadInvestor {
  userId: string;
  accounts: UserAccounts;
}

/** `count` investors of the tenant with their deposit in their available USD account. */
export async function seedLoadInvestors(db: Database, tenantId: string, count: number): Promise<LoadInvestor[]> {
  const created = await selectRows<{ id: string }>(
    db,
    sql`insert into users (tenant_id, email, password_hash, first_name, last_name, user_type)
      select ${tenantId}, 'investor-' || n || '-' || ${randomUUID()} || '@example.test', 'x', 'Load', 'Investor', 'Individual'
      from generate_series(1, ${count}) as n returning id`,
  );
  const userIds = created.map((row) => row.id);
  const accounts = await inTransaction(db, (tx) =>
    getOrCreateUserAccountsOf(
      tx,
      tenantId,
      userIds.map((userId) => ({ userId, asset: 'USD' })),
    ),
  );
  const external = await inTransaction(db, (tx) =>
    getOrCreateAccount(tx, tenantId, { owner: { kind: 'system' }, asset: 'USD', purpose: 'external:load' }),
  );
  const investors = userIds.map((userId) => ({
    userId,
    accounts: accounts.get(userAssetKey(userId, 'USD')) as UserAccounts,
  }));
  for (let at = 0; at < investors.length; at += rowsPerStatement) {
    const deposits = investors.slice(at, at + rowsPerStatement).map(
      ({ accounts: { available } }): TransferInput => ({
        kind: 'deposit',
        postings: [
          { account: external, amountUnits: -loadDepositUnits },
          { account: available, amountUnits: loadDepositUnits },
        ],
      }),
    );
    await inTransaction(db, (tx) => transferMany(tx, tenantId, deposits));
  }
  return investors;
}

/** The priced ipo past its deadline, with one commitment (and its hold) per investor; its id. */
export async function seedLoadIpo(
  db: Database,
  tenantId: string,
  investors: readonly LoadInvestor[],
  allocationMethod: AllocationMethod,
): Promise<string> {
  const maxRaiseUnits = (BigInt(investors.length) * loadSharesEach * loadPriceUnits) / 2n;
  const asset = `LOAD${randomUUID().slice(0, 6).toUpperCase()}`;
  const [offering] = await selectRows<{ id: string }>(
    db,
    sql`insert into offerings (tenant_id, name, issuer_name, summary, asset, quote_asset, workflow, security_type,
        price_units, price_low_units, price_high_units, min_investment_units, target_raise_units, max_raise_units,
        opens_at, closes_at, accredited_only, state, allocation_method, created_by, created_at, updated_at)
      values (${tenantId}, 'Load IPO', 'Load Inc.', 'An offering under load.', ${asset}, 'USD', 'ipo', 'common_equity',
        ${loadPriceUnits}, 800, 1200, 1000, 100000, ${maxRaiseUnits},
        now() - interval '2 days', now() - interval '1 minute', false, 'priced', ${allocationMethod},
        ${investors[0]?.userId}, now(), now())
      returning id`,
  );
  const offeringId = offering?.id as string;
  const amountUnits = loadSharesEach * loadPriceUnits;
  for (let at = 0; at < investors.length; at += rowsPerStatement) {
    const holds = investors
      .slice(at, at + rowsPerStatement)
      .map(({ userId, accounts }) => ({ holdId: randomUUID(), userId, accounts, amountUnits, metadata: {} }));
    const rows = JSON.stringify(holds.map((hold) => ({ user_id: hold.userId, hold_id: hold.holdId })));
    await inTransaction(db, async (tx) => {
      await openHolds(tx, tenantId, holds);
      await tx.execute(sql`insert into offering_subscriptions (tenant_id, offering_id, user_id, share_quantity,
          price_units, amount_units, max_price_units, hold_id, status, signer_name, signed_at, created_at, updated_at)
        select ${tenantId}, ${offeringId}, c.user_id, ${loadSharesEach}, ${loadPriceUnits}, ${amountUnits},
          ${loadPriceUnits}, c.hold_id, 'active', 'Load Investor', now(), now(), now()
        from jsonb_to_recordset(${rows}::jsonb) as c(user_id uuid, hold_id uuid)`);
    });
  }
  return offeringId;
}
