import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { OutboxRelay } from '../../platform/events/outbox';
import type { TenantsService } from '../tenants';

/** What the auth services need from the process, built once in context.ts. */
export interface AuthDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'ACCESS_TTL' | 'REFRESH_TTL' | 'PUBLIC_URL'>;
  jwtSecret: Uint8Array;
  tenants: TenantsService;
  outbox: Pick<OutboxRelay, 'wake'>;
}

/** Who is calling and from where: the tenant of the request and its client. */
export interface RequestMeta {
  tenantId: string;
  ip: string;
  userAgent: string;
  origin: string | undefined;
}

export type TenantRow = Awaited<ReturnType<TenantsService['getTenant']>>;
