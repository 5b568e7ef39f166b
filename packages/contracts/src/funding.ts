import { z } from 'zod';
import { bankAccountKinds, bankAccountTypes, isValidAbaRoutingNumber } from './bank-accounts';
import { pageQuerySchema } from './envelope';

/** Request and response bodies of funding: deposits, withdrawals, card payments, bank details (SPEC 3, 4, 7). */

/**
 * SPEC 4 "Funding methods", plus CARD for card payments through the card payment provider (Circle)
 * and LIGHTNING for Lightning invoices through Ibex (SPEC 1 and 7 "Lightning", fund type Bitcoin).
 */
export const fundingMethods = [
  'USDC TRANSFER',
  'METAMASK',
  'CHANGENOW',
  'TRANSAK',
  'BANK TRANSFER',
  'CHANGELLY_SWAP',
  'CHANGELLY_BUY',
  'BMN',
  'CARD',
  'LIGHTNING',
] as const;
export type FundingMethod = (typeof fundingMethods)[number];

/** SPEC 4 "Funding/payment status". `confirmed`: the provider accepted the funds; they are credited. */
export const paymentStatuses = ['PENDING', 'COMPLETED', 'FAILED', 'confirmed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentDirections = ['deposit', 'withdrawal'] as const;
export type PaymentDirection = (typeof paymentDirections)[number];

const amountMessage = 'Use an amount such as 1250.50';

/**
 * An amount as a decimal string ("1250.50"), or a JSON number that is exactly one (API.md). The
 * server reads it with packages/money at the asset's scale; at most 12 whole digits.
 */
export const amountInputSchema = z.union(
  [
    z.string().regex(/^\d{1,12}(\.\d{1,18})?$/, amountMessage),
    z.number().positive(amountMessage).max(999_999_999_999, amountMessage),
  ],
  { error: amountMessage },
);

/** A payment as its owner sees it; amounts are decimal strings of `asset`. */
export const paymentSchema = z.object({
  id: z.string(),
  direction: z.enum(paymentDirections),
  method: z.enum(fundingMethods),
  provider: z.string(),
  provider_reference: z.string().nullable(),
  asset: z.string(),
  amount: z.string(),
  fee: z.string(),
  status: z.enum(paymentStatuses),
  failure_reason: z.string().nullable(),
  /** Set while a built-in sandbox provider answers, so the UI labels it. */
  is_sandbox: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentIdParamSchema = z.object({ id: z.uuid({ error: 'Invalid payment id' }) });

/** The signed webhook a provider (or the sandbox) posts when a payment changes status. */
export const paymentWebhookSchema = z.strictObject({
  event_id: z.string().min(1).max(128),
  provider: z.string().regex(/^[a-z0-9_-]{1,32}$/),
  reference: z.string().min(1).max(128),
  status: z.enum(['COMPLETED', 'FAILED', 'confirmed']),
  failure_reason: z.string().max(500).nullable().optional(),
  /** What arrived, when it differs from what was announced (a bank transfer); decimal string. */
  amount: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,18})?$/)
    .optional(),
});
export type PaymentWebhook = z.infer<typeof paymentWebhookSchema>;

/** GET circle/publickey: the key the browser encrypts card data with (OpenPGP, base64 of the armoured key). */
export const cardPublicKeySchema = z.object({ key_id: z.string(), public_key: z.string(), is_sandbox: z.boolean() });
export type CardPublicKey = z.infer<typeof cardPublicKeySchema>;

const billingText = (max: number) =>
  z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(max, `At most ${max} characters`)
    .regex(/^[^<>]*$/, 'Must not contain < or >');

/**
 * POST circle/payment: a card deposit in US dollars. `encrypted_data` is the OpenPGP message (base64)
 * of `{"number": "...", "cvv": "..."}` encrypted in the browser with the public key `key_id`.
 */
export const cardPaymentRequestSchema = z.strictObject({
  amount: amountInputSchema,
  key_id: z.string().min(1).max(64),
  encrypted_data: z
    .string({ error: 'Encrypt the card details first' })
    .min(16, 'Encrypt the card details first')
    .max(16_384)
    .regex(/^[A-Za-z0-9+/=]+$/, 'Encrypt the card details first'),
  exp_month: z.number({ error: 'Enter the expiry month' }).int().min(1, 'Invalid month').max(12, 'Invalid month'),
  exp_year: z.number({ error: 'Enter the expiry year' }).int().min(2000, 'Invalid year').max(2100, 'Invalid year'),
  billing_details: z.strictObject({
    name: billingText(200),
    city: billingText(100),
    country: z.string().regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code'),
    line1: billingText(200),
    line2: billingText(200).optional(),
    district: billingText(100).optional(),
    postal_code: billingText(20),
  }),
});
export type CardPaymentRequest = z.infer<typeof cardPaymentRequestSchema>;

