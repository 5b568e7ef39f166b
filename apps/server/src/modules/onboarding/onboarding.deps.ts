import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { OutboxRelay } from '../../platform/events/outbox';
import type { FileStorage } from '../../platform/storage/storage';
import type { LookupsService } from '../lookups';
import type { TenantsService } from '../tenants';
import type { KycProvider } from './kyc/kyc.port';

/** What the onboarding services need from the process, built once in context.ts. */
export interface OnboardingDeps {
  db: Database;
  clock: Clock;
  tenants: TenantsService;
  lookups: LookupsService;
  storage: FileStorage;
  kyc: KycProvider;
  /** Woken after a commit that queued mail, so it leaves at once. */
  outbox: Pick<OutboxRelay, 'wake'>;
  /** The key KYC callbacks are signed with (HMAC-SHA256). */
  kycCallbackSecret: Uint8Array;
}

/** Who is acting: the signed-in user of the request's tenant. */
export interface Actor {
  tenantId: string;
  userId: string;
}
