import type { Database } from '../../../platform/db/database';
import { mailOf, queueMails } from '../../../platform/mail/queue-mail';
import { offeringMoney } from '../catalogue/offering-money';
import type { OfferingRow } from '../catalogue/offerings.repository';
import type { SubscriptionRow } from '../subscriptions/subscriptions.repository';
import { findInvestorEmails } from './commitments.repository';

/** The mails that tell investors what became of their commitments, queued in the caller's transaction. */

const dateOf = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
/** Investors whose addresses one read looks up: a few thousand, well within a statement's parameters. */
const investorsPerRead = 2000;

/** Queues one mail per commitment, each written for its own commitment, to its investor, a few thousand a statement. */
export async function mailInvestors<C extends Pick<SubscriptionRow, 'userId'>>(
  tx: Database,
  offering: OfferingRow,
  commitments: readonly C[],
  write: (commitment: C) => ReturnType<typeof mailOf>,
): Promise<void> {
  for (let at = 0; at < commitments.length; at += investorsPerRead) {
    const chunk = commitments.slice(at, at + investorsPerRead);
    const emails = await findInvestorEmails(
      tx,
      offering.tenantId,
      chunk.map((commitment) => commitment.userId),
    );
    const mails = chunk.flatMap((commitment) => {
      const to = emails.get(commitment.userId);
      return to ? [{ to, ...write(commitment) }] : [];
    });
    await queueMails(tx, offering.tenantId, mails);
  }
}

/** Asks each investor to reconfirm their commitment under the new terms by `reconfirmBy`. */
export function mailReconfirmationRequests(
  tx: Database,
  offering: OfferingRow,
  investors: readonly { userId: string }[],
  reconfirmBy: Date,
): Promise<void> {
  const mail = mailOf(`Please reconfirm your commitment to ${offering.name}`, [
    `${offering.issuerName} has changed the terms of ${offering.name}. Your money stays set aside, but your commitment needs your reconfirmation under the new terms.`,
    `Open My investments to read the new terms and reconfirm by ${dateOf(reconfirmBy)}. A commitment not reconfirmed by then is cancelled and its money released to your balance.`,
  ]);
  return mailInvestors(tx, offering, investors, () => mail);
}

/** Tells each investor whose maximum price was below the final price that their money is back. */
export function mailPricedOut(
  tx: Database,
  offering: OfferingRow,
  commitments: readonly SubscriptionRow[],
  priceUnits: bigint,
): Promise<void> {
  return mailInvestors(tx, offering, commitments, (commitment) =>
    mailOf(`${offering.name} priced above your maximum`, [
      `${offering.name} priced at ${offeringMoney(offering, priceUnits)} a share, above the ${offeringMoney(offering, commitment.maxPriceUnits ?? commitment.priceUnits)} you set as your maximum, so your indication of interest did not go ahead.`,
      `The ${offeringMoney(offering, commitment.amountUnits)} set aside for it is back in your available balance.`,
    ]),
  );
}

/** Tells the investor that a commitment not reconfirmed in time was cancelled and its money released. */
export function mailLapsed(tx: Database, offering: OfferingRow, commitment: SubscriptionRow): Promise<void> {
  return mailInvestors(tx, offering, [commitment], () =>
    mailOf(`Your commitment to ${offering.name} was cancelled`, [
      `You did not reconfirm your commitment to ${offering.name} under its new terms by ${commitment.reconfirmBy ? dateOf(commitment.reconfirmBy) : 'the deadline'}, so it was cancelled.`,
      `The ${offeringMoney(offering, commitment.amountUnits)} set aside for it is back in your available balance. You may commit again under the new terms while the offering is open.`,
    ]),
  );
}
