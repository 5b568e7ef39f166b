import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import type { PaymentRow } from '../payments/payments.repository';
import { payments } from '../payments/payments.tables';

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * The user's own swap deposit of one of `providers`, by our payment id or by the provider's
 * transaction id; null for anyone else's.
 */
export async function findOwnSwapPayment(
  db: Database,
  owner: { tenantId: string; userId: string },
  providers: string[],
  id: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, owner.tenantId),
        eq(payments.userId, owner.userId),
        eq(payments.direction, 'deposit'),
        inArray(payments.provider, providers),
        isUuid(id) ? or(eq(payments.id, id), eq(payments.providerReference, id)) : eq(payments.providerReference, id),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Locks a swap deposit of `provider` by our payment id (a provider that names it back to us). */
export async function lockSwapPayment(tx: Database, provider: string, id: string): Promise<PaymentRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.id, id), eq(payments.direction, 'deposit')))
    .for('update');
  return row ?? null;
}
