import { z } from 'zod';

/**
 * Blockstream AMP's environment variables (the BMN desk), part of config.ts's schema; .env.example
 * documents each one. The AMP desk confirms BMN deposits once AMP_USERNAME, AMP_PASSWORD and
 * AMP_ASSET_UUID are set (all three, or none: the sandbox desk then answers).
 */

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const ampEnvShape = {
  AMP_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://amp.blockstream.com/api/')),
  AMP_USERNAME: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  AMP_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  AMP_ASSET_UUID: z.preprocess(emptyAsUndefined, z.uuid('the BMN asset uuid on AMP').optional()),
  AMP_POLL_INTERVAL: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(5).max(86_400).default(60)),
  AMP_DEPOSIT_EXPIRY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(60).max(2_592_000).default(86_400)),
};

type AmpEnv = z.output<z.ZodObject<typeof ampEnvShape>>;

export interface AmpConfig {
  /** AMP's API root, ending in a slash (paths are resolved against it). */
  baseUrl: string;
  username: string;
  password: string;
  /** The BMN asset on AMP. */
  assetUuid: string;
  /** How often the worker reads investors' AMP balances, in seconds. */
  pollIntervalSeconds: number;
  /** How long an announced deposit may take to arrive before it fails, in seconds. */
  depositExpirySeconds: number;
}

const ampVariables = ['AMP_USERNAME', 'AMP_PASSWORD', 'AMP_ASSET_UUID'] as const;

export function ampSettingsOf(config: AmpEnv, problems: string[]): AmpConfig | null {
  const missing = ampVariables.filter((name) => config[name] === undefined);
  if (missing.length === ampVariables.length) return null;
  const { AMP_USERNAME, AMP_PASSWORD, AMP_ASSET_UUID } = config;
  if (!AMP_USERNAME || !AMP_PASSWORD || !AMP_ASSET_UUID) {
    problems.push(...missing.map((name) => `  ${name}: required when Blockstream AMP is configured`));
    return null;
  }
  return {
    baseUrl: config.AMP_API_URL.endsWith('/') ? config.AMP_API_URL : `${config.AMP_API_URL}/`,
    username: AMP_USERNAME,
    password: AMP_PASSWORD,
    assetUuid: AMP_ASSET_UUID,
    pollIntervalSeconds: config.AMP_POLL_INTERVAL,
    depositExpirySeconds: config.AMP_DEPOSIT_EXPIRY,
  };
}
