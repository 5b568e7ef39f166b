import type { AuthDeps } from '../auth.deps';
import type { UserRow } from '../users.repository';
import { markFunded } from './funded.repository';

/**
 * The user's funded milestone as the ledger knows it: as stored, or, when a completed deposit's
 * event has not reached the watcher yet, set now at that deposit's time. So the investor who pays
 * and opens the dashboard at once is already funded there. Null before any completed deposit.
 */
export async function settleFundedAt(
  deps: Pick<AuthDeps, 'db' | 'findFirstDepositAt'>,
  user: Pick<UserRow, 'tenantId' | 'id' | 'fundedAt'>,
): Promise<Date | null> {
  if (user.fundedAt) return user.fundedAt;
  const depositAt = await deps.findFirstDepositAt(deps.db, user.tenantId, user.id);
  return depositAt ? markFunded(deps.db, { tenantId: user.tenantId, userId: user.id }, depositAt) : null;
}
