import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { createIntervalJob, type IntervalJob } from '../../../platform/jobs/interval-job';
import * as repo from '../payments/payments.repository';
import { settlePayment } from '../payments/settlement.service';
import * as bmnRepo from './bmn.repository';
import type { BmnDesk } from './bmn-desk.port';

export interface BmnDepositPollDeps {
  db: Database;
  clock: Clock;
  bmn: BmnDesk;
  logError: (line: string) => void;
  intervalSeconds: number;
}

/**
 * One round: the desk is asked about every open BMN deposit, and each it confirms is credited (each it
 * reports never arrived is failed) through the settlement path, one locked payment at a time, so a
 * deposit settled meanwhile by another round changes nothing. Answers how many were settled.
 */
export async function pollBmnDeposits(deps: Omit<BmnDepositPollDeps, 'logError' | 'intervalSeconds'>) {
  const check = deps.bmn.checkDeposits;
  if (!check) return 0;
  const open = await bmnRepo.findOpenBmnDeposits(deps.db, deps.bmn.name);
  const deposits = open.flatMap((row) =>
    row.providerReference
      ? [
          {
            reference: row.providerReference,
            amountUnits: row.amountUnits,
            details: row.details,
            createdAt: row.createdAt,
          },
        ]
      : [],
  );
  if (deposits.length === 0) return 0;
  const now = deps.clock.now();
  const outcomes = await check.call(deps.bmn, deposits, now);
  let settled = 0;
  for (const [reference, outcome] of outcomes) {
    const applied = await inTransaction(deps.db, async (tx) => {
      const row = await repo.lockPaymentByReference(tx, deps.bmn.name, reference);
      return row ? settlePayment(tx, row, outcome, now) : null;
    });
    if (applied) settled += 1;
  }
  return settled;
}

export type BmnDepositPoll = IntervalJob<number>;

/** The worker's job when the BMN desk sends no webhooks (AMP): a round every `intervalSeconds`. */
export function createBmnDepositPoll(deps: BmnDepositPollDeps): BmnDepositPoll {
  return createIntervalJob({
    name: 'BMN deposit poll',
    intervalSeconds: deps.intervalSeconds,
    run: () => pollBmnDeposits(deps),
    logError: deps.logError,
  });
}
