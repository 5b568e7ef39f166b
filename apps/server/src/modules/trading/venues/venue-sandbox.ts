import type { TradingVenue } from './venue.port';

/**
 * The venue used until a venue's credentials exist (none of merj's or bosonic's APIs is public): it
 * takes every report and answers a reference derived from the execution, as a venue that dedupes by
 * execution id would.
 */
export function createSandboxVenue(name: string): TradingVenue {
  return {
    name,
    isSandbox: true,
    async report(execution) {
      return { reference: `sandbox-${name}-${execution.executionId}` };
    },
  };
}
