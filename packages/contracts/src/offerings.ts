import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { amountInputSchema } from './funding';
import { assetCodeSchema } from './trading-ledger';
import { workflows } from './workflows';

/**
 * An offering's life (issue 18): draft (only administrators see it), upcoming (announced, favourites
 * and "notify me"), open (taking commitments), priced (an ipo's price is set), closing (being
 * settled), funded (settled), listed (its shares trade on the exchange); cancelled or failed end it
 * with every hold released.
 */
export const offeringStates = [
  'draft',
  'upcoming',
  'open',
  'priced',
  'closing',
  'funded',
  'listed',
  'cancelled',
  'failed',
] as const;
export type OfferingState = (typeof offeringStates)[number];

/** The kinds of security an issuer offers, as Form C and offering circulars name them. */
export const securityTypes = [
  'common_equity',
  'preferred_equity',
  'safe',
  'convertible_note',
  'debt',
  'revenue_share',
  'token',
] as const;
export type SecurityType = (typeof securityTypes)[number];

/** The currencies an offering raises money in. */
export const offeringQuoteAssets = ['USD'] as const;

/**
 * How an oversubscribed offering shares its shares out at closing: pro rata to each request
 * (rounded down to whole shares, the shares left over one each by largest remainder), or by a
 * random draw from a seed recorded on the offering, so anyone can re-run it.
 */
export const allocationMethods = ['pro_rata', 'random'] as const;
export type AllocationMethod = (typeof allocationMethods)[number];

/** The states an administrator moves an offering to by hand; the others have operations of their own. */
export const manualOfferingStates = ['upcoming', 'open', 'cancelled'] as const;

export const offeringIdParamSchema = z.object({ id: z.uuid({ error: 'Invalid offering id' }) });

/** An offering as investors and administrators see it; amounts are decimal strings of `quote_asset`. */
export const offeringSchema = z.object({
  id: z.string(),
  name: z.string(),
  issuer_name: z.string(),
  summary: z.string(),
  /** The ledger asset its shares are, such as NOVA. */
  asset: z.string(),
  quote_asset: z.enum(offeringQuoteAssets),
  workflow: z.enum(workflows),
  security_type: z.enum(securityTypes),
  /** The price of one share; null while an ipo is marketed on a range. */
  price_per_share: z.string().nullable(),
  price_range: z.object({ low: z.string(), high: z.string() }).nullable(),
  min_investment: z.string(),
  max_investment: z.string().nullable(),
  target_raise: z.string(),
  max_raise: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  accredited_only: z.boolean(),
  /** Countries whose investors may not subscribe (2-letter ISO codes), as markets restrict them (SPEC 5). */
  restricted_countries: z.array(z.string()),
  /** What may go wrong for an investor, in plain paragraphs separated by blank lines. */
  risk_text: z.string(),
  state: z.enum(offeringStates),
  is_favorite: z.boolean(),
  allocation_method: z.enum(allocationMethods),
  /** Goes up by one with every change of the material terms of an open offering. */
  terms_version: z.number().int(),
  /** Whether the investor asked for a mail when this upcoming offering opens. */
  is_notify: z.boolean(),
});
export type Offering = z.infer<typeof offeringSchema>;

/**
 * An offering as investors see it: with what its commitments hold so far (active and settled ones),
 * for the raised-versus-target bar.
 */
export const investorOfferingSchema = offeringSchema.extend({ raised: z.string() });
export type InvestorOffering = z.infer<typeof investorOfferingSchema>;

const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /v1/ipo: the domain's offerings, soonest closing first, filtered by workflow, state and favourite. */
export const offeringListQuerySchema = z.strictObject({
  workflow: z.enum(workflows).optional(),
  state: z.enum(offeringStates).optional(),
  favorite: booleanText.optional(),
  ...pageQuerySchema.shape,
});
export type OfferingListQuery = z.infer<typeof offeringListQuerySchema>;

