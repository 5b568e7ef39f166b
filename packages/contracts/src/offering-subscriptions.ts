import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { amountInputSchema } from './funding';
import { offeringQuoteAssets } from './offerings';
import { signatureImageSchema } from './onboarding';

const offeringId = z.uuid({ error: 'Invalid offering id' });

/** A whole number of shares: offerings sell shares one by one. */
export const shareQuantitySchema = z.union([
  z.string().regex(/^[1-9]\d{0,11}$/, 'Enter a whole number of shares, such as 40'),
  z.number().int('Enter a whole number of shares, such as 40').min(1).max(999_999_999_999),
]);

const taxNumberSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9 -]{4,30}$/, 'Enter your tax number as it appears on your tax documents');

const stepFields = {
  amount: ['share_qty', 'price_share'],
  tax: ['tax_no'],
  agreement: ['signer_name', 'agreed', 'signature'],
} as const;
const requiredFields = {
  amount: ['share_qty'],
  tax: ['tax_no'],
  agreement: ['signer_name', 'agreed', 'signature'],
} as const;
const requiredMessages: Record<string, string> = {
  share_qty: 'Enter a whole number of shares, such as 40',
  tax_no: 'Enter your tax number as it appears on your tax documents',
  signer_name: 'Type your full name to sign',
  agreed: 'Read and accept the subscription agreement to sign it',
  signature: 'Sign the subscription agreement',
};

/**
 * POST /v1/ipo/subscription_form/create (SPEC 7): the subscription form is saved step by step: the
 * shares (and, for an ipo, the highest price the investor accepts), the tax number, then the
 * signature of the subscription agreement (the typed name and a drawn signature, a PNG the agreement's
 * PDF shows). Each step takes its own fields and needs its required ones.
 */
export const subscriptionFormStepSchema = z
  .strictObject({
    step: z.enum(['amount', 'tax', 'agreement'], { error: 'Choose the step: amount, tax or agreement' }),
    ipo_id: offeringId,
    share_qty: shareQuantitySchema.optional(),
    price_share: amountInputSchema.optional(),
    tax_no: taxNumberSchema.optional(),
    signer_name: z.string().trim().min(2, 'Type your full name to sign').max(120).optional(),
    agreed: z.literal(true, { error: 'Read and accept the subscription agreement to sign it' }).optional(),
    signature: signatureImageSchema('Sign the subscription agreement').optional(),
  })
  .superRefine((body, context) => {
    const own: readonly string[] = stepFields[body.step];
    for (const field of Object.values(stepFields).flat()) {
      if (body[field] !== undefined && !own.includes(field)) {
        context.addIssue({ code: 'custom', path: [field], message: `${field} belongs to another step of the form` });
      }
    }
    for (const field of requiredFields[body.step]) {
      if (body[field] === undefined) {
        context.addIssue({ code: 'custom', path: [field], message: requiredMessages[field] ?? 'Required' });
      }
    }
  });
export type SubscriptionFormStep = z.infer<typeof subscriptionFormStepSchema>;

export const subscriptionFormSteps = ['amount', 'tax', 'agreement', 'submit'] as const;

/** The investor's form for one offering as saved so far; the tax number shows only its last four characters. */
export const subscriptionFormSchema = z.object({
  ipo_id: z.string(),
  share_qty: z.string().nullable(),
  price_share: z.string().nullable(),
  amount: z.string().nullable(),
  tax_no_last4: z.string().nullable(),
  signer_name: z.string().nullable(),
  signed_at: z.string().nullable(),
  next_step: z.enum(subscriptionFormSteps),
});
export type SubscriptionForm = z.infer<typeof subscriptionFormSchema>;

/**
 * POST /v1/ipo/subscription_form/submit (SPEC 7: price_share, share_qty, tax_no): commits to the
 * offering of the form (`ipo_id`, or the form saved last), holding the money in the ledger. The
 * values must be the form's, so what was signed is what is committed.
 */
export const submitSubscriptionRequestSchema = z.strictObject({
  ipo_id: offeringId.optional(),
  price_share: amountInputSchema,
  share_qty: shareQuantitySchema,
  tax_no: taxNumberSchema,
});
export type SubscriptionSubmitRequest = z.infer<typeof submitSubscriptionRequestSchema>;

/**
 * A commitment's status: active (money held); needs_reconfirmation (the offering's material terms
 * changed: the investor confirms it or it lapses); cancelled (by the investor); priced_out (an ipo
 * priced above the investor's maximum price: released); lapsed (not reconfirmed in time:
 * released); released (the offering failed or was cancelled); settled (shares delivered).
 */
export const subscriptionStatuses = [
  'active',
  'needs_reconfirmation',
  'cancelled',
  'priced_out',
  'lapsed',
  'released',
  'settled',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** One commitment as its investor sees it: what is held, and whether it can still be cancelled. */
export const subscriptionSchema = z.object({
  id: z.string(),
  ipo_id: z.string(),
  offering_name: z.string(),
  asset: z.string(),
  quote_asset: z.enum(offeringQuoteAssets),
  share_qty: z.string(),
  price_share: z.string(),
  amount: z.string(),
  /** An ipo's indication of interest: the highest price per share the investor accepts (null otherwise). */
  max_price: z.string().nullable(),
  status: z.enum(subscriptionStatuses),
  /** Until when it may be cancelled (null once that is no longer possible). */
  cancellable_until: z.string().nullable(),
  /** Until when a commitment that needs reconfirmation may be reconfirmed (null otherwise). */
  reconfirm_by: z.string().nullable(),
  /** Whole shares allocated at settlement (null until then). */
  allocated_qty: z.string().nullable(),
  /** The money given back: what was held less what the allocated shares cost (null until known). */
  refund: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionIdParamSchema = z.object({ id: z.uuid({ error: 'Invalid subscription id' }) });

/** GET /v1/ipo/subscriptions: the investor's commitments, newest first. */
export const subscriptionListQuerySchema = z.strictObject({
  status: z.enum(subscriptionStatuses).optional(),
  ...pageQuerySchema.shape,
});
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuerySchema>;

/**
 * What an investor certified (certify-accredited) that the Reg CF investment limit reads: a valid
 * accreditation, and their annual income, net worth and Reg CF investments elsewhere in the last
 * 12 months, in US dollars (null when not given).
 */
export interface InvestmentLimitFacts {
  isAccredited: boolean;
  annualIncome: string | null;
  netWorth: string | null;
  regCfElsewhere: string | null;
}

/** Which rule of SEC 227.100(a)(2) sets the investor's limit. */
export const regCfLimitBases = ['accredited', 'minimum', 'five_percent', 'ten_percent', 'maximum'] as const;

/** GET /v1/ipo/reg-cf-limit: the investor's Reg CF limit over 12 months, what is used and what is left. */
export const regCfLimitSchema = z.object({
  basis: z.enum(regCfLimitBases),
  /** Null for an accredited investor: no limit. */
  limit: z.string().nullable(),
  used_elsewhere: z.string(),
  used_here: z.string(),
  remaining: z.string().nullable(),
});
export type RegCfLimit = z.infer<typeof regCfLimitSchema>;

/**
 * GET /v1/ipo/{id}/commitments: how the offering's commitments grew, one point a day on which any was
 * made: the total committed by the end of that day (commitments since cancelled or released left out).
 */
export const commitmentSeriesSchema = z.object({
  quote_asset: z.enum(offeringQuoteAssets),
  points: z.array(z.object({ date: z.string(), amount: z.string(), count: z.number().int() })),
});
export type CommitmentSeries = z.infer<typeof commitmentSeriesSchema>;
