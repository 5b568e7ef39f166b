import { inTransaction } from '../../../platform/db/transaction';
import { createIntervalJob, type IntervalJob } from '../../../platform/jobs/interval-job';
import { getUserRecord } from '../../auth';
import type { OnboardingDeps } from '../onboarding.deps';
import { loadMailLetterhead, queueOnboardingMail } from '../onboarding-mail';
import { findLapsedIdentityDocuments, markDocumentExpired } from './document-expiry.repository';
import type { DocumentRow } from './documents.repository';
import { findIdentityTypeIds } from './documents.service';

/** Seconds between the job's looks: dates turn once a day, an hour late at most is soon enough. */
const intervalSeconds = 3600;
const batchSize = 100;

/**
 * Marks one identity document expired and tells its owner (mail and notification, with a link to
 * replace it) in one transaction; false when it stopped counting meanwhile.
 */
async function expireDocument(deps: OnboardingDeps, document: DocumentRow, expiryDate: string): Promise<boolean> {
  const [owner, letterhead, types] = await Promise.all([
    getUserRecord(deps.db, document.tenantId, document.userId),
    loadMailLetterhead(deps, document.tenantId),
    deps.lookups.listDocumentTypes(),
  ]);
  const documentName = types.find((type) => type.id === document.documentTypeId)?.name ?? 'identity document';
  const reason = `It expired on ${expiryDate}`;
  return inTransaction(deps.db, async (tx) => {
    const marked = await markDocumentExpired(
      tx,
      { tenantId: document.tenantId, id: document.id },
      { reason, expiryDate },
    );
    if (!marked) return false;
    await queueOnboardingMail(tx, letterhead, owner, {
      kind: 'document_expired',
      reason,
      documentName,
      step: 'user_documents',
    });
    return true;
  });
}

/**
 * One look at the clock: every identity document still counting whose expiry date has passed (the
 * date of its identification details) becomes expired; answers how many this run marked. The
 * account stays as it is: the investor replaces the document from their account.
 */
export async function expireIdentityDocuments(deps: OnboardingDeps): Promise<number> {
  const today = deps.clock.now().toISOString().slice(0, 10);
  const identityTypeIds = [...(await findIdentityTypeIds(deps))];
  let expired = 0;
  for (;;) {
    const due = await findLapsedIdentityDocuments(deps.db, identityTypeIds, today, batchSize);
    let expiredNow = 0;
    for (const { document, expiryDate } of due) {
      if (await expireDocument(deps, document, expiryDate)) expiredNow += 1;
    }
    expired += expiredNow;
    if (due.length < batchSize || expiredNow === 0) break;
  }
  if (expired > 0) deps.outbox.wake();
  return expired;
}

export function createIdentityExpiryJob(deps: OnboardingDeps, logError: (line: string) => void): IntervalJob<number> {
  return createIntervalJob({
    name: 'identity document expiry',
    intervalSeconds,
    run: () => expireIdentityDocuments(deps),
    logError,
  });
}
