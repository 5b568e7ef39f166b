import {
  conservativeRiskMessage,
  isConservative,
  type OnboardingProgress,
  type SuitabilityRequest,
} from '@invest/contracts';
import { signOutEverywhere } from '../../auth';
import type { Actor, OnboardingDeps } from '../onboarding.deps';
import { progressOf, saveStep } from '../progress.service';
import { upsertApproval } from '../step-data.repository';

/**
 * POST registration/suitability. A conservative risk tolerance stops onboarding (SPEC 4): approval
 * is refused and every session of the user ends, in the same transaction as the answers.
 */
export async function saveSuitability(
  deps: OnboardingDeps,
  actor: Actor,
  body: SuitabilityRequest,
): Promise<{ progress: OnboardingProgress; message: string }> {
  const isStopped = isConservative(body.risk_tolerance);
  const { view } = await saveStep(deps, actor, 'suitability', async () => ({ key: 'suitability', data: body }), {
    after: async (tx, now) => {
      if (!isStopped) return;
      await upsertApproval(tx, actor, 'refused', conservativeRiskMessage, now);
      await signOutEverywhere(tx, actor, now, 'conservative risk tolerance');
    },
  });
  if (!isStopped) return { progress: progressOf(view, 'suitability', deps.clock.now()), message: 'Saved' };
  return { progress: progressOf(view, 'suitability', deps.clock.now(), true), message: conservativeRiskMessage };
}
