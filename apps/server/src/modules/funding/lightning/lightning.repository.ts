import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import type { PaymentRow } from '../payments/payments.repository';
import { payments } from '../payments/payments.tables';

/** A Lightning payment by its invoice's payment hash, across tenants: the provider's webhook knows only the hash. */
export async function findPaymentByInvoiceHash(
  db: Database,
  provider: string,
  hash: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.provider, provider), eq(payments.providerReference, hash), eq(payments.method, 'LIGHTNING')),
    );
  return row ?? null;
}
