import type { RegCfLimit } from '@invest/contracts';
import { formatUnits, maxScale, parseUnits } from '@invest/money';

export interface RegCfMeter {
  /** Null: an accredited investor, whom Reg CF does not limit. */
  limit: string | null;
  /** What the investor may still commit, before this amount (null: no limit). */
  remaining: string | null;
  /** Share of the limit taken by past commitments (here and elsewhere) and this amount, 0 to 100. */
  usedPercent: number;
  amountPercent: number;
  /** The amount passes what is left. */
  isOver: boolean;
}

const unitsOf = (decimal: string | null) => (decimal === null ? 0n : parseUnits(decimal, maxScale));
const percent = (part: bigint, whole: bigint) => (whole <= 0n ? 100 : Number((part * 10_000n) / whole) / 100);

/**
 * The Reg CF limit meter: how much of the investor's 12-month limit is used, how much this amount
 * would take, and whether it passes what is left (the form then refuses it, with the rule's reason).
 * `amount` is the commitment being filled in (a decimal string, or null before one is entered); a
 * commitment it replaces is part of `used_here`.
 */
export function regCfMeterOf(limit: RegCfLimit, amount: string | null, replacing: string | null = null): RegCfMeter {
  if (limit.limit === null || limit.remaining === null) {
    return { limit: null, remaining: null, usedPercent: 0, amountPercent: 0, isOver: false };
  }
  const whole = unitsOf(limit.limit);
  const freed = unitsOf(replacing);
  const used = unitsOf(limit.used_here) + unitsOf(limit.used_elsewhere) - freed;
  const remaining = unitsOf(limit.remaining) + freed;
  const amountUnits = unitsOf(amount);
  const shown = Math.min(100, percent(used, whole));
  return {
    limit: limit.limit,
    remaining: formatUnits(remaining < 0n ? 0n : remaining, maxScale),
    usedPercent: shown,
    amountPercent: Math.max(0, Math.min(100 - shown, percent(amountUnits, whole))),
    isOver: amountUnits > remaining,
  };
}
