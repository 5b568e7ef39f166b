import type { BankDetails, BankDetailsRequest } from '@invest/contracts';
import { invalid } from '../../../platform/errors';
import type { Actor, FundingDeps } from '../funding.deps';
import * as bank from './bank.repository';

function toBankDetails(row: bank.BankDetailsRow): BankDetails {
  return {
    account_kind: row.routingNumber === null ? 'international' : 'us',
    bank_name: row.bankName,
    account_holder_name: row.accountHolderName,
    account_number: row.accountNumber,
    account_currency: row.accountCurrency,
    routing_number: row.routingNumber,
    account_type: row.accountType,
    branch_code: row.branchCode,
    swift_code: row.swiftCode,
    iban: row.iban,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    address_line3: row.addressLine3,
    country_id: row.countryId,
    province_id: row.provinceId,
    city_id: row.cityId,
    province_name: row.provinceName,
    city_name: row.cityName,
    suburb: row.suburb,
    postal_code: row.postalCode,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** GET account/bank-details: the user's, or null before they saved any. */
export async function findOwnBankDetails(deps: Pick<FundingDeps, 'db'>, actor: Actor): Promise<BankDetails | null> {
  const row = await bank.findBankDetails(deps.db, actor.tenantId, actor.userId);
  return row ? toBankDetails(row) : null;
}

/**
 * POST account/bank-details: replaces the user's bank details, a US account (routing number, type)
 * or another; the address ids must be the lookups', the city one of the state's, and a state or
 * city is typed only where the lookups list none.
 */
export async function saveBankDetails(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'lookups'>,
  actor: Actor,
  body: BankDetailsRequest,
): Promise<BankDetails> {
  const placeError = await deps.lookups.findAddressError({
    countryId: body.country_id,
    provinceId: body.province_id,
    cityId: body.city_id,
    provinceName: body.province_name,
    cityName: body.city_name,
  });
  if (placeError) throw invalid(placeError.field, placeError.message);
  const row = await bank.upsertBankDetails(deps.db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    bankName: body.bank_name,
    accountHolderName: body.account_holder_name,
    accountNumber: body.account_number,
    accountCurrency: body.account_currency,
    // The request's schema lets a US account give only its routing number and type, another only its codes.
    routingNumber: body.routing_number ?? null,
    accountType: body.account_type ?? null,
    branchCode: body.branch_code ?? null,
    swiftCode: body.swift_code ?? null,
    iban: body.iban ?? null,
    addressLine1: body.address_line1,
    addressLine2: body.address_line2 ?? null,
    addressLine3: body.address_line3 ?? null,
    countryId: body.country_id,
    provinceId: body.province_id ?? null,
    cityId: body.city_id ?? null,
    provinceName: body.province_name ?? null,
    cityName: body.city_name ?? null,
    suburb: body.suburb ?? null,
    postalCode: body.postal_code,
    updatedAt: deps.clock.now(),
  });
  return toBankDetails(row);
}
