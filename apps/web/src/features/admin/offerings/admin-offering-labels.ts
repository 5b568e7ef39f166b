import type { Offering } from '@invest/contracts';

/** Whether the terms may still change: before anyone could commit to them (as the server holds). */
export const areTermsEditable = (offering: Pick<Offering, 'state'>) =>
  offering.state === 'draft' || offering.state === 'upcoming';
