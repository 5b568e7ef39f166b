import type { Database } from '../../../platform/db/database';
import { cardPayInterests } from './card-interest.tables';

export type CardPayInterestRow = typeof cardPayInterests.$inferSelect;

/** Records the user's interest, or updates it to the latest currency and amount; the first date stays. */
export async function upsertCardPayInterest(db: Database, row: CardPayInterestRow): Promise<CardPayInterestRow> {
  const [saved] = await db
    .insert(cardPayInterests)
    .values(row)
    .onConflictDoUpdate({
      target: [cardPayInterests.tenantId, cardPayInterests.userId],
      set: { currency: row.currency, amountUnits: row.amountUnits, updatedAt: row.updatedAt },
    })
    .returning();
  if (!saved) throw new Error('card payment interest not saved');
  return saved;
}
