import type { AdminOffering } from '@invest/contracts';

/** What an administrator can do to an offering; each is one call of the admin API. */
export type OfferingOperation = 'announce' | 'open' | 'price' | 'close' | 'list' | 'cancel';

/** The operations that end or undo something, shown in red and asked about with care. */
export const destructiveOperations: ReadonlySet<OfferingOperation> = new Set(['cancel']);

/**
 * The operations the offering's state allows, in the order they read best, as the server's state
 * rules (offering-states.ts) allow them. An ipo is priced while open and closes once it is priced.
 */
export function operationsOf(offering: Pick<AdminOffering, 'state' | 'workflow'>): OfferingOperation[] {
  switch (offering.state) {
    case 'draft':
      return ['announce', 'open', 'cancel'];
    case 'upcoming':
      return ['open', 'cancel'];
    case 'open':
      return offering.workflow === 'ipo' ? ['price', 'cancel'] : ['close', 'cancel'];
    case 'priced':
      return ['close', 'cancel'];
    case 'funded':
      return ['list'];
    default:
      return [];
  }
}
