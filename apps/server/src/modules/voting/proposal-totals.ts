import type { Database } from '../../platform/db/database';
import { type Tally, tallyProposal } from './tally';
import { findOptionSums, type ProposalRow } from './voting.repository';

/** Each proposal with its tally, from the sums of its ballots as they stand. */
export async function tallyProposals(
  db: Database,
  tenantId: string,
  rows: ProposalRow[],
): Promise<{ row: ProposalRow; tally: Tally }[]> {
  const sums = await findOptionSums(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    row,
    tally: tallyProposal({ ...row, sums: sums.filter((sum) => sum.proposalId === row.id) }),
  }));
}

export async function tallyOf(db: Database, row: ProposalRow): Promise<Tally> {
  const sums = await findOptionSums(db, row.tenantId, [row.id]);
  return tallyProposal({ ...row, sums });
}
