/**
 * Loads a chunk once the browser is idle after start-up, so that UI which is rare but must work when
 * the network is failing (the error alert) is ready without being part of the first page's code.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>): () => void {
  const run = () => {
    load().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 2000);
  return () => window.clearTimeout(id);
}