/** POST /v1/ipo/{id}/favorite (SPEC 7). */
export const offeringFavoriteRequestSchema = z.strictObject({ is_favorite: z.boolean() });

const text = (label: string, max: number) =>
  z.string().trim().min(1, `Enter the ${label}`).max(max, `The ${label} has at most ${max} characters`);
const time = z.iso.datetime({ offset: true, error: 'Use a time such as 2026-03-02T09:30:00Z' });

const offeringTermsShape = {
  name: text('offering name', 120),
  issuer_name: text("issuer's name", 120),
  summary: text('summary', 4000),
  asset: assetCodeSchema,
  quote_asset: z.enum(offeringQuoteAssets).default('USD'),
  workflow: z.enum(workflows),
  security_type: z.enum(securityTypes),
  price_per_share: amountInputSchema.nullable().default(null),
  price_range: z.strictObject({ low: amountInputSchema, high: amountInputSchema }).nullable().default(null),
  min_investment: amountInputSchema,
  max_investment: amountInputSchema.nullable().default(null),
  target_raise: amountInputSchema,
  max_raise: amountInputSchema,
  opens_at: time,
  closes_at: time,
  accredited_only: z.boolean().default(false),
  restricted_countries: z
    .array(z.string().regex(/^[A-Z]{2}$/, 'A country is its 2-letter ISO code'))
    .max(250)
    .default([]),
  allocation_method: z.enum(allocationMethods).default('pro_rata'),
  risk_text: z.string().trim().max(20_000, 'The risk text has at most 20,000 characters').default(''),
};

/**
 * POST /v1/admin/offerings: a draft. The amounts' order (minimum and maximum, target and maximum
 * raise, a range's ends) and the dates' are checked by the service, which knows the currency's scale.
 */
export const createOfferingRequestSchema = z.strictObject(offeringTermsShape);
export type CreateOfferingRequest = z.infer<typeof createOfferingRequestSchema>;

/**
 * PUT /v1/admin/offerings/{id}: new terms. Before the offering opens any may change; once open, all
 * but the asset, workflow and currency, and a change of the material terms (price or range, maximum
 * raise, closing time, security type, minimum or maximum investment) asks every investor to
 * reconfirm their commitment.
 */
export const updateOfferingRequestSchema = createOfferingRequestSchema;
export type UpdateOfferingRequest = CreateOfferingRequest;

/** POST /v1/admin/offerings/{id}/state: announce, open or cancel an offering. */
export const offeringTransitionRequestSchema = z.strictObject({
  to: z.enum(manualOfferingStates),
  reason: z.string().trim().min(1).max(500).optional(),
});
export type OfferingTransitionRequest = z.infer<typeof offeringTransitionRequestSchema>;

/** One recorded change of an offering's state: who made it (null: the platform's schedule) and when. */
export const offeringStateChangeSchema = z.object({
  from: z.enum(offeringStates),
  to: z.enum(offeringStates),
  actor_id: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type OfferingStateChange = z.infer<typeof offeringStateChangeSchema>;

/** An offering with its history, as administrators see it. */
export const adminOfferingSchema = offeringSchema.extend({
  history: z.array(offeringStateChangeSchema),
  /** The seed of a random allocation, recorded at closing (null until then, and for pro rata). */
  allocation_seed: z.string().nullable(),
});
export type AdminOffering = z.infer<typeof adminOfferingSchema>;

/** POST /v1/admin/offerings/{id}/price: the final price per share of an open ipo. */
export const priceOfferingRequestSchema = z.strictObject({ price_per_share: amountInputSchema });
export type PriceOfferingRequest = z.infer<typeof priceOfferingRequestSchema>;

/**
 * GET /v1/ipo/nationality-check/{id} (SPEC 7): whether the investor may subscribe to the offering,
 * and if not why: it is for accredited investors only, or their country is restricted.
 */
export const nationalityCheckSchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(['accreditation', 'country']).nullable(),
});
export type NationalityCheck = z.infer<typeof nationalityCheckSchema>;
