import { formatUnits } from '@invest/money';
import { AppError } from '../../../platform/errors';
import { type CircleSettings, createCircleClient, derivedIdempotencyKey } from '../card/circle-client';
import type { PaymentOutcome } from '../payments/payment-outcome';
import type { PayoutDestination, PayoutProvider } from './payout.port';

/**
 * Bank payouts in US dollars through Circle's Payouts API (developers.circle.com, "Payouts"): the
 * user's bank account becomes a wire bank account (POST /v1/banks/wires, by IBAN or by account and
 * routing number), then POST /v1/payouts sends the amount to it from our Circle wallet, keyed by our
 * payment id so a retried call pays once. Circle's notifications (payouts messages) only name the
 * payout; its status is read back with GET /v1/payouts/{id}: complete or failed. Used when
 * CIRCLE_API_KEY is set.
 */

interface CirclePayout {
  id: string;
  status: 'pending' | 'complete' | 'failed';
  errorCode?: string | null;
}

type BankDestination = Extract<PayoutDestination, { kind: 'bank' }>;

const unavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The bank payout provider is unavailable: try again later');

/** Countries whose addresses Circle wants with their two-letter state or province code. */
const districtCountries = new Set(['US', 'CA']);

/**
 * What Circle needs of a wire account that the user's bank details lack: its billing details take
 * the holder's city and postal code, and a state or province in the US and Canada.
 */
export function missingWireDetails(destination: PayoutDestination): string | null {
  if (destination.kind !== 'bank') return null;
  const missing = [
    !destination.city && 'city',
    !destination.postalCode && 'postal code',
    districtCountries.has(destination.countryCode) && !destination.provinceCode && 'state or province',
  ].filter((part): part is string => typeof part === 'string');
  if (missing.length === 0) return null;
  const parts = new Intl.ListFormat('en', { type: 'conjunction' }).format(missing);
  return `Add the ${parts} of your address to your bank details before withdrawing to your bank`;
}

/**
 * The wire bank account Circle pays into: by IBAN when the user gave one, else by account number and
 * routing number (a US account's ABA number, else the branch code, else the SWIFT code); Circle
 * refuses an account without either.
 * Its billing details are the holder's address (name, line1, city, postal code and country, with
 * the state or province in the US and Canada); the bank's country is the holder's, or the US for an
 * account with a routing number.
 */
export function wireAccountOf(destination: BankDestination, idempotencyKey: string) {
  const billingDetails = {
    name: destination.accountHolderName,
    line1: destination.addressLine1,
    ...(destination.addressLine2 && { line2: destination.addressLine2 }),
    city: destination.city,
    ...(districtCountries.has(destination.countryCode) && { district: destination.provinceCode }),
    postalCode: destination.postalCode,
    country: destination.countryCode,
  };
  const bankAddress = {
    bankName: destination.bankName,
    country: destination.routingNumber ? 'US' : destination.countryCode,
  };
  if (destination.iban) return { idempotencyKey, iban: destination.iban, billingDetails, bankAddress };
  const routingNumber = destination.routingNumber ?? destination.branchCode ?? destination.swiftCode;
  return {
    idempotencyKey,
    accountNumber: destination.accountNumber,
    ...(routingNumber && { routingNumber }),
    billingDetails,
    bankAddress,
  };
}

export function toPayoutOutcome(payout: CirclePayout): PaymentOutcome | null {
  if (payout.status === 'complete') return { status: 'COMPLETED', failureReason: null };
  if (payout.status === 'failed') {
    return { status: 'FAILED', failureReason: `The bank payout failed (${payout.errorCode ?? 'payout_failed'})` };
  }
  return null;
}

export function createCirclePayoutProvider(settings: CircleSettings & { walletId: string | null }): PayoutProvider {
  const request = createCircleClient(settings, {
    unavailable,
    refused: (message) => new AppError('VALIDATION', `The bank payout provider refused the payout: ${message}`),
  });
  return {
    name: 'circle',
    isSandbox: false,
    missingDetails: missingWireDetails,
    async submitPayout(input) {
      if (input.destination.kind !== 'bank') throw new Error('Circle pays out to bank accounts only');
      const bank = await request<{ id: string }>(
        'POST',
        '/v1/banks/wires',
        wireAccountOf(input.destination, derivedIdempotencyKey(`wire:${input.paymentId}`)),
      );
      const payout = await request<CirclePayout>('POST', '/v1/payouts', {
        idempotencyKey: input.paymentId,
        ...(settings.walletId && { source: { type: 'wallet', id: settings.walletId } }),
        destination: { type: 'wire', id: bank.id },
        amount: { amount: formatUnits(input.amountUnits, 2), currency: 'USD' },
      });
      return { reference: payout.id };
    },
    async getPayoutOutcome(reference) {
      if (!/^[\w-]{1,64}$/.test(reference)) return null;
      return toPayoutOutcome(await request<CirclePayout>('GET', `/v1/payouts/${reference}`));
    },
  };
}
