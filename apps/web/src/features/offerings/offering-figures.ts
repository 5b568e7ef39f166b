import type { InvestorOffering, OfferingState } from '@invest/contracts';
import { maxScale, parseUnits } from '@invest/money';
import type { BadgeTone } from '../../shared/ui/tone-badge';

const dayMs = 24 * 60 * 60 * 1000;
const unitsOf = (decimal: string) => parseUnits(decimal, maxScale);

/** How far the raise has come, in whole percent of the target (past 100 when oversubscribed). */
export function raisedPercent(offering: Pick<InvestorOffering, 'raised' | 'target_raise'>): number {
  const target = unitsOf(offering.target_raise);
  if (target <= 0n) return 0;
  return Number((unitsOf(offering.raised) * 100n) / target);
}

/**
 * What the offering's clock says now: days until it opens (upcoming), days left to commit (open), or
 * nothing once it has closed. A part of a day counts as a day, so the last day reads "1 day left".
 */
export function offeringCountdown(
  offering: Pick<InvestorOffering, 'state' | 'opens_at' | 'closes_at'>,
  now: Date,
): { kind: 'opens' | 'closes'; days: number } | null {
  const daysUntil = (time: string) => Math.max(0, Math.ceil((Date.parse(time) - now.getTime()) / dayMs));
  if (offering.state === 'upcoming') return { kind: 'opens', days: daysUntil(offering.opens_at) };
  if (offering.state === 'open' || offering.state === 'priced') {
    return Date.parse(offering.closes_at) > now.getTime()
      ? { kind: 'closes', days: daysUntil(offering.closes_at) }
      : null;
  }
  return null;
}

const stateTones: Record<OfferingState, BadgeTone> = {
  draft: 'neutral',
  upcoming: 'caution',
  open: 'positive',
  priced: 'positive',
  closing: 'warning',
  funded: 'positive',
  listed: 'positive',
  cancelled: 'negative',
  failed: 'negative',
};

export const stateToneOf = (state: OfferingState): BadgeTone => stateTones[state];

/** Whether the offering takes commitments now (an ipo until it is priced, the others until they close). */
export function isTakingCommitments(offering: Pick<InvestorOffering, 'state' | 'opens_at' | 'closes_at'>, now: Date) {
  const time = now.getTime();
  return offering.state === 'open' && time >= Date.parse(offering.opens_at) && time < Date.parse(offering.closes_at);
}
