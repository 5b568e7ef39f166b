/**
 * Loads a chunk once the browser is idle, so code that is needed soon but not to draw the page (the
 * error alert, which must work when the network is failing; the forms' contract schemas) is ready
 * without being part of the first page's code.
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
