import type { RegCfLimit } from '@invest/contracts';

/** USD cents: $124,000 and $2,500 (SEC 227.100(a)(2), as adjusted for inflation in 2022). */
const threshold = 12_400_000n;
const floor = 250_000n;

export interface RegCfLimitRule {
  basis: RegCfLimit['basis'];
  /** Null: no limit. */
  limitUnits: bigint | null;
}

/**
 * The 12-month Reg CF investment limit of SEC rule 227.100(a)(2) as amended in 2021: none for an
 * accredited investor; otherwise the greater of $2,500 or 5% of the greater of annual income and
 * net worth when either is below $124,000, else 10% of the greater, at most $124,000. Amounts are
 * USD cents; a figure not given counts as zero, which gives the smallest limit.
 */
export function regCfLimitOf(facts: {
  isAccredited: boolean;
  annualIncomeUnits: bigint;
  netWorthUnits: bigint;
}): RegCfLimitRule {
  if (facts.isAccredited) return { basis: 'accredited', limitUnits: null };
  const greater = facts.annualIncomeUnits > facts.netWorthUnits ? facts.annualIncomeUnits : facts.netWorthUnits;
  if (facts.annualIncomeUnits < threshold || facts.netWorthUnits < threshold) {
    const fivePercent = (greater * 5n) / 100n;
    return fivePercent > floor
      ? { basis: 'five_percent', limitUnits: fivePercent }
      : { basis: 'minimum', limitUnits: floor };
  }
  const tenPercent = (greater * 10n) / 100n;
  return tenPercent < threshold
    ? { basis: 'ten_percent', limitUnits: tenPercent }
    : { basis: 'maximum', limitUnits: threshold };
}
