import type { Dashboard, Page, Payment, PaymentHistoryQuery } from '@invest/contracts';
import { formatUnits } from '@invest/money';
import { notFound } from '../../../platform/errors';
import { getBalances } from '../../ledger';
import type { Actor, FundingDeps } from '../funding.deps';
import { toPayment } from './payment.mapper';
import * as repo from './payments.repository';

/** GET /dashboard: balances per asset, and the deposits and withdrawals still under way. */
export async function getDashboard(deps: Pick<FundingDeps, 'db'>, actor: Actor): Promise<Dashboard> {
  const balances = await getBalances(deps.db, actor.tenantId, actor.userId);
  const pending = await repo.findPaymentsWithStatus(deps.db, actor.tenantId, actor.userId, ['PENDING', 'confirmed']);
  return {
    balances: balances.map((balance) => ({
      asset: balance.asset,
      available: formatUnits(balance.availableUnits, balance.scale),
      held: formatUnits(balance.heldUnits, balance.scale),
    })),
    pending_deposits: pending.filter((row) => row.direction === 'deposit' && row.status === 'PENDING').map(toPayment),
    pending_withdrawals: pending.filter((row) => row.direction === 'withdrawal').map(toPayment),
  };
}

/** GET funding/payments: the user's deposits and withdrawals, newest first, narrowed as asked. */
export async function findOwnPayments(
  deps: Pick<FundingDeps, 'db'>,
  actor: Actor,
  query: PaymentHistoryQuery,
): Promise<Page<Payment>> {
  const { page, limit, ...filter } = query;
  const { rows, total } = await repo.findPaymentsPage(deps.db, actor.tenantId, actor.userId, { page, limit }, filter);
  return { items: rows.map(toPayment), page: query.page, limit: query.limit, total };
}

/**
 * GET funding/payments/{id}: one of the user's payments, whatever its method (404 for anyone else's),
 * which a screen reads while the payment is pending and its live updates cannot reach it.
 */
export async function getOwnPayment(deps: Pick<FundingDeps, 'db'>, actor: Actor, id: string): Promise<Payment> {
  const row = await repo.findOwnPayment(deps.db, actor.tenantId, actor.userId, id);
  if (!row) throw notFound('Payment');
  return toPayment(row);
}