/** A user's balance in one asset: what they may spend, and what pending withdrawals and orders set aside. */
export const assetBalanceSchema = z.object({ asset: z.string(), available: z.string(), held: z.string() });
export type AssetBalance = z.infer<typeof assetBalanceSchema>;

/** GET /dashboard. */
export const dashboardSchema = z.object({
  balances: z.array(assetBalanceSchema),
  pending_deposits: z.array(paymentSchema),
  pending_withdrawals: z.array(paymentSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET funding/bank-transfer: where to send a bank transfer, and the reference that matches it to the user. */
/**
 * GET funding/bank-transfer: where the user sends a bank transfer, the domain's receiving account
 * (null while its administrator has set none, then no transfer is invited), and the user's
 * reference, which matches the money to them. `is_sandbox` while the sandbox bank receives the
 * transfers announced.
 */
export const bankInstructionsSchema = z.object({
  reference: z.string(),
  asset: z.string(),
  account: z
    .object({
      beneficiary_name: z.string(),
      bank_name: z.string(),
      account_number: z.string().nullable(),
      iban: z.string().nullable(),
      routing_number: z.string().nullable(),
      swift_code: z.string().nullable(),
      bank_address: z.string(),
      /** The domain's own words on where the reference goes, `{reference}` replaced by the user's. */
      reference_rule: z.string().nullable(),
    })
    .nullable(),
  is_sandbox: z.boolean(),
});
export type BankInstructions = z.infer<typeof bankInstructionsSchema>;

/** POST funding/bank-transfer: announces a transfer the user is sending, so it shows as pending. */
export const bankDepositRequestSchema = z.strictObject({ amount: amountInputSchema });
export type BankDepositRequest = z.infer<typeof bankDepositRequestSchema>;

/** POST admin/funding/payments/{id}/confirm: an administrator saw the money arrive. */
export const confirmDepositRequestSchema = z.strictObject({ amount: amountInputSchema });
export type ConfirmDepositRequest = z.infer<typeof confirmDepositRequestSchema>;

/** IBAN (ISO 13616): country code, check digits, account; valid when its mod-97 remainder is 1. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = [...(iban.slice(4) + iban.slice(0, 4))]
    .map((char) => (char >= 'A' ? String(char.charCodeAt(0) - 55) : char))
    .join('');
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** SWIFT/BIC (ISO 9362): bank, country, location and an optional branch: 8 or 11 characters. */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.trim().toUpperCase());
}

const settingText = (max: number) =>
  z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(max, `At most ${max} characters`)
    .regex(/^[^<>]*$/, 'Must not contain < or >');

/**
 * A domain's receiving bank account for deposits by bank transfer, as its administrator sets it
 * (POST ihq/domains/settings `bank_account`): the beneficiary, the bank and its address, an account
 * number or IBAN, a routing number (ABA, checksum checked) or SWIFT/BIC, and optionally the domain's
 * own words on where the reference goes (`{reference}` stands for the user's).
 */
export const bankReceivingAccountSchema = z
  .strictObject({
    beneficiary_name: settingText(140),
    bank_name: settingText(140),
    account_number: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 -]{4,34}$/, 'Use 4 to 34 letters, digits, spaces or hyphens')
      .nullable()
      .optional(),
    iban: z
      .string()
      .max(50)
      .refine(isValidIban, 'Not a valid IBAN')
      .transform((iban) => iban.replace(/\s+/g, '').toUpperCase())
      .nullable()
      .optional(),
    routing_number: z
      .string()
      .trim()
      .refine(isValidAbaRoutingNumber, 'Not a valid routing number: check its 9 digits')
      .nullable()
      .optional(),
    swift_code: z
      .string()
      .trim()
      .refine(isValidBic, 'Not a valid SWIFT/BIC code')
      .transform((code) => code.toUpperCase())
      .nullable()
      .optional(),
    bank_address: settingText(300),
    reference_rule: settingText(500).nullable().optional(),
  })
  .superRefine((account, context) => {
    if (!account.account_number && !account.iban) {
      context.addIssue({ code: 'custom', path: ['account_number'], message: 'Give the account number or the IBAN' });
    }
    if (!account.routing_number && !account.swift_code) {
      context.addIssue({
        code: 'custom',
        path: ['routing_number'],
        message: 'Give the routing number or the SWIFT/BIC',
      });
    }
  });
