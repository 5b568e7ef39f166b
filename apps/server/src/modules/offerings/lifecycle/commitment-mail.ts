import { formatUnits, scaleOf } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { mailOf, queueMail } from '../../../platform/mail/queue-mail';
import type { OfferingRow } from '../catalogue/offerings.repository';
import type { SubscriptionRow } from '../subscriptions/subscriptions.repository';
import { findInvestorEmails } from './commitments.repository';

/** The mails that tell investors what became of their commitments, queued in the caller's transaction. */

const dateOf = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const moneyOf = (offering: OfferingRow, units: bigint) =>
  `${formatUnits(units, scaleOf(offering.quoteAsset))} ${offering.quoteAsset}`;

/** Queues one mail per commitment, each written for its own commitment, to its investor. */
async function mailInvestors(
  tx: Database,
  offering: OfferingRow,
  commitments: readonly Pick<SubscriptionRow, 'userId'>[],
  write: (commitment: number) => ReturnType<typeof mailOf>,
): Promise<void> {
  const emails = await findInvestorEmails(
    tx,
    offering.tenantId,
    commitments.map((commitment) => commitment.userId),
  );
  for (const [at, commitment] of commitments.entries()) {
    const to = emails.get(commitment.userId);
    if (to) await queueMail(tx, offering.tenantId, { to, ...write(at) });
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
  return mailInvestors(tx, offering, commitments, (at) => {
    const commitment = commitments[at] as SubscriptionRow;
    return mailOf(`${offering.name} priced above your maximum`, [
      `${offering.name} priced at ${moneyOf(offering, priceUnits)} a share, above the ${moneyOf(offering, commitment.maxPriceUnits ?? commitment.priceUnits)} you set as your maximum, so your indication of interest did not go ahead.`,
      `The ${moneyOf(offering, commitment.amountUnits)} set aside for it is back in your available balance.`,
    ]);
  });
}

/** Tells the investor that a commitment not reconfirmed in time was cancelled and its money released. */
export function mailLapsed(tx: Database, offering: OfferingRow, commitment: SubscriptionRow): Promise<void> {
  return mailInvestors(tx, offering, [commitment], () =>
    mailOf(`Your commitment to ${offering.name} was cancelled`, [
      `You did not reconfirm your commitment to ${offering.name} under its new terms by ${commitment.reconfirmBy ? dateOf(commitment.reconfirmBy) : 'the deadline'}, so it was cancelled.`,
      `The ${moneyOf(offering, commitment.amountUnits)} set aside for it is back in your available balance. You may commit again under the new terms while the offering is open.`,
    ]),
  );
}
