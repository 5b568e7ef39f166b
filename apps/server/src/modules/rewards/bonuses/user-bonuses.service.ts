import { randomUUID } from 'node:crypto';
import type { PageQuery, PayUserBonusRequest, UserBonus, UserBonuses } from '@invest/contracts';
import { assetScales, formatUnits } from '@invest/money';
import { type AuditActor, recordAudit } from '../../../platform/audit/audit';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { enqueueEvent } from '../../../platform/events/outbox';
import { queueMail } from '../../../platform/mail/queue-mail';
import { readPositiveUnits } from '../../../platform/money-input';
import { creditFromBudget } from '../budget-credit';
import type { RewardsDeps } from '../rewards.deps';
import { usdText } from '../usd-text';
import { bonusPaidMail } from './bonus-mail';
import { toUserBonus } from './user-bonuses.mapper';
import { findBonusesDuePage, getBonusState, insertBonusPayment, lockBonusUser } from './user-bonuses.repository';
import type { UserBonusPaymentRow } from './user-bonuses.tables';

/** The outbox event of a bonus paid, for the notification centre to tell the user. */
export const userBonusPaidTopic = 'rewards.bonus.paid';

export interface UserBonusPaidEvent {
  user_id: string;
  payment_id: string;
  /** Decimal USD. */
  amount: string;
}

/** The administrator acting, on their own domain. */
export interface AdminScope {
  tenantId: string;
  userId: string;
}

/** GET /v1/reports/user-bonus: the domain's users with a bonus due, the largest first. */
export async function findBonusesDue(deps: RewardsDeps, admin: AdminScope, page: PageQuery): Promise<UserBonuses> {
  const { rows, total } = await findBonusesDuePage(deps.db, admin.tenantId, {
    limit: page.limit,
    offset: (page.page - 1) * page.limit,
  });
  return { items: rows.map((row) => toUserBonus(row, row)), page: page.page, limit: page.limit, total };
}

const staleMessage =
  'A bonus was paid to this user since you loaded the list: reload it and check the amount still due';

/** A payment's time: now, or just after the user's last one, so each payment names one bonus state. */
const paidAtAfter = (now: Date, last: Date | null) =>
  last && now.getTime() <= last.getTime() ? new Date(last.getTime() + 1) : now;

/**
 * The user to pay, with their bonus state held until the transaction ends (payments to one user are
 * decided one at a time): refused when they are not of the domain, when someone paid them since the
 * administrator's `last_bonus_date`, or when `units` is more than is due.
 */
async function lockPayableBonus(tx: Database, tenantId: string, body: PayUserBonusRequest, units: bigint) {
  const user = await lockBonusUser(tx, tenantId, body.id);
  if (!user) throw notFound('User');
  const state = await getBonusState(tx, tenantId, user.id);
  const seen = body.last_bonus_date === null ? null : new Date(body.last_bonus_date).getTime();
  if ((state.lastPaidAt?.getTime() ?? null) !== seen) {
    throw new AppError('CONFLICT', staleMessage, { errors: { last_bonus_date: [staleMessage] } });
  }
  if (units > state.dueUnits) {
    const message =
      state.dueUnits > 0n ? `At most ${usdText(state.dueUnits)} is due to this user` : 'No bonus is due to this user';
    throw invalid('amount', message);
  }
  return { user, state };
}

/**
 * POST /v1/reports/user-bonus: pays part or all of a user's bonus due from the domain's referral
 * budget to their available balance, in one transaction: refused (CONFLICT) when `last_bonus_date` is
 * not the user's last payment any more, so two administrators, or two tabs, pay a bonus once. The
 * route's Idempotency-Key answers a retry with the first answer. Answers the user's bonus after it.
 */
export async function payUserBonus(
  deps: RewardsDeps,
  admin: AdminScope,
  actor: AuditActor,
  body: PayUserBonusRequest,
): Promise<UserBonus> {
  const units = readPositiveUnits('amount', body.amount, assetScales.USD);
  const letterhead = await deps.mailLetterhead(deps.db, admin.tenantId);
  const answer = await inTransaction(deps.db, async (tx) => {
    const { user, state } = await lockPayableBonus(tx, admin.tenantId, body, units);
    const payment: UserBonusPaymentRow = {
      id: randomUUID(),
      tenantId: admin.tenantId,
      userId: user.id,
      amountUnits: units,
      paidAt: paidAtAfter(deps.clock.now(), state.lastPaidAt),
      paidBy: admin.userId,
      previousBonusDate: state.lastPaidAt,
    };
    await insertBonusPayment(tx, payment);
    await creditFromBudget(tx, admin.tenantId, {
      budget: 'referral_rewards',
      userId: user.id,
      units,
      kind: 'user_bonus',
      idempotencyKey: `user_bonus:${payment.id}`,
      metadata: { bonus_payment_id: payment.id, paid_by: admin.userId },
    });
    const paid: UserBonusPaidEvent = {
      user_id: user.id,
      payment_id: payment.id,
      amount: formatUnits(units, assetScales.USD),
    };
    await enqueueEvent(tx, { tenantId: admin.tenantId, topic: userBonusPaidTopic, payload: paid });
    await recordAudit(tx, {
      tenantId: admin.tenantId,
      actor,
      action: 'user.bonus',
      object: { kind: 'user', id: user.id },
      subjectUserId: user.id,
      before: { due: state.dueUnits, last_paid_at: state.lastPaidAt },
      after: { paid: units, due: state.dueUnits - units, payment_id: payment.id },
    });
    await queueMail(tx, admin.tenantId, {
      to: user.email,
      ...bonusPaidMail(user.firstName, usdText(units), letterhead),
    });
    return toUserBonus(user, { dueUnits: state.dueUnits - units, lastPaidAt: payment.paidAt });
  });
  deps.outbox.wake();
  return answer;
}
