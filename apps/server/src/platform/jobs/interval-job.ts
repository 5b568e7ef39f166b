/** A piece of work a process repeats on a timer, one run at a time. */
export interface IntervalJob<T> {
  start(): void;
  stop(): void;
  /** Runs the work now, whatever the timer. */
  runOnce(): Promise<T>;
}

/**
 * Runs `run` every `intervalSeconds`, never two at once (a tick while one runs is skipped); a run that
 * fails is logged under `name` and the next tick tries again. The timer does not keep the process up.
 */
export function createIntervalJob<T>(options: {
  name: string;
  intervalSeconds: number;
  run: () => Promise<T>;
  logError: (line: string) => void;
}): IntervalJob<T> {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await options.run();
    } catch (error) {
      options.logError(`${options.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(() => void tick(), options.intervalSeconds * 1000);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    runOnce: options.run,
  };
}
