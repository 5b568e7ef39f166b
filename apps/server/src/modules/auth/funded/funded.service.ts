import type { Payment, UserFunded } from '@invest/contracts';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors';
import type { OutboxEvent } from '../../../platform/events/outbox';
import type { AuthContext } from '../../../platform/http/context';
import type { AuthDeps } from '../auth.deps';
import { unauthenticated } from '../sessions.service';
import { findUserById } from '../users.repository';
import { markFunded } from './funded.repository';
import { settleFundedAt } from './funded-milestone';

/** What auth reads of the funding module's payment event (its PaymentUpdatedEvent). */
interface PaymentUpdate {
  user_id: string;
  payment: Payment;
}

const fundedOf = (fundedAt: Date): UserFunded => ({ funded: true, funded_at: fundedAt.toISOString() });

/**
 * POST /v1/account/user-to-funded: the funded milestone, set here from the ledger when the watcher has not set
 * it yet (a deposit whose event is still on its way, an account funded before the milestone existed):
 * the time the ledger credited the first deposit. Calling again answers the same time; before any
 * completed deposit it is refused with 409 and nothing changes.
 */
export async function confirmFunded(deps: AuthDeps, auth: AuthContext): Promise<UserFunded> {
  const user = await findUserById(deps.db, auth.tenantId, auth.userId);
  if (!user) throw unauthenticated();
  const fundedAt = await settleFundedAt(deps, user);
  if (!fundedAt) throw new AppError('CONFLICT', 'Your account has no completed deposit yet');
  return fundedOf(fundedAt);
}

/**
 * The watcher of the funding module's payment events: a deposit completed on any rail (card, bank
 * transfer, USDC, MetaMask, Lightning, swaps, BMN, all of them payments) marks the user funded at its
 * completion time, the first time only. It runs in the relay's transaction, so a relayed event again
 * changes nothing.
 */
export async function markFundedOnDeposit(event: OutboxEvent, tx: Database): Promise<void> {
  const { user_id: userId, payment } = event.payload as PaymentUpdate;
  if (!event.tenantId || payment.direction !== 'deposit' || payment.status !== 'COMPLETED') return;
  await markFunded(tx, { tenantId: event.tenantId, userId }, new Date(payment.completed_at ?? payment.updated_at));
}
