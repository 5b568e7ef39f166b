import type { User } from '@invest/contracts';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { OutboxRelay } from '../../platform/events/outbox';
import type { TenantsService } from '../tenants';
import type { UserRow } from './users.repository';

/** What the auth services need from the process, built once in context.ts. */
export interface AuthDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'ACCESS_TTL' | 'REFRESH_TTL' | 'PUBLIC_URL' | 'REGISTRATIONS_PER_HOUR'>;
  jwtSecret: Uint8Array;
  tenants: TenantsService;
  outbox: Pick<OutboxRelay, 'wake'>;
  /** The sections of the user payload the onboarding module owns (SPEC 3 User). */
  onboardingSections: (user: UserRow) => Promise<OnboardingSections>;
  /**
   * The rewards module's signup reward, credited in the registration's own transaction: the units
   * granted, or null when the domain gives none.
   */
  grantSignupReward: (tx: Database, input: SignupRewardInput) => Promise<bigint | null>;
  /**
   * The rewards module's gift card claim, in the registration's own transaction: a code that cannot be
   * claimed is refused (the registration then writes nothing).
   */
  redeemGiftCardAtSignup: (tx: Database, input: { tenantId: string; userId: string; code: string }) => Promise<void>;
  /**
   * The rewards module's record of who invited the new user, in the registration's own transaction: a
   * code of no one is refused (the registration then writes nothing).
   */
  recordReferralAtSignup: (
    tx: Database,
    input: { tenantId: string; userId: string; email: string; code: string; at: Date },
  ) => Promise<void>;
  /**
   * The funding module's topic of payment events, whose completed deposits mark the funded milestone
   * (auth reads that module's events, as it may not import it: funding depends on auth).
   */
  paymentUpdatedTopic: string;
  /** When the ledger credited the user's first deposit, on any rail, or null before any. */
  findFirstDepositAt: (db: Database, tenantId: string, userId: string) => Promise<Date | null>;
  logError: (line: string) => void;
}

export interface SignupRewardInput {
  tenantId: string;
  userId: string;
  configs: Record<string, unknown>;
}

export type OnboardingSections = Pick<
  User,
  'country_incorporation' | 'country_tax' | 'contact' | 'accreditation_profile' | 'suitability'
>;

/** Who is calling and from where: the tenant of the request and its client. */
export interface RequestMeta {
  tenantId: string;
  ip: string;
  userAgent: string;
  origin: string | undefined;
}

export type TenantRow = Awaited<ReturnType<TenantsService['getTenant']>>;
