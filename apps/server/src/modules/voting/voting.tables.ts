import type { ProposalKind, ProposalOutcome } from '@invest/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { userIdColumn, users } from '../auth';
import { tenantIdColumn } from '../tenants';

/** What the database stores of a proposal's life; "open" is the time between its opening and closing. */
export type StoredProposalState = 'scheduled' | 'closed' | 'cancelled';

const units = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * A question an administrator put to the holders of `asset` (issue 18). The holders and their
 * weights were fixed at creation from the ledger's history at `record_date` (proposal_holders);
 * `outstanding_units` is their sum and `holder_count` their number. The quorum is in basis points of it.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    asset: text().notNull(),
    title: text().notNull(),
    text: text().notNull(),
    kind: text().$type<ProposalKind>().notNull(),
    options: jsonb().$type<{ key: string; label: string }[]>().notNull(),
    recordDate: timestamp({ withTimezone: true }).notNull(),
    opensAt: timestamp({ withTimezone: true }).notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    quorumBps: integer().notNull(),
    outstandingUnits: units('outstanding_units').notNull(),
    holderCount: integer().notNull(),
    state: text().$type<StoredProposalState>().notNull(),
    outcome: text().$type<ProposalOutcome>(),
    winningOption: text(),
    closedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** The administrator who put the question; null for the platform's own (the demo domain's seed). */
    createdBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    unique('proposals_tenant_id_key').on(table.tenantId, table.id),
    index('proposals_tenant_created_idx').on(table.tenantId, table.createdAt),
    index('proposals_due_idx').on(table.closesAt).where(sql`${table.state} = 'scheduled'`),
    check('proposals_state_check', sql`${table.state} in ('scheduled', 'closed', 'cancelled')`),
    check('proposals_kind_check', sql`${table.kind} in ('resolution', 'choice')`),
    check(
      'proposals_outcome_check',
      sql`${table.outcome} is null or ${table.outcome} in ('decided', 'tied', 'no_quorum')`,
    ),
    check(
      'proposals_dates_check',
      sql`${table.recordDate} <= ${table.opensAt} and ${table.opensAt} < ${table.closesAt}`,
    ),
    check('proposals_quorum_check', sql`${table.quorumBps} between 0 and 10000`),
    check('proposals_holders_check', sql`${table.outstandingUnits} > 0 and ${table.holderCount} > 0`),
    check(
      'proposals_result_check',
      sql`(${table.state} = 'closed') = (${table.outcome} is not null and ${table.closedAt} is not null)
          and (${table.winningOption} is null or ${table.outcome} = 'decided')
          and (${table.state} = 'cancelled') = (${table.cancelledAt} is not null)`,
    ),
  ],
);

/** Who held the asset at the proposal's record date, and how much: the ballots' weights. */
export const proposalHolders = pgTable(
  'proposal_holders',
  {
    tenantId: tenantIdColumn(),
    proposalId: uuid().notNull(),
    userId: userIdColumn(),
    weightUnits: units('weight_units').notNull(),
  },
  (table) => [
    primaryKey({ name: 'proposal_holders_pkey', columns: [table.proposalId, table.userId] }),
    foreignKey({
      name: 'proposal_holders_proposal_fk',
      columns: [table.tenantId, table.proposalId],
      foreignColumns: [proposals.tenantId, proposals.id],
    }),
    unique('proposal_holders_weight_key').on(table.proposalId, table.userId, table.weightUnits),
    index('proposal_holders_user_idx').on(table.tenantId, table.userId),
    check('proposal_holders_weight_check', sql`${table.weightUnits} > 0`),
  ],
);

/**
 * A holder's one ballot on a proposal, replaced in place when they vote again (`revision` counts the
 * changes). Its weight is the holder's (the foreign key: only a holder at the record date votes);
 * `hash` is the SHA-256 the investor keeps as their receipt.
 */
export const ballots = pgTable(
  'ballots',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    proposalId: uuid().notNull(),
    userId: uuid().notNull(),
    option: text().notNull(),
    weightUnits: units('weight_units').notNull(),
    revision: integer().notNull(),
    hash: text().notNull(),
    castAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    unique('ballots_proposal_user_key').on(table.proposalId, table.userId),
    foreignKey({
      name: 'ballots_holder_fk',
      columns: [table.proposalId, table.userId, table.weightUnits],
      foreignColumns: [proposalHolders.proposalId, proposalHolders.userId, proposalHolders.weightUnits],
    }).onDelete('cascade'),
    foreignKey({
      name: 'ballots_proposal_fk',
      columns: [table.tenantId, table.proposalId],
      foreignColumns: [proposals.tenantId, proposals.id],
    }),
    check('ballots_revision_check', sql`${table.revision} >= 1`),
    check('ballots_weight_check', sql`${table.weightUnits} > 0`),
  ],
);
