import { randomInt } from 'node:crypto';
import { bankReceivingAccountSchema, type Dashboard, type Payment, type PaymentRule } from '@invest/contracts';
import { sql } from 'drizzle-orm';
import { createMessage, encrypt, readKey } from 'openpgp';
import { expect } from 'vitest';
import { call, defaultTestHost, type TestApp } from '../../../test/test-app';
import { inTransaction } from '../../platform/db/transaction';
import { countryId, createSignedInUser } from '../auth/testing';
import { getOrCreateAccount, getOrCreateUserAccounts, transfer } from '../ledger';
import { sandboxTestCards } from './card/circle-sandbox';
import { getOk, postOk } from './funding.test-app';
import { parseAmount } from './payments/amounts';

/** Test data for funding: investors, balances, encrypted cards, signed webhooks, bank details. */

/**
 * An approved investor (with an investor id) who has given their tax information, as withdrawals
 * need; `taxForm: false` leaves it out.
 */
export async function createFundingInvestor(
  t: TestApp,
  options: { host?: string; investorId?: boolean; taxForm?: boolean } = {},
) {
  const host = options.host ?? defaultTestHost;
  const investorId = options.investorId === false ? undefined : String(randomInt(100_000_000_000, 999_999_999_999));
  const user = await createSignedInUser(t, { host, ...(investorId && { investorId }) });
  if (options.taxForm !== false) {
    const completedAt = JSON.stringify({ tax_payer_identification: t.clock.now().toISOString() });
    await t.context.database.db.execute(
      sql`update users set registration_steps_completed_at = ${completedAt}::jsonb where id = ${user.id}`,
    );
  }
  return { ...user, host };
}

export type FundingInvestor = Awaited<ReturnType<typeof createFundingInvestor>>;

/** An investor of a new domain `host`, whose payment rules are `rules`. */
export async function createInvestorUnderRules(t: TestApp, host: string, rules: PaymentRule[]) {
  const tenantId = await t.createTenant(host);
  await t.context.tenants.updateSettings(tenantId, { payment_rules: rules });
  return createFundingInvestor(t, { host });
}

/** Card data encrypted the way the browser does it: openpgp.js with the key of GET circle/publickey. */
export async function encryptCard(t: TestApp, user: FundingInvestor, card: { number: string; cvv: string }) {
  const { key_id: keyId, public_key: publicKey } = await getOk(t, user, '/v1/circle/publickey');
  const encryptionKeys = await readKey({ armoredKey: Buffer.from(publicKey, 'base64').toString('utf8') });
  const armored = await encrypt({ message: await createMessage({ text: JSON.stringify(card) }), encryptionKeys });
  return { key_id: keyId as string, encrypted_data: Buffer.from(String(armored)).toString('base64') };
}

export async function cardPaymentBody(
  t: TestApp,
  user: FundingInvestor,
  options: { amount?: string | number; number?: string; cvv?: string } = {},
) {
  return {
    amount: options.amount ?? '100.00',
    ...(await encryptCard(t, user, { number: options.number ?? sandboxTestCards.approved, cvv: options.cvv ?? '123' })),
    exp_month: 12,
    exp_year: 2030,
    billing_details: {
      name: 'Grace Hopper',
      city: 'New York',
      country: 'US',
      line1: '350 Fifth Avenue',
      postal_code: '10118',
    },
  };
}

/** A card deposit through the sandbox, settled by its webhook: the user's balance rises by `amount`. */
export async function depositByCard(t: TestApp, user: FundingInvestor, amount: string): Promise<Payment> {
  const payment = await postOk<Payment>(t, user, '/v1/circle/payment', await cardPaymentBody(t, user, { amount }));
  await t.drainOutbox();
  return payment;
}

export async function dashboard(t: TestApp, user: FundingInvestor): Promise<Dashboard> {
  return getOk<Dashboard>(t, user, '/v1/dashboard');
}

/** The user's balance in `asset` as the dashboard shows it ("0" when they never held any). */
export async function balanceOf(t: TestApp, user: FundingInvestor, asset = 'USD') {
  const found = (await dashboard(t, user)).balances.find((balance) => balance.asset === asset);
  return { available: found?.available ?? '0', held: found?.held ?? '0' };
}

