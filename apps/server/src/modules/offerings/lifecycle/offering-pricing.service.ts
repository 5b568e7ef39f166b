import type { AdminOffering, PriceOfferingRequest } from '@invest/contracts';
import { scaleOf } from '@invest/money';
import type { AuditActor } from '../../../platform/audit/audit';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, invalid, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { readPositiveUnits } from '../../../platform/money-input';
import { getOrCreateUserAccountsOf, type HoldMovement, moveHeld, userAssetKey } from '../../ledger';
import { offeringMoney } from '../catalogue/offering-money';
import { insertStateChange, type OfferingRow, setOfferingPrice } from '../catalogue/offerings.repository';
import { getAdminOffering } from '../catalogue/offerings-admin.service';
import type { OfferingsDeps } from '../offerings.deps';
import { lockOffering, type SubscriptionRow } from '../subscriptions/subscriptions.repository';
import { mailPricedOut } from './commitment-mail';
import { applyPrice, findCommitments } from './commitments.repository';

type Admin = Pick<AuthContext, 'tenantId' | 'userId'>;

/** Holds one ledger statement shrinks or releases. */
const holdsPerStatement = 2000;

const maxPriceOf = (commitment: SubscriptionRow) => commitment.maxPriceUnits ?? commitment.priceUnits;

/** The final price an administrator asks for: positive, in the currency's scale, within the marketed range. */
function readFinalPrice(offering: OfferingRow, body: PriceOfferingRequest): bigint {
  const priceUnits = readPositiveUnits('price_per_share', body.price_per_share, scaleOf(offering.quoteAsset));
  const low = offering.priceLowUnits ?? 0n;
  const high = offering.priceHighUnits ?? 0n;
  if (priceUnits < low || priceUnits > high) {
    throw invalid(
      'price_per_share',
      `Price within the marketed range, ${offeringMoney(offering, low)} to ${offeringMoney(offering, high)}; a price outside it is a material change of the range first`,
    );
  }
  return priceUnits;
}

/**
 * Each indication at or above the price keeps its hold for its shares at the price (the difference
 * released); each below it is released whole. A few thousand holds a ledger statement.
 */
async function adjustHolds(tx: Database, offering: OfferingRow, commitments: SubscriptionRow[], priceUnits: bigint) {
  const { tenantId } = offering;
  const confirmed = commitments.filter((commitment) => maxPriceOf(commitment) > priceUnits);
  const accounts = await getOrCreateUserAccountsOf(
    tx,
    tenantId,
    confirmed.map((commitment) => ({ userId: commitment.userId, asset: offering.quoteAsset })),
  );
  const metadata = (commitment: SubscriptionRow) => ({ offering_id: offering.id, subscription_id: commitment.id });
  for (let at = 0; at < commitments.length; at += holdsPerStatement) {
    const chunk = commitments.slice(at, at + holdsPerStatement);
    const movements: HoldMovement[] = chunk
      .filter((commitment) => maxPriceOf(commitment) > priceUnits)
      .map((commitment) => {
        const available = accounts.get(userAssetKey(commitment.userId, offering.quoteAsset))?.available;
        if (!available) throw new Error('an investor without accounts');
        const amountUnits = (maxPriceOf(commitment) - priceUnits) * commitment.shareQuantity;
        return {
          kind: 'hold.release',
          parts: [{ holdId: commitment.holdId, to: [{ account: available, amountUnits }] }],
          metadata: metadata(commitment),
        };
      });
    const releases = chunk
      .filter((commitment) => maxPriceOf(commitment) < priceUnits)
      .map((commitment) => ({ holdId: commitment.holdId, metadata: metadata(commitment) }));
    await moveHeld(tx, tenantId, movements, releases);
  }
}

/**
 * POST /v1/admin/offerings/{id}/price: sets an open ipo's final price, in one transaction with the
 * offering locked: indications whose maximum price is at or above it confirm at the price (their
 * holds shrink to their shares at the price), the others are priced out and released; the offering
 * becomes priced, recorded with who and when. Pricing it again at the same price answers it as it
 * is; at another price, or while investors have yet to reconfirm a change of terms, it is refused.
 */
export async function priceOffering(
  deps: OfferingsDeps,
  admin: Admin,
  actor: AuditActor,
  offeringId: string,
  body: PriceOfferingRequest,
): Promise<AdminOffering> {
  const scope = { tenantId: admin.tenantId, offeringId };
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const offering = await lockOffering(tx, admin.tenantId, offeringId);
    if (!offering) throw notFound('Offering');
    if (offering.workflow !== 'ipo') {
      throw new AppError('CONFLICT', `A ${offering.workflow} offering has a fixed price; only an ipo is priced`);
    }
    const priceUnits = readFinalPrice(offering, body);
    if (offering.priceUnits !== null) {
      if (offering.priceUnits === priceUnits) return;
      throw new AppError(
        'CONFLICT',
        `This offering is priced at ${offeringMoney(offering, offering.priceUnits)} already`,
      );
    }
    if (offering.state !== 'open') {
      throw new AppError('CONFLICT', `An offering that is ${offering.state} cannot be priced`);
    }
    const waiting = await findCommitments(tx, scope, ['needs_reconfirmation']);
    if (waiting.length > 0) {
      throw new AppError(
        'CONFLICT',
        `${waiting.length} commitment(s) await their investors' reconfirmation of the new terms: price once they are reconfirmed or have lapsed`,
      );
    }
    const indications = await findCommitments(tx, scope, ['active']);
    await adjustHolds(tx, offering, indications, priceUnits);
    await applyPrice(tx, scope, priceUnits, now);
    const pricedOut = indications.filter((commitment) => maxPriceOf(commitment) < priceUnits);
    await mailPricedOut(tx, offering, pricedOut, priceUnits);
    await setOfferingPrice(tx, scope, priceUnits, now);
    await insertStateChange(
      tx,
      {
        ...scope,
        fromState: 'open',
        toState: 'priced',
        reason: `priced at ${offeringMoney(offering, priceUnits)} a share`,
        at: now,
      },
      actor,
    );
  });
  return getAdminOffering(deps, admin, offeringId);
}
