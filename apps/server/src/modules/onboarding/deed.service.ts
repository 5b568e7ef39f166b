import { createHash } from 'node:crypto';
import type { SignDeedRequest } from '@invest/contracts';
import { inTransaction } from '../../platform/db/transaction';
import { invalid, notFound } from '../../platform/errors';
import { createPdfWriter } from '../../platform/pdf/pdf-layout';
import { readSignatureImage } from '../../platform/pdf/signature-image';
import { storeThenRecord } from '../../platform/storage/storage';
import { insertSignature } from '../auth';
import { findLatestDeed, insertDeed } from './deeds.repository';
import type { Actor, OnboardingDeps } from './onboarding.deps';
import { loadOnboardingView, type OnboardingView } from './onboarding-view';
import { assertStepOpen, progressOf, recordStepCompleted } from './progress.service';

function investorName(view: OnboardingView): string {
  return view.user.userType === 'Entity'
    ? (view.user.companyName ?? view.user.email)
    : `${view.user.firstName} ${view.user.lastName}`;
}

/** The deed of trust: the platform holds the investor's assets on trust for them. */
async function renderDeed(view: OnboardingView, now: Date, signature: Uint8Array | null): Promise<Uint8Array> {
  const company = view.tenant.companyName;
  const pdf = await createPdfWriter({ title: 'Deed of Trust', author: company, now });
  pdf.title('Deed of Trust', `Between ${company} (the Trustee) and ${investorName(view)} (the Investor)`);
  pdf.field('Investor', investorName(view));
  pdf.field('Email', view.user.email);
  pdf.field('Date', now.toISOString().slice(0, 10));
  pdf.heading('1. Trust');
  pdf.paragraph(
    `The Trustee holds every asset it acquires for the Investor, and every amount the Investor deposits, on bare trust for the Investor, separately from the Trustee's own assets.`,
  );
  pdf.heading('2. Instructions');
  pdf.paragraph(
    'The Trustee deals with the assets only on the instructions the Investor gives through the platform, and records each dealing in the Investor’s account.',
  );
  pdf.heading('3. Statements and withdrawal');
  pdf.paragraph(
    'The Investor may see the assets held for them at any time and may ask for their transfer or withdrawal, subject to the rules of the offering concerned.',
  );
  pdf.heading('4. Law');
  pdf.paragraph('This deed is executed as a deed and takes effect on the date it is signed.');
  pdf.space(16);
  pdf.heading('Signed as a deed by the Investor');
  await pdf.signature(signature, signature ? now : null);
  return pdf.save();
}

/** POST registration/deed/preview: the deed to read before signing. */
export async function previewDeed(deps: OnboardingDeps, actor: Actor): Promise<Uint8Array> {
  const view = await loadOnboardingView(deps, actor);
  assertStepOpen(view, 'deed');
  return renderDeed(view, deps.clock.now(), null);
}

/**
 * POST registration/deed: embeds the signature in the deed, stores the PDF with its SHA-256 and the
 * time, keeps the signature as the user's (GET /v1/signature) and completes the deed step.
 */
export async function signDeed(deps: OnboardingDeps, actor: Actor, body: SignDeedRequest) {
  const view = await loadOnboardingView(deps, actor);
  assertStepOpen(view, 'deed');
  const image = await readSignatureImage('signature', body.signature);
  const now = deps.clock.now();
  let pdf: Uint8Array;
  try {
    pdf = await renderDeed(view, now, image);
  } catch {
    throw invalid('signature', 'The signature image cannot be read');
  }
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const deed = await storeThenRecord(deps.storage, 'deeds', pdf, (storageKey) =>
    inTransaction(deps.db, async (tx) => {
      const row = await insertDeed(tx, { ...actor, storageKey, sha256, signedAt: now });
      await insertSignature(tx, { ...actor, image: body.signature, createdAt: now });
      await recordStepCompleted(tx, view, 'deed', now);
      return row;
    }),
  );
  const progress = progressOf(await loadOnboardingView(deps, actor), 'deed', now);
  return { id: deed.id, sha256: deed.sha256, signed_at: deed.signedAt.toISOString(), progress };
}

/** GET registration/deed: the user's latest signed deed. */
export async function getSignedDeed(deps: OnboardingDeps, actor: Actor): Promise<Buffer> {
  const deed = await findLatestDeed(deps.db, actor.tenantId, actor.userId);
  const bytes = deed ? await deps.storage.get(deed.storageKey) : null;
  if (!bytes) throw notFound('Signed deed');
  return bytes;
}
