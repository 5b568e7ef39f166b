import type { ServerModule } from '../../platform/module';
import {
  createReconciliationSchedule,
  type ReconciliationSchedule,
  type ReconciliationScheduleDeps,
} from './reconcile-schedule';

/** The ledger's own job: the worker reconciles every RECONCILE_INTERVAL and mails administrators a mismatch. */
export interface LedgerModule extends ServerModule {
  reconciliation: ReconciliationSchedule;
}

export function createLedgerModule(deps: ReconciliationScheduleDeps): LedgerModule {
  const reconciliation = createReconciliationSchedule(deps);
  return {
    reconciliation,
    worker: () => ({ start: () => reconciliation.start(), stop: () => reconciliation.stop() }),
  };
}
