import { randomBytes } from 'node:crypto';
import { parseUnits, scaleOf } from '@invest/money';
import { sql } from 'drizzle-orm';
import { useResource } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import type { Database, DatabaseHandle } from '../../platform/db/database';
import { selectRows } from '../../platform/db/raw-rows';
import { inTransaction } from '../../platform/db/transaction';
import { getBalances, getOrCreateAccount, getOrCreateUserAccounts } from './accounts.service';
import type { LedgerAccount, LedgerTransaction } from './ledger.types';
import { externalPurpose } from './purposes';
import { transfer } from './transfer.service';

/** Test data for the ledger: tenants and users as bare rows, money in from a sandbox provider. */

/** Base units of a decimal amount in an asset ("100.00" USD is 10000n). */
export const units = (amount: string, asset = 'USD') => parseUnits(amount, scaleOf(asset));

async function firstRow<T>(db: Database, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await selectRows<T>(db, query);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertTenant(db: Database): Promise<string> {
  const slug = `ledger-${randomBytes(6).toString('hex')}`;
  const row = await firstRow<{ id: string }>(
    db,
    sql`insert into tenants (slug, company_name) values (${slug}, ${slug}) returning id`,
  );
  return row.id;
}

export async function insertUser(db: Database, tenantId: string): Promise<string> {
  const email = `ledger-${randomBytes(6).toString('hex')}@example.test`;
  const row = await firstRow<{ id: string }>(
    db,
    sql`insert into users (tenant_id, email, password_hash, first_name, last_name, user_type)
        values (${tenantId}, ${email}, 'not-a-hash', 'Ada', 'Lovelace', 'Individual') returning id`,
  );
  return row.id;
}

export interface LedgerTestBed {
  database: DatabaseHandle;
  db: Database;
  tenantId: string;
  newTenant(): Promise<string>;
  newUser(tenantId?: string): Promise<string>;
  /** Runs `work` in its own database transaction, as a caller of the ledger does. */
  run<T>(work: (tx: Database) => Promise<T>): Promise<T>;
  userAccounts(userId: string, asset?: string, tenantId?: string): Promise<Record<'available' | 'held', LedgerAccount>>;
  systemAccount(purpose: string, asset?: string, tenantId?: string): Promise<LedgerAccount>;
  /** Money in from the sandbox provider to the user's available balance. */
  deposit(
    userId: string,
    amount: string,
    options?: { asset?: string; tenantId?: string; idempotencyKey?: string },
  ): Promise<LedgerTransaction>;
  /** A transfer of USD between two users' available balances. */
  pay(fromUserId: string, toUserId: string, amount: string): Promise<LedgerTransaction>;
  balance(userId: string, asset?: string, tenantId?: string): Promise<{ available: bigint; held: bigint }>;
  close(): Promise<void>;
}

/** A test bed created before the file's tests and closed after them; read it inside tests and hooks. */
export const useLedgerTestBed = (): LedgerTestBed => useResource(createLedgerTestBed, (bed) => bed.close());

/** A fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL) with one tenant. */
export async function createLedgerTestBed(): Promise<LedgerTestBed> {
  const database = await createTestDatabase();
  const { db } = database;
  const tenantId = await insertTenant(db);
  const run = <T>(work: (tx: Database) => Promise<T>) => inTransaction(db, work);
  const systemAccount = (purpose: string, asset = 'USD', tenant = tenantId) =>
    run((tx) => getOrCreateAccount(tx, tenant, { owner: { kind: 'system' }, asset, purpose }));
  const userAccounts = (userId: string, asset = 'USD', tenant = tenantId) =>
    run((tx) => getOrCreateUserAccounts(tx, tenant, userId, asset));
  return {
    database,
    db,
    tenantId,
    newTenant: () => insertTenant(db),
    newUser: (tenant = tenantId) => insertUser(db, tenant),
    run,
    userAccounts,
    systemAccount,
    deposit: async (userId, amount, options = {}) => {
      const asset = options.asset ?? 'USD';
      const tenant = options.tenantId ?? tenantId;
      return run(async (tx) => {
        const external = await getOrCreateAccount(tx, tenant, {
          owner: { kind: 'system' },
          asset,
          purpose: externalPurpose('sandbox'),
        });
        const { available } = await getOrCreateUserAccounts(tx, tenant, userId, asset);
        const amountUnits = units(amount, asset);
        return transfer(tx, tenant, {
          kind: 'deposit',
          postings: [
            { account: external, amountUnits: -amountUnits },
            { account: available, amountUnits },
          ],
          idempotencyKey: options.idempotencyKey,
        });
      });
    },
    pay: async (fromUserId, toUserId, amount) => {
      const [from, to] = [await userAccounts(fromUserId), await userAccounts(toUserId)];
      return run((tx) =>
        transfer(tx, tenantId, {
          kind: 'transfer',
          postings: [
            { account: from.available, amountUnits: -units(amount) },
            { account: to.available, amountUnits: units(amount) },
          ],
        }),
      );
    },
    balance: async (userId, asset = 'USD', tenant = tenantId) => {
      const found = (await getBalances(db, tenant, userId)).find((balance) => balance.asset === asset);
      return { available: found?.availableUnits ?? 0n, held: found?.heldUnits ?? 0n };
    },
    close: () => database.close(),
  };
}
