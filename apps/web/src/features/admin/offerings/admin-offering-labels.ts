import type { Offering, OfferingState } from '@invest/contracts';
import type { BadgeTone } from '../../../shared/ui/tone-badge';

/** How each state reads at a glance: open and listed are good news, failed and cancelled are over. */
export const offeringStateTones: Record<OfferingState, BadgeTone> = {
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

/** Whether the terms may still change: before anyone could commit to them (as the server holds). */
export const areTermsEditable = (offering: Pick<Offering, 'state'>) =>
  offering.state === 'draft' || offering.state === 'upcoming';
