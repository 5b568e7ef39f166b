import type { LedgerAsset } from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import type { Instrument } from '../markets/instruments';

/** What the investor has of one asset: available, held by orders, and at each venue with a balance. */
export interface Holding {
  availableUnits: bigint;
  heldUnits: bigint;
  venues: { venue: LedgerAsset['Venues'][number]['IntegrationService']; units: bigint }[];
}

export function toLedgerAsset(
  symbol: string,
  instrument: Instrument | undefined,
  holding: Holding | undefined,
): LedgerAsset {
  const scale = scaleOf(symbol);
  return {
    Symbol: symbol,
    Name: instrument?.name ?? symbol,
    Scale: scale,
    IntegrationService: instrument?.integrationService ?? null,
    Available: formatUnits(holding?.availableUnits ?? 0n, scale),
    Held: formatUnits(holding?.heldUnits ?? 0n, scale),
    Venues: (holding?.venues ?? []).map((venue) => ({
      IntegrationService: venue.venue,
      Balance: formatUnits(venue.units, scale),
    })),
  };
}
