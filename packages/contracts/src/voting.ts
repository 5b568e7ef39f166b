import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { assetCodeSchema } from './trading-ledger';

/**
 * A shareholder vote (issue 18). An administrator asks the holders of an asset one question; each
 * holder's weight is what they held of the asset at the record date, read from the ledger's history.
 * States: scheduled (before its opening time), open (taking ballots), closed (tallied, with its
 * outcome), cancelled (withdrawn before it opened).
 */
export const proposalStates = ['scheduled', 'open', 'closed', 'cancelled'] as const;
export type ProposalState = (typeof proposalStates)[number];

/**
 * The question's shape: a resolution answered for, against or abstain (abstentions count towards the
 * quorum, not towards the outcome), or a choice among the administrator's own options.
 */
export const proposalKinds = ['resolution', 'choice'] as const;
export type ProposalKind = (typeof proposalKinds)[number];

export const resolutionOptions = ['for', 'against', 'abstain'] as const;

/**
 * How a closed proposal ended: `decided` (its winning option took the most weight), `tied` (two or
 * more options took the most), `no_quorum` (too little of the outstanding weight voted).
 */
export const proposalOutcomes = ['decided', 'tied', 'no_quorum'] as const;
export type ProposalOutcome = (typeof proposalOutcomes)[number];

export const proposalIdParamSchema = z.object({ id: z.uuid({ error: 'Invalid proposal id' }) });

const text = (label: string, max: number) =>
  z.string().trim().min(1, `Enter the ${label}`).max(max, `The ${label} has at most ${max} characters`);
const time = (label: string) => z.iso.datetime({ offset: true, error: `Use a ${label} such as 2026-03-02T09:30:00Z` });

/** An option's key: what a ballot names. */
export const optionKeySchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'An option is its key, such as for, against or option-2');

/**
 * POST /v1/admin/proposals. A resolution's options are for, against and abstain; a choice lists two to
 * ten labels (keys option-1, option-2 ...). The record date must have passed (the holders it fixes are
 * the ones told of the proposal) and come no later than the opening, which comes before the closing:
 * the service checks the times against its clock.
 */
export const createProposalRequestSchema = z
  .strictObject({
    asset: assetCodeSchema,
    title: text('title', 200),
    text: text('text of the proposal', 10_000),
    kind: z.enum(proposalKinds),
    options: z.array(text('option', 120)).max(10, 'A proposal has at most ten options').default([]),
    record_date: time('record date'),
    opens_at: time('opening time'),
    closes_at: time('closing time'),
    /** The share of the outstanding weight (percent, up to two decimals) that must vote for an outcome. */
    quorum_percent: z
      .number({ error: 'Enter the quorum as a percentage' })
      .min(0, 'The quorum is between 0 and 100 percent')
      .max(100, 'The quorum is between 0 and 100 percent')
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, 'The quorum has at most two decimals'),
  })
  .superRefine((body, context) => {
    if (body.kind === 'choice' && body.options.length < 2) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'A choice needs at least two options' });
    }
    if (body.kind === 'resolution' && body.options.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'A resolution has the options for, against and abstain',
      });
    }
    if (new Set(body.options.map((option) => option.toLowerCase())).size !== body.options.length) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'Each option appears once' });
    }
  });
export type CreateProposalRequest = z.infer<typeof createProposalRequestSchema>;

export const proposalListQuerySchema = z.strictObject({
  state: z.enum(proposalStates).optional(),
  ...pageQuerySchema.shape,
});
export type ProposalListQuery = z.infer<typeof proposalListQuerySchema>;

/** One option with the weight of the ballots cast for it (a decimal string of the asset's units). */
export const optionTotalSchema = z.object({
  key: z.string(),
  label: z.string(),
  weight: z.string(),
  ballots: z.number().int(),
});
export type OptionTotal = z.infer<typeof optionTotalSchema>;

/** Live totals: per option, the weight that voted, the outstanding weight, and the quorum's progress. */
export const proposalTotalsSchema = z.object({
  options: z.array(optionTotalSchema),
  voted_weight: z.string(),
  outstanding_weight: z.string(),
  /** Holders at the record date, and how many of them voted. */
  holders: z.number().int(),
  ballots: z.number().int(),
  /** The weight needed for the quorum, and whether the ballots reach it. */
  quorum_weight: z.string(),
  is_quorum_reached: z.boolean(),
});
export type ProposalTotals = z.infer<typeof proposalTotalsSchema>;

export const proposalResultSchema = z.object({
  outcome: z.enum(proposalOutcomes),
  /** The option that took the most weight when `decided`. */
  winning_option: z.string().nullable(),
  closed_at: z.string(),
});
export type ProposalResult = z.infer<typeof proposalResultSchema>;

export const proposalSchema = z.object({
  id: z.string(),
  asset: z.string(),
  title: z.string(),
  text: z.string(),
  kind: z.enum(proposalKinds),
  options: z.array(z.object({ key: z.string(), label: z.string() })),
  record_date: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  quorum_percent: z.number(),
  state: z.enum(proposalStates),
  /** Set once the proposal is closed. */
  result: proposalResultSchema.nullable(),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** What an investor keeps of their ballot: its id and a SHA-256 of what it says, changed with each revision. */
export const ballotReceiptSchema = z.object({
  ballot_id: z.string(),
  hash: z.string(),
  revision: z.number().int(),
  cast_at: z.string(),
});
export type BallotReceipt = z.infer<typeof ballotReceiptSchema>;

export const ballotSchema = z.object({
  option: z.string(),
  weight: z.string(),
  receipt: ballotReceiptSchema,
});
export type Ballot = z.infer<typeof ballotSchema>;

/** GET /v1/vote/{id} (SPEC 7): the proposal, the investor's weight and ballot, and the live totals. */
export const proposalDetailSchema = z.object({
  proposal: proposalSchema,
  /** What the investor held at the record date. */
  weight: z.string(),
  ballot: ballotSchema.nullable(),
  can_vote: z.boolean(),
  totals: proposalTotalsSchema,
});
export type ProposalDetail = z.infer<typeof proposalDetailSchema>;

/** GET /v1/vote: the proposals on assets the investor held at their record dates, newest first. */
export const investorProposalSchema = proposalSchema.extend({
  weight: z.string(),
  voted_option: z.string().nullable(),
});
export type InvestorProposal = z.infer<typeof investorProposalSchema>;

/**
 * POST /v1/vote {id, votes} (SPEC 7): the holder's ballot on proposal `id`. `votes` names the chosen
 * option, one per ballot; voting again before the close replaces the ballot.
 */
export const castVoteRequestSchema = z.strictObject({
  id: z.uuid({ error: 'Invalid proposal id' }),
  votes: z.array(optionKeySchema).length(1, 'Choose one option'),
});
export type CastVoteRequest = z.infer<typeof castVoteRequestSchema>;

/** A proposal as administrators see it: with its totals. */
export const adminProposalSchema = proposalSchema.extend({
  totals: proposalTotalsSchema,
  /** The administrator who created it; null for the platform's own demo proposal. */
  created_by: z.string().nullable(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
});
export type AdminProposal = z.infer<typeof adminProposalSchema>;
