import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { fundingWebhookEvents, payments } from './payments.tables';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentPatch = Partial<
  Pick<
    PaymentRow,
    | 'status'
    | 'failureReason'
    | 'providerReference'
    | 'amountUnits'
    | 'feeUnits'
    | 'ledgerTransactionId'
    | 'holdId'
    | 'updatedAt'
    | 'completedAt'
    | 'details'
  >
>;

export async function insertPayment(db: Database, row: NewPayment): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  if (!inserted) throw new Error('payment not inserted');
  return inserted;
}

/** Records a deposit through `provider` PENDING, until the provider confirms or fails it. */
export function insertPendingDeposit(
  tx: Database,
  actor: { tenantId: string; userId: string },
  provider: { name: string; isSandbox: boolean },
  now: Date,
  deposit: Pick<
    NewPayment,
    'id' | 'method' | 'providerReference' | 'asset' | 'amountUnits' | 'feeUnits' | 'idempotencyKey' | 'details'
  >,
): Promise<PaymentRow> {
  return insertPayment(tx, {
    ...deposit,
    tenantId: actor.tenantId,
    userId: actor.userId,
    direction: 'deposit',
    provider: provider.name,
    status: 'PENDING',
    isSandbox: provider.isSandbox,
    createdAt: now,
    updatedAt: now,
  });
}

/** The first payment matching `where`, locked for update when `lock` is set. */
async function findOnePayment(db: Database, where: SQL | undefined, lock = false): Promise<PaymentRow | null> {
  const query = db.select().from(payments).where(where).$dynamic();
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/** The payment an earlier request with this Idempotency-Key made, if any. */
export function findPaymentByKey(
  db: Database,
  tenantId: string,
  userId: string,
  idempotencyKey: string,
): Promise<PaymentRow | null> {
  return findOnePayment(
    db,
    and(eq(payments.tenantId, tenantId), eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)),
  );
}

export function findOwnPayment(db: Database, tenantId: string, userId: string, id: string): Promise<PaymentRow | null> {
  return findOnePayment(db, and(eq(payments.tenantId, tenantId), eq(payments.userId, userId), eq(payments.id, id)));
}

function byReference(provider: string, reference: string): SQL | undefined {
  return and(eq(payments.provider, provider), eq(payments.providerReference, reference));
}

/** A provider's payment by its reference, without locking it. */
export function findPaymentByReference(db: Database, provider: string, reference: string): Promise<PaymentRow | null> {
  return findOnePayment(db, byReference(provider, reference));
}

/** Locks a payment for a status change: concurrent webhooks of one payment take turns. */
export function lockPaymentByReference(tx: Database, provider: string, reference: string): Promise<PaymentRow | null> {
  return findOnePayment(tx, byReference(provider, reference), true);
}

export function lockPayment(tx: Database, tenantId: string, id: string): Promise<PaymentRow | null> {
  return findOnePayment(tx, and(eq(payments.tenantId, tenantId), eq(payments.id, id)), true);
}

export async function updatePayment(tx: Database, id: string, patch: PaymentPatch): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set(patch).where(eq(payments.id, id)).returning();
  if (!row) throw new Error('payment not updated');
  return row;
}

/** Records a webhook event; false when it was applied before (a replay). */
export async function claimWebhookEvent(
  tx: Database,
  provider: string,
  eventId: string,
  receivedAt: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(fundingWebhookEvents)
    .values({ provider, eventId, receivedAt })
    .onConflictDoNothing()
    .returning({ eventId: fundingWebhookEvents.eventId });
  return rows.length > 0;
}

export async function findPaymentsWithStatus(
  db: Database,
  tenantId: string,
  userId: string,
  statuses: PaymentRow['status'][],
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.userId, userId), inArray(payments.status, statuses)))
    .orderBy(asc(payments.createdAt));
}

export async function findPaymentsPage(
  db: Database,
  tenantId: string,
  userId: string,
  page: { page: number; limit: number },
  filter: { method?: PaymentRow['method']; direction?: PaymentRow['direction']; status?: PaymentRow['status'] } = {},
): Promise<{ rows: PaymentRow[]; total: number }> {
  const owned = and(
    eq(payments.tenantId, tenantId),
    eq(payments.userId, userId),
    filter.method === undefined ? undefined : eq(payments.method, filter.method),
    filter.direction === undefined ? undefined : eq(payments.direction, filter.direction),
    filter.status === undefined ? undefined : eq(payments.status, filter.status),
  );
  const rows = await db
    .select()
    .from(payments)
    .where(owned)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [total] = await db.select({ value: count() }).from(payments).where(owned);
  return { rows, total: total?.value ?? 0 };
}

/**
 * A user's announced deposits by `method` that no provider transfer has been matched to yet (narrowed
 * by `also`), oldest first, locked for the match.
 */
export function lockUnmatchedDeposits(
  tx: Database,
  owner: { tenantId: string; userId: string },
  method: PaymentRow['method'],
  options: { also?: SQL; limit?: number } = {},
): Promise<PaymentRow[]> {
  const query = tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, owner.tenantId),
        eq(payments.userId, owner.userId),
        eq(payments.method, method),
        eq(payments.direction, 'deposit'),
        eq(payments.status, 'PENDING'),
        isNull(payments.providerReference),
        options.also,
      ),
    )
    .orderBy(asc(payments.createdAt))
    .$dynamic();
  return (options.limit === undefined ? query : query.limit(options.limit)).for('update');
}
