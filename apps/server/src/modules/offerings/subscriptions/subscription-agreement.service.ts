import { AppError, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import type { OfferingsDeps } from '../offerings.deps';
import { renderSubscriptionAgreement } from './subscription-agreement.pdf';
import { findForm, findSubscription } from './subscriptions.repository';
import { getPublicOffering } from './subscriptions.service';

type Investor = Pick<AuthContext, 'tenantId' | 'userId'>;

const pngOf = (dataUrl: string | null) =>
  dataUrl === null ? null : Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

/**
 * GET /v1/ipo/{id}/agreement: the subscription agreement of the investor's form as saved so far, to
 * read before signing (and with the signature once signed, before it is submitted).
 */
export async function previewSubscriptionAgreement(
  deps: OfferingsDeps,
  investor: Investor,
  offeringId: string,
): Promise<Uint8Array> {
  const offering = await getPublicOffering(deps, investor, offeringId);
  const form = await findForm(deps.db, { ...investor, offeringId: offering.id });
  if (!form || form.shareQuantity === null || form.priceUnits === null) {
    throw new AppError('BUSINESS_RULE', 'Choose your shares first: the agreement states them');
  }
  const terms = {
    offering,
    shareQuantity: form.shareQuantity,
    priceUnits: form.priceUnits,
    signerName: form.signerName,
    signedAt: form.signedAt,
    signature: pngOf(form.signature),
  };
  return renderSubscriptionAgreement(terms, deps.clock.now());
}

/** GET /v1/ipo/subscriptions/{id}/agreement: the signed agreement of one of the investor's commitments. */
export async function getSignedSubscriptionAgreement(
  deps: OfferingsDeps,
  investor: Investor,
  subscriptionId: string,
): Promise<Uint8Array> {
  const subscription = await findSubscription(deps.db, { ...investor, subscriptionId });
  if (!subscription) throw notFound('Subscription');
  const terms = {
    offering: subscription.offering,
    shareQuantity: subscription.shareQuantity,
    priceUnits: subscription.priceUnits,
    signerName: subscription.signerName,
    signedAt: subscription.signedAt,
    signature: pngOf(subscription.signature),
  };
  return renderSubscriptionAgreement(terms, subscription.signedAt);
}
