import { createIntervalJob, type IntervalJob } from '../../../platform/jobs/interval-job';
import type { FundingDeps } from '../funding.deps';
import { refreshInvoice } from '../lightning/lightning-settlement.service';
import type { PaymentRow } from '../payments/payments.repository';
import { changellyProvider, readBackChangelly } from '../swaps/changelly.service';
import { changeNowProviders, readBackCrypto, readBackFiat } from '../swaps/changenow.service';
import { type ReadBack, readBackSwap } from '../swaps/swaps.service';
import { readBackTransak, transakProvider } from '../swaps/transak.service';
import {
  type DueCursor,
  type DueFilter,
  findDuePayments,
  findTenantsWithDuePayments,
} from './settlement-poll.repository';

/**
 * Pending deposits settle by their provider's signed webhook; this poll is the worker's safety net
 * for a webhook that never came. Every run, each swap of a real provider still pending a minute after
 * it was opened is read back from its provider, and each Lightning invoice still pending past its
 * expiry is asked after (paid, it is credited; unpaid, it fails and credits nothing). Both go through
 * the same settlement path as the webhooks, on the locked payment, so a webhook arriving meanwhile
 * and the poll settle it once. A provider that does not answer leaves the payment pending for the
 * next run.
 */

/** How long a new swap is left to its webhook before its provider is asked. */
const swapGraceMs = 60_000;
/** Payments read per query; a tenant's are read batch after batch. */
const batchSize = 50;

export interface SettlementPollReport {
  /** Payments asked about. */
  checked: number;
  /** Payments that reached a final state (completed or failed). */
  settled: number;
  /** Payments whose provider did not answer; they stay pending. */
  unanswered: number;
}

export type SettlementPoll = IntervalJob<SettlementPollReport>;

/** The read-back of each swap provider that has a real adapter; a sandbox's swaps are left to its webhooks. */
function realSwapReadBacks(deps: Pick<FundingDeps, 'changenow' | 'changelly' | 'transak'>): Map<string, ReadBack> {
  const adapters: [string, boolean, ReadBack][] = [
    [changeNowProviders.fiat, deps.changenow.isSandbox, readBackFiat(deps)],
    [changeNowProviders.crypto, deps.changenow.isSandbox, readBackCrypto(deps)],
    [changellyProvider, deps.changelly.isSandbox, readBackChangelly(deps)],
    [transakProvider, deps.transak.isSandbox, readBackTransak(deps)],
  ];
  return new Map(adapters.filter(([, isSandbox]) => !isSandbox).map(([provider, , readBack]) => [provider, readBack]));
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createSettlementPoll(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'lightning' | 'changenow' | 'changelly' | 'transak'>,
  options: { intervalSeconds: number; logError: (line: string) => void },
): SettlementPoll {
  const readBacks = realSwapReadBacks(deps);

  function settleOne(row: PaymentRow): Promise<PaymentRow> {
    if (row.method === 'LIGHTNING') return refreshInvoice(deps, row);
    return readBackSwap(deps, row, readBacks.get(row.provider) ?? null);
  }

  async function pollTenant(tenantId: string, filter: DueFilter, report: SettlementPollReport) {
    let cursor: DueCursor | null = null;
    for (;;) {
      const batch = await findDuePayments(deps.db, tenantId, filter, cursor, batchSize);
      for (const row of batch) {
        report.checked += 1;
        try {
          if ((await settleOne(row)).status !== 'PENDING') report.settled += 1;
        } catch (error) {
          report.unanswered += 1;
          options.logError(`settlement poll: ${row.provider} payment ${row.id} left pending: ${errorText(error)}`);
        }
      }
      const last = batch.at(-1);
      if (!last || batch.length < batchSize) return;
      cursor = { createdAt: last.createdAt, id: last.id };
    }
  }

  async function run(): Promise<SettlementPollReport> {
    const now = deps.clock.now();
    const filter: DueFilter = {
      swapProviders: [...readBacks.keys()],
      swapsOpenedBefore: new Date(now.getTime() - swapGraceMs),
      lightningProvider: deps.lightning.name,
      now,
    };
    const report: SettlementPollReport = { checked: 0, settled: 0, unanswered: 0 };
    for (const tenantId of await findTenantsWithDuePayments(deps.db, filter)) {
      await pollTenant(tenantId, filter, report);
    }
    return report;
  }

  return createIntervalJob({
    name: 'settlement poll',
    intervalSeconds: options.intervalSeconds,
    run,
    logError: options.logError,
  });
}
