import { randomUUID } from 'node:crypto';
import { type KycCallback, kycCallbackSchema } from '@invest/contracts';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { applicantName, type DeliverKycCallback, type KycApplicant, type KycProvider } from './kyc.port';
import { forgedCallback, parseCallbackJson } from './kyc-callback';
import { isAuthenticCallback, signCallback } from './kyc-signature';

/** A document uploaded in this collection is refused by the sandbox, as a real provider refuses a bad scan. */
export const sandboxRefusedCollection = 'reject';

function decide(applicant: KycApplicant): Pick<KycCallback, 'status' | 'reason'> {
  if (applicantName(applicant).includes('Reject')) {
    return { status: 'refused', reason: 'The name on the documents could not be verified (sandbox)' };
  }
  if (applicant.documents.some((document) => document.collection === sandboxRefusedCollection)) {
    return { status: 'refused', reason: 'A document could not be read; upload it again (sandbox)' };
  }
  return { status: 'approved', reason: null };
}

/**
 * The default KYC provider: approves, or refuses names containing "Reject" and documents uploaded in
 * the "reject" collection, `delayMs` after the submission, by posting a signed callback through
 * `deliver` (the same verification path a real provider's webhook takes). A check still pending
 * after a restart is resumed with the time it has left.
 */
export function createSandboxKycProvider(options: {
  secret: Uint8Array;
  clock: Clock;
  delayMs: number;
  deliver: DeliverKycCallback;
  onError: (error: unknown) => void;
}): KycProvider {
  const timers = new Set<NodeJS.Timeout>();
  let isStopped = false;

  function answerLater(reference: string, applicant: KycApplicant, submittedAt: Date) {
    const callback: KycCallback = { event_id: `${reference}-decision`, reference, ...decide(applicant) };
    const body = JSON.stringify(callback);
    const dueInMs = Math.max(0, submittedAt.getTime() + options.delayMs - options.clock.now().getTime());
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (isStopped) return;
      const headers = signCallback(options.secret, body, Math.floor(options.clock.now().getTime() / 1000));
      options.deliver(body, headers).catch(options.onError);
    }, dueInMs);
    timer.unref();
    timers.add(timer);
  }

  return {
    name: 'sandbox',
    isSandbox: true,
    async submit(applicant) {
      const reference = `sandbox-${randomUUID()}`;
      answerLater(reference, applicant, options.clock.now());
      return { reference };
    },
    resume(check) {
      if (!isStopped) answerLater(check.reference, check.applicant, check.submittedAt);
    },
    readCallback(body, headers, now) {
      if (!isAuthenticCallback(options.secret, body, headers, now)) throw forgedCallback();
      const parsed = kycCallbackSchema.safeParse(parseCallbackJson(body));
      if (!parsed.success) throw new AppError('VALIDATION', 'Invalid callback body');
      const { event_id: eventId, reference, status, reason } = parsed.data;
      return { eventId, reference, status, reason };
    },
    stop() {
      isStopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
