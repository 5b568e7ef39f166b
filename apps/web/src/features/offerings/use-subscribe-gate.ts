import type { InvestorOffering } from '@invest/contracts';
import { useRegistrationStepsQuery } from '../onboarding';
import { useNationalityCheckQuery } from './offerings.api';
import { type SubscribeGate, subscribeGateOf } from './subscribe-gate';

/** Whether the investor may subscribe to `offering` (see subscribeGateOf), once both checks have answered. */
export function useSubscribeGate(offering: InvestorOffering | undefined) {
  const onboarding = useRegistrationStepsQuery();
  const check = useNationalityCheckQuery(offering?.id ?? '', { skip: !offering });
  const isLoading = onboarding.isLoading || check.isLoading;
  const error = onboarding.error ?? check.error;
  const gate: SubscribeGate | null =
    offering && onboarding.data && (check.data || check.isError)
      ? subscribeGateOf(onboarding.data, check.data ?? null, offering, new Date())
      : null;
  return {
    isLoading,
    gate,
    error: gate ? null : error,
    retry: () => {
      void onboarding.refetch();
      if (offering) void check.refetch();
    },
  };
}