export type BankReceivingAccount = z.infer<typeof bankReceivingAccountSchema>;

const lookupId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
const optionalText = (max: number) => billingText(max).nullable().optional();

/** The fields only a US account has, and those only an account elsewhere has, with why they are refused on the other. */
const usAccountFields = {
  routing_number: 'Only a US account has a routing number',
  account_type: 'Only a US account has an account type',
} as const;
const internationalAccountFields = {
  branch_code: 'A US account has a routing number, not a branch code',
  swift_code: 'A US account has a routing number, not a SWIFT/BIC code',
  iban: 'A US account has no IBAN',
} as const;

/**
 * The holder's state or region and city: chosen from the lookups (an id), or typed (a name) where
 * the lookups list none for the country or the state (the server holds that rule), never both.
 */
const placeFields = [
  ['province_id', 'province_name', 'Choose a state or region', 'Give the state or region once: chosen or typed'],
  ['city_id', 'city_name', 'Choose a city', 'Give the city once: chosen or typed'],
] as const;
type PlaceValues = Partial<Record<(typeof placeFields)[number][0 | 1], unknown>>;

/**
 * SPEC 3 "Bank details", as POST account/bank-details takes them: a US account (`account_kind` us:
 * its ABA routing number, checksum checked, 4 to 17 digits of account number, checking or savings)
 * or another (international, the default, so SPEC 3's fields alone describe one: the account
 * number, with an IBAN, SWIFT/BIC or branch code where it has them). Each field is checked whatever
 * the kind, so a refusal names every field that is wrong; what a kind needs, and the fields that are
 * not its own, are checked once the fields are right. A wire payout needs the holder's state or
 * region, city and postal code (Circle refuses a wire account without them), so they are required
 * (the state and city chosen from the lookups, or typed where the lookups list none);
 * bank details saved before they were may lack them (BankDetails has them nullable).
 */
