import { type EthereumDepositsDeps, type EthereumScanReport, scanEthereumDeposits } from './ethereum-deposits.service';

export interface EthereumWatcherDeps extends EthereumDepositsDeps {
  /** Error-level lines: what an operator's alerting watches. */
  logError: (line: string) => void;
  intervalSeconds: number;
}

export interface EthereumDepositWatcher {
  /** Scans now, then every `intervalSeconds`. */
  start(): void;
  /** Stops the schedule, and a scan under way after the range it is recording. */
  stop(): Promise<void>;
  /** Runs one scan now. */
  runOnce(): Promise<EthereumScanReport>;
}

/**
 * The worker's watcher of MetaMask deposits: one scan at a time, every `intervalSeconds`; a failed
 * scan (the node unreachable, a misconfigured token) is logged and tried again next time.
 */
export function createEthereumDepositWatcher(deps: EthereumWatcherDeps): EthereumDepositWatcher {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopping = new AbortController();
  const tick = () => {
    running ??= scanEthereumDeposits(deps, stopping.signal)
      .then(
        () => undefined,
        (error: unknown) =>
          deps.logError(`ethereum deposits: scan failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, deps.intervalSeconds * 1000);
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      stopping.abort();
      await running;
      stopping = new AbortController();
    },
    runOnce: () => scanEthereumDeposits(deps),
  };
}
