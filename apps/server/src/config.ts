import { z } from 'zod';

const roleNames = ['api', 'trading', 'worker'] as const;
export type RoleName = (typeof roleNames)[number];

const duration = z
  .string()
  .regex(/^\d+(s|m|h|d)?$/, 'a number of seconds, or a number followed by s, m, h or d')
  .transform((value) => {
    const amount = Number.parseInt(value, 10);
    const unit = value.replace(/^\d+/, '') || 's';
    const seconds = { s: 1, m: 60, h: 3600, d: 86400 }[unit] ?? 1;
    return amount * seconds;
  });

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Every environment variable the server reads; .env.example documents each one. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  TRADING_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  ROLES: z
    .string()
    .default('api,trading,worker')
    .transform((value) => value.split(',').map((role) => role.trim()))
    .pipe(z.array(z.enum(roleNames)).min(1)),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TTL: duration.default(15 * 60),
  REFRESH_TTL: duration.default(14 * 86400),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  TRADING_PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().optional()),
  SEED_DEMO: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
});

export type Config = Omit<z.output<typeof configSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string; seedDemo: boolean };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  }
  const seedDemo = config.SEED_DEMO ? config.SEED_DEMO === 'true' : config.NODE_ENV !== 'production';
  return { ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`, seedDemo };
}
