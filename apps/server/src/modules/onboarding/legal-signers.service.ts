import { randomBytes } from 'node:crypto';
import type { LegalSignersRequest, OnboardingProgress } from '@invest/contracts';
import { AppError, invalid } from '../../platform/errors';
import type { Actor, OnboardingDeps } from './onboarding.deps';
import type { OnboardingView } from './onboarding-view';
import { saveStep } from './progress.service';
import { getCountryOrInvalid, yearsSince } from './reference-checks';
import { countryRef, readStepData } from './step-data';

export interface LegalSigner {
  id: string;
  first_name: string;
  last_name: string;
}

/** The entity's legal signers as saved, each with the id their documents are filed under. */
export function legalSignersOf(view: OnboardingView): LegalSigner[] {
  const signers = readStepData(view.data, 'legal_signers')?.signers;
  return Array.isArray(signers) ? (signers as LegalSigner[]) : [];
}

const newSignerId = () => `s${randomBytes(4).toString('hex')}`;

/**
 * POST registration/details/entity/legalSigners: replaces the list. A signer sent with an id keeps it
 * (and their documents); one without gets a new id; one left out is removed.
 */
export async function saveLegalSigners(
  deps: OnboardingDeps,
  actor: Actor,
  body: LegalSignersRequest,
): Promise<OnboardingProgress> {
  const { progress } = await saveStep(deps, actor, 'legal_signers', async (view) => {
    if (view.user.userType !== 'Entity') throw new AppError('FORBIDDEN', 'This step is for entities');
    const known = new Set(legalSignersOf(view).map((signer) => signer.id));
    const now = deps.clock.now();
    const signers = [];
    for (const [index, signer] of body.signers.entries()) {
      if (signer.id && !known.has(signer.id)) throw invalid(`signers.${index}.id`, 'Unknown signer');
      const age = yearsSince(signer.date_of_birth, now);
      if (age < 18 || age > 120) throw invalid(`signers.${index}.date_of_birth`, 'A legal signer must be an adult');
      const nationality = await getCountryOrInvalid(deps, `signers.${index}.nationality_id`, signer.nationality_id);
      signers.push({ ...signer, id: signer.id ?? newSignerId(), nationality: countryRef(nationality) });
    }
    return { key: 'legal_signers', data: { signers } };
  });
  return progress;
}