/** Every payment of the user, newest first, read page by page as a client does. */
export async function paymentsOf(t: TestApp, user: FundingInvestor): Promise<Payment[]> {
  const all: Payment[] = [];
  for (let page = 1; ; page += 1) {
    const url = `/v1/funding/payments?limit=100&page=${page}`;
    const { items, total } = await getOk<{ items: Payment[]; total: number }>(t, user, url);
    all.push(...items);
    if (items.length === 0 || all.length >= total) return all;
  }
}

/** A domain whose limits let tests withdraw small amounts: 1% fee on bank payouts, none on USDC. */
export async function createWithdrawalTenant(t: TestApp, host: string) {
  const tenantId = await t.createTenant(host, `Withdrawals ${host}`);
  await t.context.tenants.updateSettings(tenantId, {
    payment_rules: [
      { method: 'CARD', enabled: true, min_amount: '1', max_amount: '1000000', fee_pct: '0' },
      { method: 'BANK TRANSFER', enabled: true, min_amount: '1', max_amount: '100000', fee_pct: '1' },
      { method: 'USDC TRANSFER', enabled: true, min_amount: '5', max_amount: '100000', fee_pct: '0' },
    ],
  });
  return tenantId;
}

/** `amount` of `asset` straight into the user's balance from a test counterpart (no provider involved). */
export async function creditAsset(t: TestApp, user: FundingInvestor, asset: string, amount: string) {
  await inTransaction(t.context.database.db, async (tx) => {
    const external = await getOrCreateAccount(tx, user.tenantId, {
      owner: { kind: 'system' },
      asset,
      purpose: 'external:test',
    });
    const { available } = await getOrCreateUserAccounts(tx, user.tenantId, user.id, asset);
    const units = parseAmount(amount, asset);
    await transfer(tx, user.tenantId, {
      kind: 'deposit',
      postings: [
        { account: external, amountUnits: -units },
        { account: available, amountUnits: units },
      ],
    });
  });
}

/** USDC straight into the user's balance from a test counterpart (no USDC deposit route exists yet). */
export const creditUsdc = (t: TestApp, user: FundingInvestor, amount: string) => creditAsset(t, user, 'USDC', amount);

/**
 * A complete address of an account holder in the US, as a wire payout needs it: a state of the
 * lookups, one of its cities, a postal code; with the state's code and the city's name.
 */
export async function usHolderAddress(t: TestApp, user: { token: string; host: string }) {
  const country_id = await countryId(t);
  type Items = { items: { id: number; code: string; name: string }[] };
  const [state] = (await getOk<Items>(t, user, `/v1/provinces/${country_id}`)).items;
  if (!state) throw new Error('no states seeded');
  const [city] = (await getOk<Items>(t, user, `/v1/cities/${state.id}`)).items;
  if (!city) throw new Error('no cities seeded');
  return {
    address: { country_id, province_id: state.id, city_id: city.id, postal_code: '10118' },
    stateCode: state.code,
    cityName: city.name,
  };
}

/**
 * An investor of `host` with bank details saved (an account outside the US unless `account` says
 * otherwise, the holder in the US) and, if asked, a card deposit.
 */
export async function createInvestorWithBank(
  t: TestApp,
  host: string,
  options: {
    deposit?: string;
    /** Fields of the account that differ from the default's (`account_kind: 'us'` and its fields, a number). */
    account?: Record<string, unknown>;
  } = {},
) {
  const user = await createFundingInvestor(t, { host });
  if (options.deposit) await depositByCard(t, user, options.deposit);
  const { address } = await usHolderAddress(t, user);
  const saved = await call(t.api, {
    method: 'POST',
    url: '/v1/account/bank-details',
    host,
    token: user.token,
    payload: {
      bank_name: 'First Test Bank',
      account_holder_name: 'Grace Hopper',
      account_number: '12345678',
      account_currency: 'USD',
      address_line1: '350 Fifth Avenue',
      ...address,
      ...options.account,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return user;
}

/** A receiving account a test domain's bank transfers are sent to. */
export const testReceivingAccount = bankReceivingAccountSchema.parse({
  beneficiary_name: 'Main Test Client Funds',
  bank_name: 'First Test Bank',
  account_number: '000123456789',
  routing_number: '123456780',
  swift_code: 'FTBKUS33',
  bank_address: '1 Test Plaza, New York, NY 10001',
});

/** Gives the domain of `host` the test receiving account, so its investors may announce bank transfers. */
export async function giveBankAccount(t: TestApp, host = defaultTestHost) {
  const tenant = await t.context.tenants.resolveTenant(host);
  await t.context.tenants.updateSettings(tenant.id, { bank_account: testReceivingAccount });
}
