import type { Subscription, SubscriptionForm } from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import type { OfferingRow } from '../catalogue/offerings.repository';
import { cancellationDeadline, isCancellable, isLive } from './subscription-rules';
import type { SubscriptionFormRow, SubscriptionWithOffering } from './subscriptions.repository';

export function toSubscription(row: SubscriptionWithOffering, now: Date): Subscription {
  const { offering } = row;
  const scale = scaleOf(offering.quoteAsset);
  const canCancel = isLive(row.status) && isCancellable(offering, now);
  const optionalAmount = (units: bigint | null) => (units === null ? null : formatUnits(units, scale));
  return {
    id: row.id,
    ipo_id: offering.id,
    offering_name: offering.name,
    asset: offering.asset,
    quote_asset: offering.quoteAsset as Subscription['quote_asset'],
    share_qty: row.shareQuantity.toString(),
    price_share: formatUnits(row.priceUnits, scale),
    amount: formatUnits(row.amountUnits, scale),
    max_price: optionalAmount(row.maxPriceUnits),
    status: row.status,
    cancellable_until: canCancel ? cancellationDeadline(offering).toISOString() : null,
    reconfirm_by: row.reconfirmBy?.toISOString() ?? null,
    allocated_qty: row.allocatedQuantity?.toString() ?? null,
    refund: optionalAmount(row.refundedUnits),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function nextStepOf(form: SubscriptionFormRow): SubscriptionForm['next_step'] {
  if (form.shareQuantity === null || form.priceUnits === null) return 'amount';
  if (form.taxNumber === null) return 'tax';
  return form.signedAt === null ? 'agreement' : 'submit';
}

export function toSubscriptionForm(form: SubscriptionFormRow, offering: OfferingRow): SubscriptionForm {
  const scale = scaleOf(offering.quoteAsset);
  const hasAmount = form.shareQuantity !== null && form.priceUnits !== null;
  return {
    ipo_id: form.offeringId,
    share_qty: form.shareQuantity?.toString() ?? null,
    price_share: form.priceUnits === null ? null : formatUnits(form.priceUnits, scale),
    amount: hasAmount ? formatUnits((form.shareQuantity ?? 0n) * (form.priceUnits ?? 0n), scale) : null,
    tax_no_last4: form.taxNumber?.replace(/[\s-]/g, '').slice(-4) ?? null,
    signer_name: form.signerName,
    signed_at: form.signedAt?.toISOString() ?? null,
    next_step: nextStepOf(form),
  };
}
