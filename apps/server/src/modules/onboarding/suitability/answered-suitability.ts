import { suitabilityRequestSchema } from '@invest/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { onboardingStepData } from '../onboarding.tables';
import type { SuitabilityAnswers } from './suitability-answers';

/** One investor's suitability answers, as the administrators' list of suitability files shows them. */
export interface AnsweredSuitability extends SuitabilityAnswers {
  userId: string;
}

/** A page of the tenant's users who answered the suitability questions, latest answers first, with how many there are. */
export async function findAnsweredSuitabilityPage(
  db: Database,
  tenantId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: AnsweredSuitability[]; total: number }> {
  const answered = and(eq(onboardingStepData.tenantId, tenantId), eq(onboardingStepData.step, 'suitability'));
  const [rows, counted] = await Promise.all([
    db
      .select({
        userId: onboardingStepData.userId,
        data: onboardingStepData.data,
        updatedAt: onboardingStepData.updatedAt,
      })
      .from(onboardingStepData)
      .where(answered)
      .orderBy(desc(onboardingStepData.updatedAt), desc(onboardingStepData.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(onboardingStepData).where(answered),
  ]);
  return {
    rows: rows.flatMap((row) => {
      const answers = suitabilityRequestSchema.safeParse(row.data);
      return answers.success ? [{ userId: row.userId, answers: answers.data, answeredAt: row.updatedAt }] : [];
    }),
    total: Number(counted[0]?.total ?? 0),
  };
}
