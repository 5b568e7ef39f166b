import type { RegistrationStepName } from '@invest/contracts/onboarding-rules';
import type { ComponentType } from 'react';
import type { StepScreenProps } from './step-layout';
import { AccreditationStep } from './steps/accreditation-step';
import { AgreementStep } from './steps/agreement-step';
import { ContactStep } from './steps/contact-step';
import { DeedStep } from './steps/deed-step';
import { DetailsStep } from './steps/details-step';
import { FundStep } from './steps/fund-step';
import { LegalSignersDocumentsStep } from './steps/legal-signers-documents-step';
import { LegalSignersStep } from './steps/legal-signers-step';
import { SuitabilityStep } from './steps/suitability-step';
import { TaxPayerStep } from './steps/tax-payer-step';
import { UserDocumentsStep } from './steps/user-documents-step';

const screens: Record<RegistrationStepName, ComponentType<StepScreenProps>> = {
  signature_step: AgreementStep,
  details: DetailsStep,
  contact: ContactStep,
  self_certify_accredited: AccreditationStep,
  suitability: SuitabilityStep,
  user_documents: UserDocumentsStep,
  fund: FundStep,
  tax_payer_identification: TaxPayerStep,
  legal_signers_documents: LegalSignersDocumentsStep,
  legal_signers: LegalSignersStep,
  deed: DeedStep,
};

/** The screen of one finish-profile step. */
export function StepScreen(props: StepScreenProps) {
  const Screen = screens[props.entry.step];
  return <Screen {...props} />;
}
