import { uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.tables';

/** The tenant_id column every tenant-owned table carries. */
export const tenantIdColumn = () =>
  uuid()
    .notNull()
    .references(() => tenants.id);
