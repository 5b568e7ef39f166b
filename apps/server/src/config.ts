import { type WithdrawalChain, withdrawalChains } from '@invest/contracts';
import { z } from 'zod';
import { type AmpConfig, ampEnvShape, ampSettingsOf } from './config-amp';
import { type EthereumConfig, ethereumEnvShape, ethereumSettingsOf } from './config-ethereum';
import { type IbexConfig, ibexEnvShape, ibexSettingsOf } from './config-ibex';
import { type SwapSettings, swapEnvShape, swapSettingsOf } from './config-swaps';

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

/** A PEM block, its line breaks written as real ones or as \\n (one-line .env values). */
const pem = (label: string) =>
  z
    .string()
    .transform((value) => value.replace(/\\n/g, '\n'))
    .pipe(
      z
        .string()
        .regex(new RegExp(`-----BEGIN [A-Z ]*${label}-----[\\s\\S]+-----END [A-Z ]*${label}-----`), `a PEM ${label}`),
    );

const chainNames = Object.keys(withdrawalChains) as [WithdrawalChain, ...WithdrawalChain[]];

/** CHAIN=ASSET_ID pairs separated by commas (Fireblocks' ids of USDC per chain). */
const usdcAssetList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((pair) => pair.trim().split('='))
      .map(([chain = '', assetId = '']) => [chain.trim().toUpperCase(), assetId.trim()]),
  )
  .pipe(z.array(z.tuple([z.enum(chainNames), z.string().regex(/^[A-Za-z0-9_]{1,64}$/)])))
  .transform((pairs) => Object.fromEntries(pairs) as Partial<Record<WithdrawalChain, string>>);

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
  SHUTDOWN_TIMEOUT: duration.default(10),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TTL: duration.default(15 * 60),
  REFRESH_TTL: duration.default(14 * 86400),
  IDEMPOTENCY_STALE_AFTER: duration.default(120),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).default(300),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  TRADING_PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  TRADING_INTERNAL_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().optional()),
  SEED_DEMO: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  RATE_LIMITS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
  FUNDING_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  MIXPANEL_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  MIXPANEL_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.mixpanel.com')),
  SENTRY_RELAY_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  CIRCLE_API_KEY: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  CIRCLE_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.circle.com')),
  CIRCLE_WALLET_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{1,20}$/, 'a Circle wallet id')
      .optional(),
  ),
  GOOGLE_PLACES_API_KEY: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  GOOGLE_PLACES_URL: z.preprocess(emptyAsUndefined, z.url().default('https://places.googleapis.com')),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3 to 63 lower-case letters, digits, dots or dashes')
      .optional(),
  ),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  FIREBLOCKS_API_KEY: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  FIREBLOCKS_PRIVATE_KEY: z.preprocess(emptyAsUndefined, pem('PRIVATE KEY').optional()),
  FIREBLOCKS_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.fireblocks.io')),
  FIREBLOCKS_WEBHOOK_PUBLIC_KEY: z.preprocess(emptyAsUndefined, pem('PUBLIC KEY').optional()),
  FIREBLOCKS_TREASURY_VAULT_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{1,12}$/)
      .default('0'),
  ),
  FIREBLOCKS_USDC_ASSETS: z.preprocess(emptyAsUndefined, usdcAssetList.optional()),
  ...swapEnvShape,
  ...ibexEnvShape,
  ...ampEnvShape,
  RECONCILE_INTERVAL: duration.default(10 * 60),
  SETTLE_POLL_INTERVAL: duration.pipe(z.number().min(1, 'at least one second')).default(60),
  MARKET_MAKER: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('off')),
  BANK_TRANSFERS: z.preprocess(emptyAsUndefined, z.enum(['sandbox', 'live']).optional()),
  API_DOCS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).optional()),
  MARKET_MAKER_INTERVAL: duration.pipe(z.number().min(1, 'at least one second')).default(3),
  ...ethereumEnvShape,
  KYC_PROVIDER: z.enum(['sandbox', 'sumsub']).default('sandbox'),
  KYC_SANDBOX_DELAY: z.preprocess(emptyAsUndefined, duration.optional()),
  SUMSUB_BASE_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.sumsub.com')),
  SUMSUB_APP_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  SUMSUB_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  SUMSUB_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  SUMSUB_LEVEL_NAME: z.preprocess(emptyAsUndefined, z.string().optional()),
});

