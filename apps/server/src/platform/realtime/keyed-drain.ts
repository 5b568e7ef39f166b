export interface KeyedDrain<W> {
  /** Adds work for `key`; it runs after the work of `key` already running, merged with what else waits. */
  push(key: string, work: W): void;
}

/**
 * Runs work one piece at a time per key, merging what piles up meanwhile: a burst of changes to one
 * market or one user is answered by one refresh that reads the latest state, in order, while other
 * keys go on in parallel.
 */
export function createKeyedDrain<W>(options: {
  merge: (waiting: W, next: W) => W;
  run: (key: string, work: W) => Promise<void>;
  onError: (error: unknown) => void;
}): KeyedDrain<W> {
  const waiting = new Map<string, W>();
  const running = new Set<string>();

  async function drain(key: string): Promise<void> {
    running.add(key);
    for (let work = waiting.get(key); work !== undefined; work = waiting.get(key)) {
      waiting.delete(key);
      await options.run(key, work).catch(options.onError);
    }
    running.delete(key);
  }

  return {
    push(key, work) {
      const before = waiting.get(key);
      waiting.set(key, before === undefined ? work : options.merge(before, work));
      if (!running.has(key)) void drain(key);
    },
  };
}
