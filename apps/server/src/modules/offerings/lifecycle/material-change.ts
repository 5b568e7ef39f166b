import federalHolidays from '@18f/us-federal-holidays';
import type { OfferingRow, OfferingTerms } from '../catalogue/offerings.repository';

/** Terms that make an offering what it is: they never change once it is open. */
const fixedOnceOpen = ['asset', 'quoteAsset', 'workflow'] as const;

/**
 * The material terms of an offering: a change of any of them while it is open asks every investor
 * to reconfirm their commitment (Reg CF rule 227.304(c); we hold every workflow to it).
 */
const materialTerms = [
  'priceUnits',
  'priceLowUnits',
  'priceHighUnits',
  'maxRaiseUnits',
  'closesAt',
  'securityType',
  'minInvestmentUnits',
  'maxInvestmentUnits',
] as const;

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/** The first term of `fixedOnceOpen` the new terms change, or null. */
export function changedFixedTerm(current: OfferingRow, terms: OfferingTerms): string | null {
  return fixedOnceOpen.find((term) => !same(current[term], terms[term])) ?? null;
}

export function isMaterialChange(current: OfferingRow, terms: OfferingTerms): boolean {
  return materialTerms.some((term) => !same(current[term], terms[term] ?? null));
}

const day = 86_400_000;

/** A business day in the SEC's sense: not a Saturday, a Sunday or a US federal holiday (as observed). */
export function isBusinessDay(at: Date): boolean {
  const weekday = at.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !federalHolidays.isAHoliday(at, { utc: true });
}

/**
 * The end of the fifth business day after `from` (see isBusinessDay), in UTC: the time an investor
 * has to reconfirm (SEC rule 227.304(c)).
 */
export function fiveBusinessDaysAfter(from: Date): Date {
  const at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = 5;
  while (left > 0) {
    at.setTime(at.getTime() + day);
    if (isBusinessDay(at)) left -= 1;
  }
  return new Date(at.getTime() + day - 1000);
}