export const bankDetailsRequestSchema = z
  .strictObject({
    account_kind: z.enum(bankAccountKinds, { error: 'account_kind is us or international' }).default('international'),
    bank_name: billingText(200),
    account_holder_name: billingText(200),
    account_number: z
      .string({ error: 'Enter the account number' })
      .trim()
      .regex(/^[A-Za-z0-9 -]{4,34}$/, 'Use 4 to 34 letters, digits, spaces or hyphens'),
    account_currency: z
      .string({ error: 'Choose a currency' })
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'Use a three-letter currency code')
      .transform((code) => code.toUpperCase()),
    routing_number: z
      .string({ error: 'Enter the routing number' })
      .trim()
      .regex(/^\d{9}$/, { error: 'Use the 9 digits of the routing number', abort: true })
      .refine(isValidAbaRoutingNumber, 'Not a valid routing number: check its 9 digits')
      .optional(),
    account_type: z.enum(bankAccountTypes, { error: 'Choose checking or savings' }).optional(),
    branch_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 -]{1,20}$/, 'Use up to 20 letters, digits, spaces or hyphens')
      .nullable()
      .optional(),
    swift_code: z
      .string()
      .trim()
      .refine(isValidBic, 'Not a valid SWIFT/BIC code')
      .transform((code) => code.toUpperCase())
      .nullable()
      .optional(),
    iban: z
      .string()
      .max(50)
      .refine(isValidIban, 'Not a valid IBAN')
      .transform((iban) => iban.replace(/\s+/g, '').toUpperCase())
      .nullable()
      .optional(),
    address_line1: billingText(200),
    address_line2: optionalText(200),
    address_line3: optionalText(200),
    country_id: lookupId('Choose a country'),
    province_id: lookupId('Choose a state or region').nullable().optional(),
    city_id: lookupId('Choose a city').nullable().optional(),
    /** The state or region typed, where the lookups list none for the country. */
    province_name: optionalText(100),
    /** The city typed, where the lookups list none for the state or region. */
    city_name: optionalText(100),
    suburb: optionalText(100),
    /** Not among SPEC 3's fields: a wire payout needs the account holder's postal code. */
    postal_code: z
      .string({ error: 'Enter the postal code' })
      .trim()
      .min(1, { error: 'Enter the postal code', abort: true })
      .regex(/^[A-Za-z0-9 -]{2,12}$/, 'Use 2 to 12 letters, digits, spaces or hyphens'),
  })
  .check(
    z.superRefine(
      (body: PlaceValues, context) => {
        for (const [id, name, missing, both] of placeFields) {
          const hasId = body[id] !== undefined && body[id] !== null;
          const hasName = body[name] !== undefined && body[name] !== null;
          if (!hasId && !hasName) context.addIssue({ code: 'custom', path: [id], message: missing });
          if (hasId && hasName) context.addIssue({ code: 'custom', path: [name], message: both });
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  )
  .superRefine((body, context) => {
    const refuse = (field: string, message: string) => context.addIssue({ code: 'custom', path: [field], message });
    const isUs = body.account_kind === 'us';
    if (isUs) {
      if (body.routing_number === undefined) refuse('routing_number', 'Enter the routing number');
      if (body.account_type === undefined) refuse('account_type', 'Choose checking or savings');
      if (!/^\d{4,17}$/.test(body.account_number)) {
        refuse('account_number', 'Use the 4 to 17 digits of the account number');
      }
    }
    const notItsOwn: Partial<Record<keyof typeof body, string>> = isUs ? internationalAccountFields : usAccountFields;
    for (const [field, message] of Object.entries(notItsOwn)) {
      const value = body[field as keyof typeof body];
      if (value !== undefined && value !== null) refuse(field, message);
    }
  });
export type BankDetailsRequest = z.infer<typeof bankDetailsRequestSchema>;

export const bankDetailsSchema = z.object({
  account_kind: z.enum(bankAccountKinds),
  bank_name: z.string(),
  account_holder_name: z.string(),
  account_number: z.string(),
  account_currency: z.string(),
  /** A US account's; null for another. */
  routing_number: z.string().nullable(),
  account_type: z.enum(bankAccountTypes).nullable(),
  branch_code: z.string().nullable(),
  swift_code: z.string().nullable(),
  iban: z.string().nullable(),
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  address_line3: z.string().nullable(),
  country_id: z.number().int(),
  province_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  province_name: z.string().nullable(),
  city_name: z.string().nullable(),
  suburb: z.string().nullable(),
  postal_code: z.string().nullable(),
  updated_at: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** GET account/bank-details: null until the user saved theirs. */
export const bankDetailsPayloadSchema = z.object({ bank_details: bankDetailsSchema.nullable() });

/** Chains a digital asset is withdrawn on, and the shape of a wallet address on each. */
export const withdrawalChains = {
  ETH: /^0x[0-9a-fA-F]{40}$/,
  POLYGON: /^0x[0-9a-fA-F]{40}$/,
  BASE: /^0x[0-9a-fA-F]{40}$/,
  AVAX: /^0x[0-9a-fA-F]{40}$/,
  SOL: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
} as const;
export type WithdrawalChain = keyof typeof withdrawalChains;

/** What may be withdrawn: US dollars to the user's bank account, USDC to a wallet. */
export const withdrawableAssets = { USD: 'fiat', USDC: 'crypto' } as const;

/** SPEC 3 "Withdrawal" (POST trading/withdraw, digtl/withdraw), with the authenticator code when 2FA is on. */
export const withdrawRequestSchema = z.strictObject({
  currency: z
    .string({ error: 'Choose a currency' })
    .regex(/^[A-Za-z0-9]{2,12}$/, 'Choose a currency')
    .transform((code) => code.toUpperCase()),
  amount: amountInputSchema,
  wallet: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{26,64}$/, 'Not a wallet address')
    .optional(),
  chain: z
    .string()
    .transform((chain) => chain.toUpperCase())
    .pipe(z.enum(Object.keys(withdrawalChains) as [WithdrawalChain, ...WithdrawalChain[]], { error: 'Unknown chain' }))
    .optional(),
  one_time_password: z
    .string()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')
    .optional(),
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

/** A withdrawal taken: WF-2 (SPEC 8 "withdraw success"); its payment is PENDING until the provider settles. */
export const withdrawalPayloadSchema = z.object({ message_code: z.literal('WF-2'), payment: paymentSchema });
export type WithdrawalPayload = z.infer<typeof withdrawalPayloadSchema>;

/** GET funding/payments: a page of the user's payments, narrowed by direction, status and method. */
export const paymentHistoryQuerySchema = pageQuerySchema.extend({
  direction: z.enum(paymentDirections, { error: 'Use deposit or withdrawal' }).optional(),
  status: z.enum(paymentStatuses, { error: 'Unknown payment status' }).optional(),
  method: z.enum(fundingMethods, { error: 'Unknown funding method' }).optional(),
});
export type PaymentHistoryQuery = z.infer<typeof paymentHistoryQuerySchema>;
