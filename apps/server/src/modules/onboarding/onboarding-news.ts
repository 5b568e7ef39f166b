import { randomUUID } from 'node:crypto';
import type { DocumentStep } from '@invest/contracts';
import type { Database } from '../../platform/db/database';
import { enqueueEvent } from '../../platform/events/outbox';

/**
 * Announced (through the outbox) with the mail that tells a user of a decision on their onboarding:
 * their identity check, their account's review, a document's review or expiry. Other modules read it (the
 * notification centre).
 */
export const onboardingNewsTopic = 'onboarding.news';

/** What happened to the user's onboarding that they are told of. */
export type OnboardingNews =
  | { kind: 'identity_verified' | 'details_change_applied' }
  | { kind: 'details_change_refused'; reason: string }
  | { kind: 'identity_refused'; reason: string | null }
  | { kind: 'account_approved' | 'account_refused'; reason: string }
  | {
      kind: 'document_approved' | 'document_refused' | 'document_reupload_requested' | 'document_expired';
      reason: string;
      documentName: string;
      step: DocumentStep;
    };

export interface OnboardingNewsEvent {
  /** This piece of news, once: a decision announced again is the same news. */
  id: string;
  user_id: string;
  news: OnboardingNews;
}

/** Queues the news in the caller's transaction, the one that records the decision. */
export async function queueOnboardingNews(
  tx: Database,
  user: { tenantId: string; id: string },
  news: OnboardingNews,
): Promise<void> {
  const payload: OnboardingNewsEvent = { id: randomUUID(), user_id: user.id, news };
  await enqueueEvent(tx, { tenantId: user.tenantId, topic: onboardingNewsTopic, payload });
}
