import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { type AppContext, createContext, prepareDatabase } from '../apps/server/src/context';
import type { DatabaseHandle } from '../apps/server/src/platform/db/database';

/**
 * The product's context for a bench on `database`: migrated, quiet, its files in a fresh temporary
 * directory (`name` names it), with one domain, the default, answering on 127.0.0.1.
 */
export async function createBenchContext(
  database: DatabaseHandle,
  name: string,
  env: Record<string, string> = {},
): Promise<{ context: AppContext; tenantId: string }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), `bench-${name}-`)),
    ...env,
  });
  const context = await createContext(config, { database, log: () => undefined });
  await prepareDatabase(context);
  const tenant = await context.tenants.createTenant({
    slug: 'bench',
    companyName: 'Bench',
    hosts: ['127.0.0.1'],
    isDefault: true,
  });
  return { context, tenantId: tenant.id };
}

export const benchPassword = 'bench-password-1';

/** An investor with a confirmed email on the bench's domain. */
export function createBenchInvestor(context: AppContext, tenantId: string, email = 'bench@example.com') {
  return context.auth.createUser({
    tenantId,
    email,
    password: benchPassword,
    firstName: 'Bench',
    lastName: 'User',
    userType: 'Individual',
    roles: ['investor'],
    emailVerified: true,
  });
}
