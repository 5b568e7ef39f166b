import { and, asc, eq, gt, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import type { PaymentRow } from '../payments/payments.repository';
import { payments } from '../payments/payments.tables';

/** Which pending deposits the worker asks about: swaps of the real providers left long enough, and expired invoices. */
export interface DueFilter {
  /** The swap providers answered by a real (HTTP) adapter; their sandbox swaps are left to their webhooks. */
  swapProviders: string[];
  /** A swap opened after this is still left to its webhook. */
  swapsOpenedBefore: Date;
  /** The Lightning provider, whose invoices expired by `now` are settled. */
  lightningProvider: string;
  now: Date;
}

/** Where a batch starts: after the last payment of the one before, in the order they were made. */
export interface DueCursor {
  createdAt: Date;
  id: string;
}

function isDue(filter: DueFilter): SQL | undefined {
  const swaps =
    filter.swapProviders.length === 0
      ? undefined
      : and(
          inArray(payments.provider, filter.swapProviders),
          eq(payments.isSandbox, false),
          isNotNull(payments.providerReference),
          lte(payments.createdAt, filter.swapsOpenedBefore),
        );
  const invoices = and(
    eq(payments.method, 'LIGHTNING'),
    eq(payments.provider, filter.lightningProvider),
    sql`(${payments.details} ->> 'expires_at')::timestamptz <= ${filter.now.toISOString()}::timestamptz`,
  );
  return and(eq(payments.status, 'PENDING'), eq(payments.direction, 'deposit'), or(swaps, invoices));
}

/** The tenants holding at least one due payment. */
export async function findTenantsWithDuePayments(db: Database, filter: DueFilter): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tenantId: payments.tenantId })
    .from(payments)
    .where(isDue(filter))
    .orderBy(asc(payments.tenantId));
  return rows.map((row) => row.tenantId);
}

/** Up to `limit` due payments of one tenant, oldest first, after `cursor`. */
export function findDuePayments(
  db: Database,
  tenantId: string,
  filter: DueFilter,
  cursor: DueCursor | null,
  limit: number,
): Promise<PaymentRow[]> {
  const after =
    cursor &&
    or(
      gt(payments.createdAt, cursor.createdAt),
      and(eq(payments.createdAt, cursor.createdAt), gt(payments.id, cursor.id)),
    );
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), isDue(filter), after ?? undefined))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(limit);
}
