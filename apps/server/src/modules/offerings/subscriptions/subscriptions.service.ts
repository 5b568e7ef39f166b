import type {
  Page,
  Subscription,
  SubscriptionForm,
  SubscriptionFormStep,
  SubscriptionListQuery,
  SubscriptionSubmitRequest,
} from '@invest/contracts';
import { scaleOf } from '@invest/money';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, invalid, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { readPositiveUnits } from '../../../platform/money-input';
import { readSignatureImage } from '../../../platform/pdf/signature-image';
import { getOrCreateUserAccounts, hold, lockAvailableBalances, release } from '../../ledger';
import { assertEligible } from '../catalogue/offering-eligibility';
import { isPublicState } from '../catalogue/offering-states';
import { findOffering, type OfferingRow } from '../catalogue/offerings.repository';
import type { OfferingsDeps } from '../offerings.deps';
import { assertWithinRegCfLimit, findRegCfUsage } from './reg-cf-usage.service';
import {
  assertAcceptedPrice,
  assertFitsOffering,
  assertTakesCommitments,
  isCancellable,
  liveStatuses,
} from './subscription-rules';
import { toSubscription, toSubscriptionForm } from './subscriptions.mapper';
import {
  deleteForm,
  findForm,
  findLatestForm,
  findLiveSubscription,
  findSubscription,
  findSubscriptionPage,
  insertSubscription,
  lockOffering,
  moveSubscription,
  type SubscriptionFormRow,
  saveFormFields,
  sumLiveCommitments,
} from './subscriptions.repository';

type Investor = Pick<AuthContext, 'tenantId' | 'userId'>;

/** An announced offering of the investor's domain; a draft or another domain's is not found. */
export async function getPublicOffering(
  deps: OfferingsDeps,
  investor: Investor,
  offeringId: string,
): Promise<OfferingRow> {
  const offering = await findOffering(deps.db, { tenantId: investor.tenantId, offeringId });
  if (!offering || !isPublicState(offering.state)) throw notFound('Offering');
  return offering;
}

/** A field the step's schema requires (subscriptionFormStepSchema checks it first). */
function required<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw invalid(field, 'Required for this step');
  return value;
}

/** The price per share a form step accepts: the offering's own, or for an ipo the investor's highest. */
function priceOf(offering: OfferingRow, given: string | number | undefined): bigint {
  if (given === undefined) {
    if (offering.priceUnits === null) throw invalid('price_share', 'Enter the highest price per share you accept');
    return offering.priceUnits;
  }
  const priceUnits = readPositiveUnits('price_share', given, scaleOf(offering.quoteAsset));
  assertAcceptedPrice(offering, priceUnits);
  return priceUnits;
}

/**
 * GET /v1/ipo/{id}/subscription_form: the investor's form for the offering as saved so far, so an
 * investor who left it half-way finds it again (null when there is none). The tax number is only
 * ever answered by its last four digits.
 */
export async function getSavedSubscriptionForm(
  deps: OfferingsDeps,
  investor: Investor,
  offeringId: string,
): Promise<SubscriptionForm | null> {
  const offering = await getPublicOffering(deps, investor, offeringId);
  const form = await findForm(deps.db, { tenantId: investor.tenantId, userId: investor.userId, offeringId });
  return form ? toSubscriptionForm(form, offering) : null;
}

/**
 * POST /v1/ipo/subscription_form/create: saves one step of the investor's form for an open offering.
 * A new amount or tax number takes back the signature, so what is signed is what is committed.
 */
export async function saveSubscriptionStep(
  deps: OfferingsDeps,
  investor: Investor,
  step: SubscriptionFormStep,
): Promise<SubscriptionForm> {
  const offering = await getPublicOffering(deps, investor, step.ipo_id);
  const now = deps.clock.now();
  assertTakesCommitments(offering, now);
  await assertEligible(deps, investor, offering);
  const scope = { tenantId: investor.tenantId, userId: investor.userId, offeringId: offering.id };
  const unsigned = { signerName: null, signature: null, signedAt: null, updatedAt: now };
  let form: SubscriptionFormRow;
  if (step.step === 'amount') {
    const shareQuantity = BigInt(required(step.share_qty, 'share_qty'));
    const priceUnits = priceOf(offering, step.price_share);
    assertFitsOffering(offering, shareQuantity * priceUnits, 0n);
    form = await saveFormFields(deps.db, scope, { shareQuantity, priceUnits, ...unsigned });
  } else if (step.step === 'tax') {
    form = await saveFormFields(deps.db, scope, { taxNumber: required(step.tax_no, 'tax_no'), ...unsigned });
  } else {
    const saved = await findForm(deps.db, scope);
    if (!saved || saved.shareQuantity === null || saved.taxNumber === null) {
      throw new AppError('BUSINESS_RULE', 'Choose your shares and give your tax number before signing');
    }
    const signerName = required(step.signer_name, 'signer_name');
    const signature = required(step.signature, 'signature');
    await readSignatureImage('signature', signature);
    form = await saveFormFields(deps.db, scope, { signerName, signature, signedAt: now, updatedAt: now });
  }
  return toSubscriptionForm(form, offering);
}

async function getSignedForm(deps: OfferingsDeps, investor: Investor, offeringId: string | undefined) {
  const scope = { tenantId: investor.tenantId, userId: investor.userId };
  const form = offeringId ? await findForm(deps.db, { ...scope, offeringId }) : await findLatestForm(deps.db, scope);
  if (!form) throw new AppError('BUSINESS_RULE', 'Fill in the subscription form first');
  if (form.signedAt === null || form.signerName === null || form.shareQuantity === null || form.priceUnits === null) {
    throw new AppError('BUSINESS_RULE', 'Sign the subscription agreement first');
  }
  return {
    ...form,
    signedAt: form.signedAt,
    signerName: form.signerName,
    shareQuantity: form.shareQuantity,
    priceUnits: form.priceUnits,
  };
}

