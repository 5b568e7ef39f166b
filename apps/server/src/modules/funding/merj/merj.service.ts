import type { MerjAccountSummary, MerjDepositPayload, MerjDepositRequest } from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import { inTransaction } from '../../../platform/db/transaction';
import { getOrCreateAccount, getOrCreateUserAccounts, getVenueBalances, transfer, venuePurposes } from '../../ledger';
import type { Actor, FundingDeps } from '../funding.deps';
import { parseAmount } from '../payments/amounts';

/** The asset the merj sub-account is funded in. */
const asset = 'USD';

/** GET merj/account/summary: what the caller's merj sub-account holds, US dollars always listed. */
export async function getMerjSummary(deps: Pick<FundingDeps, 'db'>, actor: Actor): Promise<MerjAccountSummary> {
  const held = await getVenueBalances(deps.db, actor.tenantId, actor.userId, venuePurposes.merj);
  const balances = held.map((entry) => ({ asset: entry.asset, balance: formatUnits(entry.balanceUnits, entry.scale) }));
  if (!balances.some((entry) => entry.asset === asset)) balances.unshift({ asset, balance: '0' });
  return { integration_service: 'merj', balances };
}

/**
 * POST merj/account/deposit: moves US dollars from the caller's available balance into their merj
 * sub-account, one ledger transfer between their own accounts. Refused with INS-1 (422) beyond the
 * available balance, moving nothing; a retry with the same Idempotency-Key moves nothing again.
 */
export async function depositToMerj(
  deps: Pick<FundingDeps, 'db'>,
  actor: Actor,
  idempotencyKey: string,
  body: MerjDepositRequest,
): Promise<MerjDepositPayload> {
  const amountUnits = parseAmount(body.amount, asset);
  const moved = await inTransaction(deps.db, async (tx) => {
    const { available } = await getOrCreateUserAccounts(tx, actor.tenantId, actor.userId, asset);
    const merj = await getOrCreateAccount(tx, actor.tenantId, {
      owner: { kind: 'user', userId: actor.userId },
      asset,
      purpose: venuePurposes.merj,
    });
    return transfer(tx, actor.tenantId, {
      kind: 'merj.deposit',
      postings: [
        { account: available, amountUnits: -amountUnits },
        { account: merj, amountUnits },
      ],
      idempotencyKey: `merj-deposit:${actor.userId}:${idempotencyKey}`,
      metadata: { integration_service: 'merj' },
    });
  });
  return {
    transaction_id: moved.id,
    asset,
    amount: formatUnits(amountUnits, scaleOf(asset)),
    summary: await getMerjSummary(deps, actor),
  };
}
