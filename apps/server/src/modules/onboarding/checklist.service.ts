import { buildChecklist, type Checklist, taxFormForUser } from '@invest/contracts';
import * as documents from './documents/documents.repository';
import { getKycStatus } from './kyc/kyc.service';
import { legalSignersOf } from './legal-signers.service';
import type { Actor, OnboardingDeps } from './onboarding.deps';
import { toOnboardingDocument } from './onboarding.mapper';
import { loadOnboardingSections } from './onboarding.sections';
import { loadOnboardingView } from './onboarding-view';

/** GET registration/checklist: what the user still has to do, and what each thing unlocks. */
export async function getRegistrationChecklist(deps: OnboardingDeps, actor: Actor): Promise<Checklist> {
  const view = await loadOnboardingView(deps, actor);
  const [kyc, rows, sections] = await Promise.all([
    getKycStatus(deps, actor),
    documents.findUserDocuments(deps.db, actor.tenantId, actor.userId),
    loadOnboardingSections(deps.db, deps.clock, view.user),
  ]);
  return buildChecklist({
    workflow: view.workflow,
    steps: view.steps,
    laterSteps: view.laterSteps,
    completedAt: view.completedAt,
    registrationCompleted: view.user.registrationCompleted,
    approval: { status: view.approval, reason: view.approvalReason },
    kyc,
    documents: rows.map(toOnboardingDocument),
    legalSignerCount: legalSignersOf(view).length,
    accreditation: sections.accreditation_profile,
    taxForm: taxFormForUser(view.stepUser),
    riskTolerance: view.stepUser.riskTolerance,
  });
}
