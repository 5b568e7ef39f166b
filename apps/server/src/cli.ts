import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  readableThemeConfigSchema,
  roleSchema,
  updateDomainSettingsRequestSchema,
  userTypeSchema,
} from '@invest/contracts';
import { z } from 'zod';
import { ConfigError, loadConfig } from './config';
import { type AppContext, closeContext, createContext, prepareDatabase } from './context';
import { loadEnvFile } from './env-file';
import { AppError } from './platform/errors';

const usage = `Operator commands (npm run cli -- <command> [options]):
  migrate                                   apply database migrations and reference data
  tenant:create --slug S --company NAME --host HOST [--host HOST2 ...] [--theme FILE.json] [--default]
                [--settings FILE.json]              domain settings as POST /v1/ihq/domains/settings takes them
  tenant:list
  user:create --tenant SLUG --email E --password P --first NAME --last NAME
              [--type Individual|Entity] [--role investor|admin|super-admin ...] [--unverified]
  user:reset-password --tenant SLUG --email E --password P
  sign-in-provider:set --tenant SLUG --slug S --name NAME --issuer URL --client-id ID --client-secret SECRET
                                            offer an OpenID Connect provider for signing in (redirect URI:
                                            https://HOST/v1/auth/S/callback for each host of the domain)
  sign-in-provider:remove --tenant SLUG --slug S`;

type Values = Record<string, string | boolean | string[] | undefined>;

function text(values: Values, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

class UsageError extends Error {}

async function tenantIdOf(context: AppContext, slug: string): Promise<string> {
  const tenant = await context.tenants.findTenantBySlug(slug);
  if (!tenant) throw new UsageError(`No domain with slug ${slug} (see tenant:list)`);
  return tenant.id;
}

const commands: Record<string, (context: AppContext, values: Values) => Promise<string>> = {
  migrate: async () => 'migrations and reference data are up to date',

  'tenant:create': async (context, values) => {
    const theme = typeof values.theme === 'string' ? JSON.parse(readFileSync(values.theme, 'utf8')) : {};
    const settings =
      typeof values.settings === 'string'
        ? updateDomainSettingsRequestSchema.parse(JSON.parse(readFileSync(values.settings, 'utf8')))
        : null;
    const hosts = (values.host as string[] | undefined) ?? [];
    if (hosts.length === 0) throw new UsageError('--host is required');
    const tenant = await context.tenants.createTenant({
      slug: z
        .string()
        .regex(/^[a-z0-9-]{2,40}$/, 'lower-case letters, digits and hyphens')
        .parse(text(values, 'slug')),
      companyName: text(values, 'company'),
      hosts,
      themeConfig: readableThemeConfigSchema.parse(theme),
      isDefault: values.default === true,
    });
    if (settings) await context.tenants.updateSettings(tenant.id, settings);
    return `created domain ${tenant.slug} (${tenant.id}) on ${hosts.join(', ')}`;
  },

  'tenant:list': async (context) => {
    const tenants = await context.tenants.listTenants();
    return tenants
      .map((t) => `${t.slug}\t${t.companyName}\t${t.hosts.join(',')}${t.isDefault ? '\t(default)' : ''}`)
      .join('\n');
  },

  'user:create': async (context, values) => {
    const roles = ((values.role as string[] | undefined) ?? ['investor']).map((role) => roleSchema.parse(role));
    const user = await context.auth.createUser({
      tenantId: await tenantIdOf(context, text(values, 'tenant')),
      email: text(values, 'email'),
      password: text(values, 'password'),
      firstName: text(values, 'first'),
      lastName: text(values, 'last'),
      userType: userTypeSchema.parse(typeof values.type === 'string' ? values.type : 'Individual'),
      roles,
      emailVerified: values.unverified !== true,
    });
    return `created user ${user.email} (${user.id}) with roles ${roles.join(', ')}`;
  },

  'user:reset-password': async (context, values) => {
    await context.auth.resetPassword({
      tenantId: await tenantIdOf(context, text(values, 'tenant')),
      email: text(values, 'email'),
      password: text(values, 'password'),
    });
    return 'password changed; every session of the user was signed out';
  },

  'sign-in-provider:set': async (context, values) => {
    await context.auth.setSignInProvider({
      tenantId: await tenantIdOf(context, text(values, 'tenant')),
      slug: text(values, 'slug'),
      displayName: text(values, 'name'),
      issuer: text(values, 'issuer'),
      clientId: text(values, 'client-id'),
      clientSecret: text(values, 'client-secret'),
    });
    return `sign-in provider ${String(values.slug)} is offered on ${String(values.tenant)}`;
  },

  'sign-in-provider:remove': async (context, values) => {
    const removed = await context.auth.removeSignInProvider(
      await tenantIdOf(context, text(values, 'tenant')),
      text(values, 'slug'),
    );
    if (!removed) throw new UsageError(`No sign-in provider ${String(values.slug)} on ${String(values.tenant)}`);
    return `sign-in provider ${String(values.slug)} removed from ${String(values.tenant)}`;
  },
};

async function main() {
  loadEnvFile();
  const [name, ...rest] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.log(usage);
    process.exit(name ? 2 : 0);
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      slug: { type: 'string' },
      company: { type: 'string' },
      host: { type: 'string', multiple: true },
      theme: { type: 'string' },
      settings: { type: 'string' },
      default: { type: 'boolean' },
      tenant: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
      type: { type: 'string' },
      role: { type: 'string', multiple: true },
      unverified: { type: 'boolean' },
      name: { type: 'string' },
      issuer: { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
    },
  });
  const context = await createContext(loadConfig(), { log: () => undefined });
  try {
    await prepareDatabase(context);
    console.log(await command(context, values));
  } finally {
    await closeContext(context);
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof AppError) {
    console.error(error.message);
  } else if (error instanceof z.ZodError) {
    console.error(error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`).join('\n'));
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
