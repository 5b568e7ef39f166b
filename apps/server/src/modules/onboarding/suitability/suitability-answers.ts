import {
  conservativeRiskMessage,
  isConservative,
  type SuitabilityNotification,
  type SuitabilityRequest,
  suitabilityRequestSchema,
} from '@invest/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import type { Actor } from '../onboarding.deps';
import { onboardingStepData } from '../onboarding.tables';

/** The investor's suitability answers (SPEC 3) and when they were last saved. */
export interface SuitabilityAnswers {
  answers: SuitabilityRequest;
  answeredAt: Date;
}

/**
 * The user's saved suitability answers, or null when they were never asked (the step is only for US
 * nationals, SPEC 4) or have not answered yet.
 */
export async function findSuitabilityAnswers(db: Database, actor: Actor): Promise<SuitabilityAnswers | null> {
  const [row] = await db
    .select({ data: onboardingStepData.data, updatedAt: onboardingStepData.updatedAt })
    .from(onboardingStepData)
    .where(
      and(
        eq(onboardingStepData.tenantId, actor.tenantId),
        eq(onboardingStepData.userId, actor.userId),
        eq(onboardingStepData.step, 'suitability'),
      ),
    )
    .limit(1);
  const answers = suitabilityRequestSchema.safeParse(row?.data);
  return row && answers.success ? { answers: answers.data, answeredAt: row.updatedAt } : null;
}

/**
 * What a suitability result restricts. Only a conservative risk tolerance restricts anything today:
 * onboarding stops and approval is refused (SPEC 4); the other answers restrict no offering, market
 * or workflow.
 */
export function suitabilityNotificationOf(found: SuitabilityAnswers | null): SuitabilityNotification {
  const riskTolerance = found?.answers.risk_tolerance ?? null;
  const isRestricted = isConservative(riskTolerance);
  return {
    risk_tolerance: riskTolerance,
    answered_at: found?.answeredAt.toISOString() ?? null,
    restrictions: isRestricted ? ['onboarding_stopped', 'approval_refused'] : [],
    message: isRestricted ? conservativeRiskMessage : null,
  };
}

/** GET users/my-suitability-notification: the investor's risk tolerance and what it restricts. */
export async function getSuitabilityNotification(db: Database, actor: Actor): Promise<SuitabilityNotification> {
  return suitabilityNotificationOf(await findSuitabilityAnswers(db, actor));
}
