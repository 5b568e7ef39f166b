import { z } from 'zod';
import { amountInputSchema, paymentSchema } from './funding';

/**
 * SPEC 7 "Misc" (bmn/deposit, bmnamp) and SPEC 9 fund type BMN: the investor sends BMN (a Liquid
 * security token held through Blockstream AMP) from their own wallet; the deposit is recorded
 * PENDING and credited in the BMN asset (8 decimals) once the transfer is confirmed.
 */

const text = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `At most ${max} characters`)
    .regex(/^[^<>]*$/, 'Must not contain < or >');

/** A Liquid address: base58 (legacy and confidential) or bech32/blech32 (ex1, lq1 and their testnet forms). */
const liquidAddressSchema = z
  .string({ error: 'Enter your BMN wallet address' })
  .trim()
  .regex(
    /^([1-9A-HJ-NP-Za-km-z]{26,90}|(ex|lq|tex|tlq|ert|el)1[02-9ac-hj-np-z]{20,110})$/,
    'Not a Liquid wallet address',
  );

/** The investor's account id on the platform (their investor id), as digits. */
const accountIdSchema = z
  .union([z.string().trim(), z.number().int().nonnegative()], { error: 'Enter your account id' })
  .transform(String)
  .pipe(z.string().regex(/^\d{1,20}$/, 'Enter your account id: digits only'));

/** POST bmn/deposit. */
export const bmnDepositRequestSchema = z.strictObject({
  name: text(200, 'Enter your name'),
  email: z.email({ error: 'Invalid email address' }).max(254),
  bmn_wallet_address: liquidAddressSchema,
  amount_to_deposit: amountInputSchema,
  dg_id: accountIdSchema,
});
export type BmnDepositRequest = z.infer<typeof bmnDepositRequestSchema>;

/** The deposit is recorded: BMN-1 (SPEC 8 "deposit complete"); its payment stays PENDING until confirmed. */
export const bmnDepositPayloadSchema = z.object({ message_code: z.literal('BMN-1'), payment: paymentSchema });
export type BmnDepositPayload = z.infer<typeof bmnDepositPayloadSchema>;

/** A Blockstream AMP id (GAID): GA and base58 characters. */
const ampIdSchema = z
  .string({ error: 'Enter your AMP id' })
  .trim()
  .regex(/^GA[1-9A-HJ-NP-Za-km-z]{20,40}$/, 'Not an AMP id: it starts with GA, as Blockstream Green shows it');

/** POST bmnamp: the investor's AMP id, where BMN they hold through the platform is registered. */
export const bmnAmpRequestSchema = z.strictObject({ amp_id: ampIdSchema });
export type BmnAmpRequest = z.infer<typeof bmnAmpRequestSchema>;

/**
 * GET and POST bmnamp: null until the investor gave it. `is_sandbox`: the BMN desk is the built-in
 * sandbox, so the deposit screen labels it before any deposit is made.
 */
export const bmnAmpSchema = z.object({
  amp_id: z.string().nullable(),
  updated_at: z.string().nullable(),
  is_sandbox: z.boolean(),
});
export type BmnAmp = z.infer<typeof bmnAmpSchema>;
