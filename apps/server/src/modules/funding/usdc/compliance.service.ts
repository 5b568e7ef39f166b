import type { ComplianceNotice, ComplianceNoticeRequest } from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { notFound } from '../../../platform/errors';
import type { MailMessage } from '../../../platform/mail/mailer';
import { queueMail } from '../../../platform/mail/queue-mail';
import type { Actor, FundingDeps } from '../funding.deps';
import type { PaymentRow } from '../payments/payments.repository';
import * as repo from '../payments/payments.repository';
import * as usdc from './usdc.repository';

const toNotice = (row: usdc.ComplianceNoticeRow): ComplianceNotice => ({
  id: row.id,
  payment_id: row.paymentId,
  created_at: row.createdAt.toISOString(),
});

function complianceMail(to: string, payer: string, payment: PaymentRow): MailMessage {
  const lines = [
    `${payer} asks the compliance team to review a USDC payment.`,
    `Payment: ${payment.id}`,
    `Direction: ${payment.direction}, status: ${payment.status}`,
    `Amount: ${formatUnits(payment.amountUnits, scaleOf(payment.asset))} ${payment.asset}`,
    ...Object.entries(payment.details).map(([key, value]) => `${key}: ${value}`),
  ];
  return { to, subject: 'Compliance review requested for a USDC payment', text: `${lines.join('\n')}\n` };
}

/** Queues the mail to each administrator, in the caller's transaction. */
async function mailAdministrators(tx: Database, admins: string[], payer: string, payment: PaymentRow) {
  for (const admin of admins) {
    await queueMail(tx, payment.tenantId, complianceMail(admin, payer, payment));
  }
}

/**
 * POST notify-compliance-team {dgId}: records that the user asked for a review of their USDC payment
 * and mails the domain's administrators, once: asking again answers the first notice and mails nobody.
 */
export async function notifyComplianceTeam(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'userEmail' | 'adminEmails'>,
  actor: Actor,
  body: ComplianceNoticeRequest,
): Promise<{ notice: ComplianceNotice; isNew: boolean }> {
  const payment = await repo.findOwnPayment(deps.db, actor.tenantId, actor.userId, body.dgId);
  if (payment?.method !== 'USDC TRANSFER') throw notFound('Payment');
  const payer = await deps.userEmail(actor.tenantId, actor.userId);
  const admins = await deps.adminEmails(actor.tenantId);
  return inTransaction(deps.db, async (tx) => {
    const inserted = await usdc.insertComplianceNotice(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      paymentId: payment.id,
      createdAt: deps.clock.now(),
    });
    if (inserted) {
      await mailAdministrators(tx, admins, payer, payment);
      return { notice: toNotice(inserted), isNew: true };
    }
    const earlier = await usdc.findComplianceNotice(tx, payment.id);
    if (!earlier) throw notFound('Compliance notice');
    return { notice: toNotice(earlier), isNew: false };
  });
}
