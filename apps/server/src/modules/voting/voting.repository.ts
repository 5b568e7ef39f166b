import type { ProposalState } from '@invest/contracts';
import { and, count, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { ballots, proposalHolders, proposals } from './voting.tables';

export type ProposalRow = typeof proposals.$inferSelect;
export type NewProposal = typeof proposals.$inferInsert;
export type BallotRow = typeof ballots.$inferSelect;
export type NewBallot = typeof ballots.$inferInsert;

export interface ProposalScope {
  tenantId: string;
  proposalId: string;
}

/** The weight cast for one option of a proposal, and by how many ballots. */
export interface OptionSum {
  proposalId: string;
  option: string;
  weightUnits: bigint;
  ballots: number;
}

const ofProposal = (scope: ProposalScope) =>
  and(eq(proposals.tenantId, scope.tenantId), eq(proposals.id, scope.proposalId));

/** The stored state and the clock together say what state a proposal is in (open is a time span). */
function inState(state: ProposalState, now: Date): SQL | undefined {
  switch (state) {
    case 'scheduled':
      return and(eq(proposals.state, 'scheduled'), gt(proposals.opensAt, now));
    case 'open':
      return and(eq(proposals.state, 'scheduled'), lte(proposals.opensAt, now));
    default:
      return eq(proposals.state, state);
  }
}

export async function insertProposal(
  tx: Database,
  values: NewProposal,
  holders: { userId: string; weightUnits: bigint }[],
): Promise<ProposalRow> {
  const [row] = await tx.insert(proposals).values(values).returning();
  if (!row) throw new Error('proposal insert returned no row');
  await tx
    .insert(proposalHolders)
    .values(holders.map((holder) => ({ ...holder, tenantId: row.tenantId, proposalId: row.id })));
  return row;
}

export async function findProposal(db: Database, scope: ProposalScope): Promise<ProposalRow | null> {
  const [row] = await db.select().from(proposals).where(ofProposal(scope));
  return row ?? null;
}

/**
 * The proposal, locked against its closing until the caller's transaction ends (a ballot being
 * cast); `update` locks it for the closing or the cancelling itself.
 */
export async function lockProposal(
  tx: Database,
  scope: ProposalScope,
  mode: 'share' | 'update',
): Promise<ProposalRow | null> {
  const [row] = await tx.select().from(proposals).where(ofProposal(scope)).for(mode);
  return row ?? null;
}

export async function findProposalPage(
  db: Database,
  tenantId: string,
  filter: { state?: ProposalState | undefined; now: Date },
  page: { limit: number; offset: number },
): Promise<{ rows: ProposalRow[]; total: number }> {
  const where = and(eq(proposals.tenantId, tenantId), filter.state ? inState(filter.state, filter.now) : undefined);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(proposals)
      .where(where)
      .orderBy(desc(proposals.createdAt), desc(proposals.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(proposals).where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** A proposal the user held the asset for at its record date, with their weight and chosen option. */
export interface HeldProposalRow {
  proposal: ProposalRow;
  weightUnits: bigint;
  votedOption: string | null;
}

export async function findHeldProposalPage(
  db: Database,
  scope: { tenantId: string; userId: string },
  page: { limit: number; offset: number },
): Promise<{ rows: HeldProposalRow[]; total: number }> {
  const held = and(
    eq(proposalHolders.tenantId, scope.tenantId),
    eq(proposalHolders.userId, scope.userId),
    eq(proposals.tenantId, scope.tenantId),
  );
  const [rows, counted] = await Promise.all([
    db
      .select({ proposal: proposals, weightUnits: proposalHolders.weightUnits, votedOption: ballots.option })
      .from(proposalHolders)
      .innerJoin(proposals, eq(proposals.id, proposalHolders.proposalId))
      .leftJoin(
        ballots,
        and(eq(ballots.proposalId, proposalHolders.proposalId), eq(ballots.userId, proposalHolders.userId)),
      )
      .where(held)
      .orderBy(desc(proposals.createdAt), desc(proposals.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(proposalHolders)
      .innerJoin(proposals, eq(proposals.id, proposalHolders.proposalId))
      .where(held),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** The user's weight on the proposal (null: not a holder at its record date), locked for their ballot when asked. */
export async function findHolderWeight(
  tx: Database,
  scope: ProposalScope & { userId: string },
  lock = false,
): Promise<bigint | null> {
  const query = tx
    .select({ weightUnits: proposalHolders.weightUnits })
    .from(proposalHolders)
    .where(
      and(
        eq(proposalHolders.tenantId, scope.tenantId),
        eq(proposalHolders.proposalId, scope.proposalId),
        eq(proposalHolders.userId, scope.userId),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  return row?.weightUnits ?? null;
}

export async function findHolderIds(db: Database, scope: ProposalScope): Promise<string[]> {
  const rows = await db
    .select({ userId: proposalHolders.userId })
    .from(proposalHolders)
    .where(and(eq(proposalHolders.tenantId, scope.tenantId), eq(proposalHolders.proposalId, scope.proposalId)))
    .orderBy(proposalHolders.userId);
  return rows.map((row) => row.userId);
}

export async function findBallot(db: Database, scope: ProposalScope & { userId: string }): Promise<BallotRow | null> {
  const [row] = await db
    .select()
    .from(ballots)
    .where(
      and(
        eq(ballots.tenantId, scope.tenantId),
        eq(ballots.proposalId, scope.proposalId),
        eq(ballots.userId, scope.userId),
      ),
    );
  return row ?? null;
}

export async function insertBallot(tx: Database, values: NewBallot): Promise<BallotRow> {
  const [row] = await tx.insert(ballots).values(values).returning();
  if (!row) throw new Error('ballot insert returned no row');
  return row;
}

export async function replaceBallot(
  tx: Database,
  ballotId: string,
  change: Pick<BallotRow, 'option' | 'revision' | 'hash' | 'castAt'>,
): Promise<BallotRow> {
  const [row] = await tx.update(ballots).set(change).where(eq(ballots.id, ballotId)).returning();
  if (!row) throw new Error('ballot update returned no row');
  return row;
}

/** The sums of the ballots of each proposal, per option. */
export async function findOptionSums(db: Database, tenantId: string, proposalIds: string[]): Promise<OptionSum[]> {
  if (proposalIds.length === 0) return [];
  const rows = await db
    .select({
      proposalId: ballots.proposalId,
      option: ballots.option,
      weightUnits: sql<string>`sum(${ballots.weightUnits})`,
      ballots: count(),
    })
    .from(ballots)
    .where(and(eq(ballots.tenantId, tenantId), inArray(ballots.proposalId, proposalIds)))
    .groupBy(ballots.proposalId, ballots.option);
  return rows.map((row) => ({ ...row, weightUnits: BigInt(row.weightUnits) }));
}

/** Proposals of every domain whose closing time has come and that are not tallied yet. */
export function findDueProposals(db: Database, now: Date): Promise<ProposalScope[]> {
  return db
    .select({ tenantId: proposals.tenantId, proposalId: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.state, 'scheduled'), lte(proposals.closesAt, now)))
    .orderBy(proposals.closesAt);
}

export async function recordResult(
  tx: Database,
  scope: ProposalScope,
  result: Pick<ProposalRow, 'outcome' | 'winningOption' | 'closedAt'>,
): Promise<ProposalRow> {
  const [row] = await tx
    .update(proposals)
    .set({ ...result, state: 'closed' })
    .where(ofProposal(scope))
    .returning();
  if (!row) throw new Error('proposal update returned no row');
  return row;
}

export async function recordCancellation(tx: Database, scope: ProposalScope, now: Date): Promise<ProposalRow> {
  const [row] = await tx
    .update(proposals)
    .set({ state: 'cancelled', cancelledAt: now })
    .where(ofProposal(scope))
    .returning();
  if (!row) throw new Error('proposal update returned no row');
  return row;
}

/** Whether a proposal on `asset` is scheduled or open (not closed, not cancelled). */
export async function hasLiveProposal(db: Database, tenantId: string, asset: string): Promise<boolean> {
  const [row] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.tenantId, tenantId), eq(proposals.asset, asset), eq(proposals.state, 'scheduled')))
    .limit(1);
  return row !== undefined;
}
