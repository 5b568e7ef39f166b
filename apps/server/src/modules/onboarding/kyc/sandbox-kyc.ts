import { randomUUID } from 'node:crypto';
import type { KycCallback } from '@invest/contracts';
import type { Clock } from '../../../platform/clock';
import type { DeliverKycCallback, KycApplicant, KycProvider } from './kyc.port';
import { signCallback } from './kyc-signature';

/** A document uploaded in this collection is refused by the sandbox, as a real provider refuses a bad scan. */
export const sandboxRefusedCollection = 'reject';

function decide(applicant: KycApplicant): Pick<KycCallback, 'status' | 'reason'> {
  if (applicant.name.includes('Reject')) {
    return { status: 'refused', reason: 'The name on the documents could not be verified (sandbox)' };
  }
  if (applicant.documents.some((document) => document.collection === sandboxRefusedCollection)) {
    return { status: 'refused', reason: 'A document could not be read; upload it again (sandbox)' };
  }
  return { status: 'approved', reason: null };
}

/**
 * The default KYC provider: approves, or refuses names containing "Reject" and documents uploaded in
 * the "reject" collection, after `delayMs`, by posting a signed callback through `deliver` (the same
 * verification path a real provider's webhook takes).
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
  return {
    name: 'sandbox',
    isSandbox: true,
    async submit(applicant) {
      const reference = `sandbox-${randomUUID()}`;
      const body = JSON.stringify({ event_id: randomUUID(), reference, ...decide(applicant) } satisfies KycCallback);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (isStopped) return;
        const headers = signCallback(options.secret, body, Math.floor(options.clock.now().getTime() / 1000));
        options.deliver(body, headers).catch(options.onError);
      }, options.delayMs);
      timer.unref();
      timers.add(timer);
      return { reference };
    },
    stop() {
      isStopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