/**
 * POST /v1/ipo/subscription_form/submit: commits to the offering of the signed form, holding the money
 * in the ledger (INS-1 when it is not available), and closes the form. A commitment already made is
 * replaced: its hold is released and the new one taken in the same transaction. Commitments to one
 * offering are made one at a time, so together they never pass its maximum raise; an investor's are
 * made one at a time too (their balance is locked first), so together they never pass their Reg CF
 * limit.
 */
export async function submitSubscription(
  deps: OfferingsDeps,
  investor: Investor,
  idempotencyKey: string,
  body: SubscriptionSubmitRequest,
): Promise<Subscription> {
  const form = await getSignedForm(deps, investor, body.ipo_id);
  const offering = await getPublicOffering(deps, investor, form.offeringId);
  const priceUnits = readPositiveUnits('price_share', body.price_share, scaleOf(offering.quoteAsset));
  if (
    BigInt(body.share_qty) !== form.shareQuantity ||
    priceUnits !== form.priceUnits ||
    body.tax_no !== form.taxNumber
  ) {
    throw new AppError('BUSINESS_RULE', 'These values differ from the form you signed: sign it again with them');
  }
  await assertEligible(deps, investor, offering);
  const facts = await deps.investmentLimitFacts(investor);
  const now = deps.clock.now();
  const scope = { tenantId: investor.tenantId, userId: investor.userId, offeringId: offering.id };
  const keyed = `subscription:${investor.userId}:${idempotencyKey}`;
  const created = await inTransaction(deps.db, async (tx) => {
    const locked = await lockOffering(tx, investor.tenantId, offering.id);
    if (!locked) throw notFound('Offering');
    assertTakesCommitments(locked, now);
    assertAcceptedPrice(locked, priceUnits);
    const amountUnits = form.shareQuantity * priceUnits;
    const { available } = await getOrCreateUserAccounts(tx, investor.tenantId, investor.userId, locked.quoteAsset);
    await lockAvailableBalances(tx, investor.tenantId, [available]);
    const existing = await findLiveSubscription(tx, scope);
    if (locked.workflow === 'reg_cf') {
      const usage = await findRegCfUsage(tx, investor, facts, now, existing?.id ?? null);
      assertWithinRegCfLimit(usage, amountUnits);
    }
    const committed = await sumLiveCommitments(tx, investor.tenantId, locked.id);
    assertFitsOffering(locked, amountUnits, committed - (existing?.amountUnits ?? 0n));
    if (existing) {
      await moveSubscription(tx, { ...investor, subscriptionId: existing.id }, liveStatuses, 'cancelled', now);
      await release(tx, investor.tenantId, { holdId: existing.holdId, idempotencyKey: `${keyed}:replaces` });
    }
    const held = await hold(tx, investor.tenantId, {
      userId: investor.userId,
      asset: locked.quoteAsset,
      amountUnits,
      idempotencyKey: keyed,
      metadata: { offering_id: locked.id, kind: 'offering_subscription' },
    });
    const row = await insertSubscription(tx, {
      tenantId: investor.tenantId,
      offeringId: locked.id,
      userId: investor.userId,
      shareQuantity: form.shareQuantity,
      priceUnits,
      amountUnits,
      maxPriceUnits: locked.workflow === 'ipo' ? priceUnits : null,
      holdId: held.id,
      status: 'active',
      signerName: form.signerName,
      signature: form.signature,
      signedAt: form.signedAt,
      createdAt: now,
      updatedAt: now,
    });
    await deleteForm(tx, scope);
    return { ...row, offering: locked };
  });
  return toSubscription(created, now);
}

/**
 * POST /v1/ipo/subscriptions/{id}/cancel: ends an active commitment while the offering allows it and
 * releases its money. Cancelling it again, or twice at once, releases it once and answers it as it is.
 */
export async function cancelSubscription(
  deps: OfferingsDeps,
  investor: Investor,
  subscriptionId: string,
): Promise<Subscription> {
  const scope = { ...investor, subscriptionId };
  const found = await findSubscription(deps.db, scope);
  if (!found) throw notFound('Subscription');
  const now = deps.clock.now();
  if (found.status === 'cancelled') return toSubscription(found, now);
  await inTransaction(deps.db, async (tx) => {
    const offering = await lockOffering(tx, investor.tenantId, found.offeringId);
    if (!offering || !isCancellable(offering, now)) {
      throw new AppError('BUSINESS_RULE', 'This commitment can no longer be cancelled');
    }
    const ended = await moveSubscription(tx, scope, liveStatuses, 'cancelled', now);
    if (!ended) return;
    await release(tx, investor.tenantId, { holdId: found.holdId, idempotencyKey: `subscription-cancel:${found.id}` });
  });
  const latest = await findSubscription(deps.db, scope);
  if (!latest) throw notFound('Subscription');
  return toSubscription(latest, now);
}

/** GET /v1/ipo/subscriptions: the investor's commitments, newest first. */
export async function findSubscriptions(
  deps: OfferingsDeps,
  investor: Investor,
  query: SubscriptionListQuery,
): Promise<Page<Subscription>> {
  const { rows, total } = await findSubscriptionPage(deps.db, investor, query.status, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const now = deps.clock.now();
  return { items: rows.map((row) => toSubscription(row, now)), page: query.page, limit: query.limit, total };
}
