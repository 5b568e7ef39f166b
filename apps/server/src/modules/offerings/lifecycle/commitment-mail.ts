import type { Database } from '../../../platform/db/database';
import { mailOf, queueMail } from '../../../platform/mail/queue-mail';
import type { OfferingRow } from '../catalogue/offerings.repository';
import { findInvestorEmails } from './commitments.repository';

const dateOf = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function reconfirmationMail(offering: OfferingRow, reconfirmBy: Date) {
  return mailOf(`Please reconfirm your commitment to ${offering.name}`, [
    `${offering.issuerName} has changed the terms of ${offering.name}. Your money stays set aside, but your commitment needs your reconfirmation under the new terms.`,
    `Open My investments to read the new terms and reconfirm by ${dateOf(reconfirmBy)}. A commitment not reconfirmed by then is cancelled and its money released to your balance.`,
  ]);
}

/** Queues, in the caller's transaction, a mail asking each investor to reconfirm their commitment. */
export async function mailReconfirmationRequests(
  tx: Database,
  offering: OfferingRow,
  investors: readonly { userId: string }[],
  reconfirmBy: Date,
): Promise<void> {
  const emails = await findInvestorEmails(
    tx,
    offering.tenantId,
    investors.map((investor) => investor.userId),
  );
  const mail = reconfirmationMail(offering, reconfirmBy);
  for (const to of emails) await queueMail(tx, offering.tenantId, { to, ...mail });
}
