import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { amountInputSchema } from './funding';

/**
 * SPEC 3 "User bonus" and SPEC 7 "Reports" user-bonus: the referral rewards a domain pays on an
 * administrator's approval (domain config `reward_payout: approval`) are earned at the invitee's first
 * deposit and wait, as a bonus due, until an administrator pays them.
 */

/** GET /v1/reports/user-bonus: one page of the users with a bonus due, largest first. */
export const userBonusListQuerySchema = z.strictObject({ ...pageQuerySchema.shape });
export type UserBonusListQuery = z.infer<typeof userBonusListQuerySchema>;

/** A user's bonus: what is due to them (decimal USD) and when one was last paid to them (null: never). */
export const userBonusSchema = z.object({
  /** The user's id. */
  id: z.string(),
  investor_id: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  last_bonus_date: z.string().nullable(),
  amount_due: z.string(),
  currency: z.literal('USD'),
});
export type UserBonus = z.infer<typeof userBonusSchema>;

export const userBonusesSchema = pageSchema(userBonusSchema);
export type UserBonuses = z.infer<typeof userBonusesSchema>;

const lastBonusDateMessage =
  'Send the last bonus date as the list showed it (a time such as 2026-03-02T09:30:00.000Z, or null when none was paid)';

/**
 * POST /v1/reports/user-bonus: pays `amount` (decimal USD, at most the amount due) to the user's
 * balance. `last_bonus_date` is the one the administrator saw: when someone paid the user since, the
 * payment is refused, so a bonus is not paid twice from two screens.
 */
export const payUserBonusRequestSchema = z.strictObject({
  id: z.uuid({ error: 'Send the id of the user to pay' }),
  last_bonus_date: z.iso
    .datetime({ offset: true, error: lastBonusDateMessage })
    .max(40, lastBonusDateMessage)
    .nullable(),
  amount: amountInputSchema,
});
export type PayUserBonusRequest = z.infer<typeof payUserBonusRequestSchema>;
