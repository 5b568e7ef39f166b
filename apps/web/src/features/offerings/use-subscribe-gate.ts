import type { InvestorOffering } from '@invest/contracts';
import { useRegistrationStepsQuery } from '../onboarding';
import { useNationalityCheckQuery } from './offerings.api';
import { type SubscribeGate, subscribeGateOf } from './subscribe-gate';

/**
 * Whether the investor may subscribe to `offering` (see subscribeGateOf). The domain's restriction and
 * an unfinished profile are known from onboarding alone, and the nationality check is not asked; else
 * it must answer, and its refusal (an investor account not active yet, say) is the error to show.
 */
export function useSubscribeGate(offering: InvestorOffering | undefined) {
  const onboarding = useRegistrationStepsQuery();
  const before = offering && onboarding.data ? subscribeGateOf(onboarding.data, null, offering, new Date()) : null;
  const isDecided = before?.kind === 'ipoRestricted' || before?.kind === 'finishProfile';
  const check = useNationalityCheckQuery(offering?.id ?? '', { skip: !before || isDecided });
  const gate: SubscribeGate | null = isDecided
    ? before
    : offering && onboarding.data && check.data
      ? subscribeGateOf(onboarding.data, check.data, offering, new Date())
      : null;
  return {
    isLoading: onboarding.isLoading || (gate === null && check.isLoading),
    gate,
    error: gate ? null : (onboarding.error ?? check.error),
    retry: () => {
      void onboarding.refetch();
      if (offering) void check.refetch();
    },
  };
}