type ParsedConfig = z.output<typeof configSchema>;

/** Where files go when S3_* is configured: an S3-compatible bucket. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Sumsub's API and webhook credentials, when KYC_PROVIDER is sumsub. */
export interface SumsubSettings {
  baseUrl: string;
  appToken: string;
  secretKey: string;
  webhookSecret: string;
  levelName: string;
}

/** Fireblocks' API credentials and webhook key, when FIREBLOCKS_API_KEY and FIREBLOCKS_PRIVATE_KEY are set. */
export interface FireblocksConfig {
  apiKey: string;
  privateKey: string;
  baseUrl: string;
  webhookPublicKey: string;
  treasuryVaultId: string;
  usdcAssetOverrides: Partial<Record<WithdrawalChain, string>>;
}

export type Config = Omit<ParsedConfig, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  seedDemo: boolean;
  /** S3 storage settings; null when files stay on the local disk. */
  s3: S3Settings | null;
  /** Sumsub settings; null when the sandbox KYC provider answers. */
  sumsub: SumsubSettings | null;
  /** Fireblocks settings; null when the sandbox custody provider answers. */
  fireblocks: FireblocksConfig | null;
  /** The swap providers' settings; each null while its sandbox answers. */
  swaps: SwapSettings;
  /** Ibex Hub settings; null when the sandbox Lightning provider answers. */
  ibex: IbexConfig | null;
  /** Blockstream AMP settings; null when the sandbox BMN desk answers. */
  amp: AmpConfig | null;
  /** Ethereum settings; null when ETH_RPC_URL is unset (no deposit watcher, the sandbox ETH rate). */
  ethereum: EthereumConfig | null;
  /** The sandbox market maker of the demo domain, when MARKET_MAKER is on: seconds between its ticks. */
  marketMaker: { intervalSeconds: number } | null;
  /** Whether the sandbox bank receives each bank transfer announced (BANK_TRANSFERS; never in production). */
  bankSandbox: boolean;
  /** Whether /docs serves the OpenAPI document and its reference pages (API_DOCS; off in production by default). */
  apiDocs: boolean;
};

export class ConfigError extends Error {}

const s3Variables = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const sumsubVariables = [
  'SUMSUB_APP_TOKEN',
  'SUMSUB_SECRET_KEY',
  'SUMSUB_WEBHOOK_SECRET',
  'SUMSUB_LEVEL_NAME',
] as const;

