import type { SubscriptionStatus } from '@invest/contracts';
import { AppError, invalid } from '../../../platform/errors';
import { offeringMoney } from '../catalogue/offering-money';
import type { OfferingRow } from '../catalogue/offerings.repository';

const hour = 3_600_000;

/** A live commitment holds money and may still settle: active, or awaiting its investor's reconfirmation. */
export const liveStatuses = ['active', 'needs_reconfirmation'] as const satisfies readonly SubscriptionStatus[];

/** Whether a commitment in `status` has had all its money given back. */
export const isRefundedWhole = (status: SubscriptionStatus) =>
  status === 'cancelled' || status === 'priced_out' || status === 'lapsed' || status === 'released';

export const isLive = (status: SubscriptionStatus) => (liveStatuses as readonly SubscriptionStatus[]).includes(status);

/**
 * Until when a commitment to the offering may be cancelled: for Reg CF, 48 hours before the
 * deadline (SEC rule 227.304(a)); for the others, until the offering closes.
 */
export function cancellationDeadline(offering: OfferingRow): Date {
  const margin = offering.workflow === 'reg_cf' ? 48 * hour : 0;
  return new Date(offering.closesAt.getTime() - margin);
}

/** Whether commitments to the offering may be cancelled at `now`. */
export function isCancellable(offering: OfferingRow, now: Date): boolean {
  return offering.state === 'open' && now < cancellationDeadline(offering);
}

/** Refuses a commitment the offering does not take now. */
export function assertTakesCommitments(offering: OfferingRow, now: Date): void {
  if (offering.state !== 'open' || now < offering.opensAt || now >= offering.closesAt) {
    throw new AppError('BUSINESS_RULE', 'This offering is not taking commitments now');
  }
}

/** Refuses a price per share other than the offering's, or for an ipo one outside its range. */
export function assertAcceptedPrice(offering: OfferingRow, priceUnits: bigint): void {
  if (offering.priceUnits !== null) {
    if (priceUnits !== offering.priceUnits) {
      throw invalid('price_share', `The price per share is ${offeringMoney(offering, offering.priceUnits)}`);
    }
    return;
  }
  const low = offering.priceLowUnits ?? 0n;
  const high = offering.priceHighUnits ?? 0n;
  if (priceUnits < low || priceUnits > high) {
    throw invalid(
      'price_share',
      `Offer a price between ${offeringMoney(offering, low)} and ${offeringMoney(offering, high)}`,
    );
  }
}

/**
 * Refuses an amount under the minimum or over the maximum investment, or more than is left of the
 * maximum raise once the other commitments (`committedByOthers`) are counted. An ipo's indications
 * of interest may together ask for more than it raises: its closing allocates the shares.
 */
export function assertFitsOffering(offering: OfferingRow, amountUnits: bigint, committedByOthers: bigint): void {
  if (amountUnits < offering.minInvestmentUnits) {
    throw invalid('share_qty', `The minimum investment is ${offeringMoney(offering, offering.minInvestmentUnits)}`);
  }
  if (offering.maxInvestmentUnits !== null && amountUnits > offering.maxInvestmentUnits) {
    throw invalid('share_qty', `The maximum investment is ${offeringMoney(offering, offering.maxInvestmentUnits)}`);
  }
  const room = offering.maxRaiseUnits - committedByOthers;
  if (offering.workflow !== 'ipo' && amountUnits > room) {
    throw new AppError(
      'BUSINESS_RULE',
      room > 0n
        ? `Only ${offeringMoney(offering, room)} is left in this offering`
        : 'This offering is fully subscribed',
    );
  }
}
