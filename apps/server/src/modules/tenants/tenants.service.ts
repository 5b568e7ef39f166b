import type { Domain, ThemeConfig, UpdateDomainSettingsRequest } from '@invest/contracts';
import { type AuditActor, platformActor, recordAudit, valuesBefore } from '../../platform/audit/audit';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events/bus';
import { enqueueEvent } from '../../platform/events/outbox';
import type { TenantContext } from '../../platform/http/context';
import { toDomainSettings, toEditableDomainSettings } from './tenants.mapper';
import * as repo from './tenants.repository';

export const tenantUpdatedTopic = 'tenant.updated';

const cacheTtlMs = 30_000;

export interface CreateTenantInput {
  slug: string;
  companyName: string;
  hosts: string[];
  themeConfig?: ThemeConfig;
  termsUrl?: string;
  isDefault?: boolean;
  wording?: Record<string, string>;
  metaTags?: { property: string; content: string }[];
}

export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

export type TenantsService = ReturnType<typeof createTenantsService>;

export function createTenantsService(deps: { db: Database; bus: EventBus; clock: Clock; publicUrl: string }) {
  const { db, clock } = deps;
  const byHost = new Map<string, { tenant: repo.TenantRow; at: number }>();
  const byId = new Map<string, { tenant: repo.TenantRow; at: number }>();
  let hostSet: { hosts: Set<string>; at: number } | undefined;

  function forget() {
    byHost.clear();
    byId.clear();
    hostSet = undefined;
  }
  deps.bus.subscribe(tenantUpdatedTopic, forget);

  async function tenantForHost(host: string): Promise<repo.TenantRow> {
    const key = normalizeHost(host);
    const cached = byHost.get(key);
    const now = Date.now();
    if (cached && now - cached.at < cacheTtlMs) return cached.tenant;
    const tenant = (await repo.findTenantByHost(db, key)) ?? (await repo.findDefaultTenant(db));
    if (!tenant) throw new AppError('SERVICE_UNAVAILABLE', 'No domain is configured yet');
    if (byHost.size > 10_000) byHost.clear();
    byHost.set(key, { tenant, at: now });
    return tenant;
  }

  /** `through`: the transaction to read in, for a caller that holds one (an outbox job on PGlite's one connection). */
  async function getTenant(id: string, through: Database = db): Promise<repo.TenantRow> {
    const cached = byId.get(id);
    const now = Date.now();
    if (cached && now - cached.at < cacheTtlMs) return cached.tenant;
    const tenant = await repo.findTenantById(through, id);
    if (!tenant) throw notFound('Domain');
    byId.set(id, { tenant, at: now });
    return tenant;
  }

  return {
    tenantForHost,
    getTenant,

    async resolveTenant(host: string): Promise<TenantContext> {
      const tenant = await tenantForHost(host);
      return { id: tenant.id, host: normalizeHost(host) };
    },

    /** CORS: a browser origin is allowed when its host belongs to a tenant or is PUBLIC_URL's. */
    async isAllowedOrigin(origin: string): Promise<boolean> {
      let host: string;
      try {
        host = normalizeHost(new URL(origin).host);
      } catch {
        return false;
      }
      if (host === normalizeHost(new URL(deps.publicUrl).host)) return true;
      const now = Date.now();
      if (!hostSet || now - hostSet.at > cacheTtlMs) {
        hostSet = { hosts: new Set(await repo.findAllHosts(db)), at: now };
      }
      return hostSet.hosts.has(host);
    },

    /**
     * Where links in mail sent without a request (a KYC result, a review) point: https on the
     * tenant's primary host, or PUBLIC_URL when that is the host (a development machine) or the
     * tenant has none.
     */
    async getPublicOrigin(tenantId: string, through: Database = db): Promise<string> {
      const publicUrl = new URL(deps.publicUrl);
      const host = await repo.findPrimaryHost(through, tenantId);
      if (!host || host === normalizeHost(publicUrl.host)) return publicUrl.origin;
      return `https://${host}`;
    },

    async getSettings(tenantId: string) {
      return toDomainSettings(await getTenant(tenantId));
    },

    /** GET /v1/admin/domain/settings: read from the database, not the cache, as a form is filled from it. */
    async getEditableSettings(tenantId: string) {
      const tenant = await repo.findTenantById(db, tenantId);
      if (!tenant) throw notFound('Domain');
      return toEditableDomainSettings(tenant);
    },

    /**
     * POST ihq/domains/settings: changes what the patch names, and records in the audit trail who
     * changed which settings from what (the operator's tools act as the platform).
     */
    async updateSettings(tenantId: string, patch: UpdateDomainSettingsRequest, actor: AuditActor = platformActor) {
      const before = toEditableDomainSettings(await getTenant(tenantId));
      const after = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const updated = await inTransaction(db, async (tx) => {
        const row = await repo.updateTenant(tx, tenantId, {
          ...(patch.company_name !== undefined && { companyName: patch.company_name }),
          ...(patch.terms_url !== undefined && { termsUrl: patch.terms_url }),
          ...(patch.theme_config !== undefined && { themeConfig: patch.theme_config }),
          ...(patch.configs !== undefined && { configs: patch.configs }),
          ...(patch.meta_tags !== undefined && { metaTags: patch.meta_tags }),
          ...(patch.wording !== undefined && { wording: patch.wording }),
          ...(patch.registration_steps !== undefined && { registrationSteps: patch.registration_steps }),
          ...(patch.ipo_restriction !== undefined && { ipoRestriction: patch.ipo_restriction }),
          ...(patch.payment_rules !== undefined && { paymentRules: patch.payment_rules }),
          ...(patch.bank_account !== undefined && { bankAccount: patch.bank_account }),
          updatedAt: clock.now(),
        });
        await enqueueEvent(tx, { tenantId, topic: tenantUpdatedTopic, payload: { tenantId } });
        await recordAudit(tx, {
          tenantId,
          actor,
          action: 'domain.settings',
          object: { kind: 'domain', id: tenantId },
          before: valuesBefore(before, after),
          after,
        });
        return row;
      });
      forget();
      return toDomainSettings(updated);
    },

    async getAssets(tenantId: string) {
      const { themeConfig } = await getTenant(tenantId);
      return {
        logo: themeConfig.logo ?? null,
        favicon: themeConfig.favicon ?? null,
        social_media_image: themeConfig.social_media_image ?? null,
      };
    },

    async listDomains(): Promise<Domain[]> {
      const rows = await repo.findTenantsWithHosts(db);
      const domains = new Map<string, Domain>();
      for (const row of rows) {
        const existing = domains.get(row.tenant.id);
        if (!existing || row.isPrimary) {
          domains.set(row.tenant.id, { id: row.tenant.id, host: row.host ?? '', company_name: row.tenant.companyName });
        }
      }
      return [...domains.values()];
    },

    async createTenant(input: CreateTenantInput) {
      const hosts = input.hosts.map(normalizeHost);
      const created = await inTransaction(db, async (tx) => {
        if (await repo.findTenantBySlug(tx, input.slug)) {
          throw new AppError('CONFLICT', `A domain with slug ${input.slug} exists already`);
        }
        const taken = (await repo.findAllHosts(tx)).filter((host) => hosts.includes(host));
        if (taken.length > 0) throw new AppError('CONFLICT', `Host ${taken.join(', ')} belongs to another domain`);
        if (input.isDefault && (await repo.findDefaultTenant(tx))) {
          throw new AppError('CONFLICT', 'A default domain exists already');
        }
        return repo.insertTenant(
          tx,
          {
            slug: input.slug,
            companyName: input.companyName,
            themeConfig: input.themeConfig ?? {},
            termsUrl: input.termsUrl ?? null,
            isDefault: input.isDefault ?? false,
            wording: input.wording ?? {},
            metaTags: input.metaTags ?? [],
          },
          hosts,
        );
      });
      forget();
      return created;
    },

    async listTenants() {
      const rows = await repo.findTenantsWithHosts(db);
      const list = new Map<
        string,
        { id: string; slug: string; companyName: string; isDefault: boolean; hosts: string[] }
      >();
      for (const row of rows) {
        const entry = list.get(row.tenant.id) ?? {
          id: row.tenant.id,
          slug: row.tenant.slug,
          companyName: row.tenant.companyName,
          isDefault: row.tenant.isDefault,
          hosts: [],
        };
        if (row.host) entry.hosts.push(row.host);
        list.set(row.tenant.id, entry);
      }
      return [...list.values()];
    },

    findTenantBySlug: (slug: string) => repo.findTenantBySlug(db, slug),
    findDefaultTenant: () => repo.findDefaultTenant(db),
  };
}
