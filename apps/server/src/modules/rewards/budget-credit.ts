import type { Database } from '../../platform/db/database';
import { externalPurpose, getOrCreateAccount, type LedgerMetadata, transfer } from '../ledger';

/**
 * Credits `units` of US dollars from one of the domain's promotion budgets (an outside account such as
 * external:referral_rewards) to the user's available balance, once per `idempotencyKey`.
 */
export async function creditFromBudget(
  tx: Database,
  tenantId: string,
  credit: {
    budget: string;
    userId: string;
    units: bigint;
    kind: string;
    idempotencyKey: string;
    metadata?: LedgerMetadata;
  },
): Promise<void> {
  const [budget, available] = await Promise.all([
    getOrCreateAccount(tx, tenantId, {
      owner: { kind: 'system' },
      asset: 'USD',
      purpose: externalPurpose(credit.budget),
    }),
    getOrCreateAccount(tx, tenantId, {
      owner: { kind: 'user', userId: credit.userId },
      asset: 'USD',
      purpose: 'available',
    }),
  ]);
  await transfer(tx, tenantId, {
    kind: credit.kind,
    postings: [
      { account: budget, amountUnits: -credit.units },
      { account: available, amountUnits: credit.units },
    ],
    idempotencyKey: credit.idempotencyKey,
    ...(credit.metadata ? { metadata: credit.metadata } : {}),
  });
}
