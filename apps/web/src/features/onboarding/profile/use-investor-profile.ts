import { useAppSelector } from '../../../shared/store/hooks';
import { useRegistrationStepsQuery } from '../onboarding.api';
import { type InvestorProfile, investorProfileOf } from './investor-profile';

/**
 * The investor's name and address from onboarding, for forms to start from (still editable there);
 * undefined while it loads. Should the onboarding answers not load, the name given at sign-up.
 */
export function useInvestorProfile(): InvestorProfile | undefined {
  const user = useAppSelector((state) => state.auth.user);
  const status = useRegistrationStepsQuery();
  if (status.isLoading) return undefined;
  return investorProfileOf(user, status.data?.answers ?? {});
}
