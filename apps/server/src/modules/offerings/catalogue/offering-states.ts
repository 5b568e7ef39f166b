import type { OfferingState, Workflow } from '@invest/contracts';

/**
 * Where each state may lead. An ipo is priced between open and closing; the other workflows close at
 * their fixed price. Listed, cancelled and failed are final.
 */
const nextStates: Record<OfferingState, readonly OfferingState[]> = {
  draft: ['upcoming', 'open', 'cancelled'],
  upcoming: ['open', 'cancelled'],
  open: ['priced', 'closing', 'cancelled'],
  priced: ['closing', 'cancelled'],
  closing: ['funded', 'failed'],
  funded: ['listed'],
  listed: [],
  cancelled: [],
  failed: [],
};

/** Whether an offering of `workflow` in state `from` may move to `to`. */
export function canMoveOffering(workflow: Workflow, from: OfferingState, to: OfferingState): boolean {
  if (to === 'priced' && workflow !== 'ipo') return false;
  if (from === 'open' && to === 'closing' && workflow === 'ipo') return false;
  return nextStates[from].includes(to);
}

/** Investors see an offering once it is announced; a draft is the administrators' alone. */
export const isPublicState = (state: OfferingState) => state !== 'draft';

/** The terms may change only before anyone could commit to them. */
export const areTermsEditable = (state: OfferingState) => state === 'draft' || state === 'upcoming';
