const intentEvents = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Loads a chunk when the visitor first touches the page (a pointer, a key, a focused field), so code
 * that is needed soon but not to draw the page (the error alert, which must work when the network is
 * failing; the forms' contract schemas; the card encryption) is ready before it is used, without
 * competing with the page's own code while it loads, nor being fetched for a visitor who only looks.
 */
export function prefetchOnIntent(load: () => Promise<unknown>): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const event of intentEvents) document.removeEventListener(event, run, options);
  };
  function run() {
    stop();
    load().catch(() => undefined);
  }
  for (const event of intentEvents) document.addEventListener(event, run, options);
  return stop;
}
