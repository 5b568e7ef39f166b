import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { tenantHosts, tenants } from './tenants.tables';

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;

export async function findTenantByHost(db: Database, host: string): Promise<TenantRow | null> {
  const rows = await db
    .select({ tenant: tenants })
    .from(tenantHosts)
    .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
    .where(eq(tenantHosts.host, host))
    .limit(1);
  return rows[0]?.tenant ?? null;
}

export async function findTenantById(db: Database, id: string): Promise<TenantRow | null> {
  const rows = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findTenantBySlug(db: Database, slug: string): Promise<TenantRow | null> {
  const rows = await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
  return rows[0] ?? null;
}

export async function findDefaultTenant(db: Database): Promise<TenantRow | null> {
  const rows = await db.select().from(tenants).where(eq(tenants.isDefault, true)).limit(1);
  return rows[0] ?? null;
}

export async function findTenantsWithHosts(db: Database) {
  return db
    .select({ tenant: tenants, host: tenantHosts.host, isPrimary: tenantHosts.isPrimary })
    .from(tenants)
    .leftJoin(tenantHosts, eq(tenantHosts.tenantId, tenants.id))
    .orderBy(asc(tenants.createdAt), asc(tenantHosts.host));
}

export async function findPrimaryHost(db: Database, tenantId: string): Promise<string | null> {
  const rows = await db
    .select({ host: tenantHosts.host })
    .from(tenantHosts)
    .where(and(eq(tenantHosts.tenantId, tenantId), eq(tenantHosts.isPrimary, true)))
    .limit(1);
  return rows[0]?.host ?? null;
}

export async function findAllHosts(db: Database): Promise<string[]> {
  const rows = await db.select({ host: tenantHosts.host }).from(tenantHosts);
  return rows.map((row) => row.host);
}

export async function insertTenant(db: Database, values: NewTenantRow, hosts: string[]): Promise<TenantRow> {
  const [row] = await db.insert(tenants).values(values).returning();
  if (!row) throw new Error('tenant insert returned no row');
  if (hosts.length > 0) {
    await db.insert(tenantHosts).values(hosts.map((host, at) => ({ host, tenantId: row.id, isPrimary: at === 0 })));
  }
  return row;
}

export async function updateTenant(db: Database, id: string, values: Partial<NewTenantRow>): Promise<TenantRow> {
  const [row] = await db.update(tenants).set(values).where(eq(tenants.id, id)).returning();
  if (!row) throw new Error('tenant update returned no row');
  return row;
}
