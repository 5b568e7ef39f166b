import { useAppSelector } from '../../../shared/store/hooks';
import type { StepScreenProps } from '../step-layout';
import { EntityDetailsForm } from './entity-details-form';
import { IndividualDetailsForm } from './individual-details-form';

/** My Details: the person's or the company's details, by account type. */
export function DetailsStep(screen: StepScreenProps) {
  const isEntity = useAppSelector((state) => state.auth.user?.user_type === 'Entity');
  return isEntity ? <EntityDetailsForm {...screen} /> : <IndividualDetailsForm {...screen} />;
}