/** S3 is all or nothing: once one S3_ variable is set, each of the others is required. */
function s3SettingsOf(config: ParsedConfig, problems: string[]): S3Settings | null {
  const given = [...s3Variables, 'S3_FORCE_PATH_STYLE' as const].filter((name) => config[name] !== undefined);
  if (given.length === 0) return null;
  for (const name of s3Variables) {
    if (config[name] === undefined) problems.push(`  ${name}: required when ${given[0]} is set (S3 storage)`);
  }
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** Fireblocks is on when its API key and private key are set; it then needs the webhook public key too. */
function fireblocksSettingsOf(config: ParsedConfig, problems: string[]): FireblocksConfig | null {
  const { FIREBLOCKS_API_KEY, FIREBLOCKS_PRIVATE_KEY, FIREBLOCKS_WEBHOOK_PUBLIC_KEY } = config;
  if (!FIREBLOCKS_API_KEY && !FIREBLOCKS_PRIVATE_KEY) return null;
  if (!FIREBLOCKS_API_KEY) problems.push('  FIREBLOCKS_API_KEY: required when FIREBLOCKS_PRIVATE_KEY is set');
  if (!FIREBLOCKS_PRIVATE_KEY) problems.push('  FIREBLOCKS_PRIVATE_KEY: required when FIREBLOCKS_API_KEY is set');
  if (!FIREBLOCKS_WEBHOOK_PUBLIC_KEY) {
    problems.push('  FIREBLOCKS_WEBHOOK_PUBLIC_KEY: required when Fireblocks is configured (webhooks are verified)');
  }
  if (!FIREBLOCKS_API_KEY || !FIREBLOCKS_PRIVATE_KEY || !FIREBLOCKS_WEBHOOK_PUBLIC_KEY) return null;
  return {
    apiKey: FIREBLOCKS_API_KEY,
    privateKey: FIREBLOCKS_PRIVATE_KEY,
    baseUrl: config.FIREBLOCKS_API_URL,
    webhookPublicKey: FIREBLOCKS_WEBHOOK_PUBLIC_KEY,
    treasuryVaultId: config.FIREBLOCKS_TREASURY_VAULT_ID,
    usdcAssetOverrides: config.FIREBLOCKS_USDC_ASSETS ?? {},
  };
}

function sumsubSettingsOf(config: ParsedConfig, problems: string[]): SumsubSettings | null {
  if (config.KYC_PROVIDER !== 'sumsub') return null;
  for (const name of sumsubVariables) {
    if (config[name] === undefined) problems.push(`  ${name}: required when KYC_PROVIDER is sumsub`);
  }
  const { SUMSUB_APP_TOKEN, SUMSUB_SECRET_KEY, SUMSUB_WEBHOOK_SECRET, SUMSUB_LEVEL_NAME } = config;
  if (!SUMSUB_APP_TOKEN || !SUMSUB_SECRET_KEY || !SUMSUB_WEBHOOK_SECRET || !SUMSUB_LEVEL_NAME) return null;
  return {
    baseUrl: config.SUMSUB_BASE_URL,
    appToken: SUMSUB_APP_TOKEN,
    secretKey: SUMSUB_SECRET_KEY,
    webhookSecret: SUMSUB_WEBHOOK_SECRET,
    levelName: SUMSUB_LEVEL_NAME,
  };
}

/** The roles that serve HTTP, and the variable of each one's port. */
const httpRolePorts = [
  ['api', 'PORT'],
  ['trading', 'TRADING_PORT'],
] as const;

/** The worker's metrics listener cannot share a port with another role of the same process. */
function metricsPortProblem(config: ParsedConfig, problems: string[]): void {
  if (!config.METRICS_PORT || !config.ROLES.includes('worker')) return;
  for (const [role, variable] of httpRolePorts) {
    if (config.ROLES.includes(role) && config[variable] === config.METRICS_PORT) {
      problems.push(
        `  METRICS_PORT: the ${role} role listens on ${config.METRICS_PORT} (${variable}); pick another port`,
      );
    }
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const problems: string[] = [];
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET) problems.push('  JWT_SECRET: required in production');
  const s3 = s3SettingsOf(config, problems);
  const sumsub = sumsubSettingsOf(config, problems);
  const fireblocks = fireblocksSettingsOf(config, problems);
  const swaps = swapSettingsOf(config, problems);
  const ibex = ibexSettingsOf(config, problems);
  const amp = ampSettingsOf(config, problems);
  const ethereum = ethereumSettingsOf(config, problems);
  if (config.MARKET_MAKER === 'on' && config.NODE_ENV === 'production') {
    problems.push(
      '  MARKET_MAKER: the sandbox market maker never runs in production (NODE_ENV=production); set it off',
    );
  }
  if (config.RATE_LIMITS === 'off' && config.NODE_ENV === 'production') {
    problems.push('  RATE_LIMITS: the per-address limits are never off in production (NODE_ENV=production); set it on');
  }
  metricsPortProblem(config, problems);
  if (config.BANK_TRANSFERS === 'sandbox' && config.NODE_ENV === 'production') {
    problems.push('  BANK_TRANSFERS: the sandbox bank never runs in production (NODE_ENV=production); set it live');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const seedDemo = config.SEED_DEMO ? config.SEED_DEMO === 'true' : config.NODE_ENV !== 'production';
  return {
    ...config,
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    seedDemo,
    s3,
    sumsub,
    fireblocks,
    swaps,
    ibex,
    amp,
    ethereum,
    marketMaker: config.MARKET_MAKER === 'on' ? { intervalSeconds: config.MARKET_MAKER_INTERVAL } : null,
    bankSandbox: (config.BANK_TRANSFERS ?? (config.NODE_ENV === 'production' ? 'live' : 'sandbox')) === 'sandbox',
    apiDocs: config.API_DOCS ? config.API_DOCS === 'on' : config.NODE_ENV !== 'production',
  };
}
