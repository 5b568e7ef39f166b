import { useSubscriptionsQuery } from './offerings.api';

/** The investor's active commitment to the offering, which a new one replaces, if they have one. */
export function useActiveCommitment(offeringId: string) {
  const subscriptions = useSubscriptionsQuery();
  return subscriptions.data?.items.find((item) => item.ipo_id === offeringId && item.status === 'active') ?? null;
}
