import { createPrivateKey, type KeyObject } from 'node:crypto';
import { z } from 'zod';

/**
 * The swap providers' environment variables (ChangeNOW, Changelly, Transak), part of config.ts's
 * schema; .env.example documents each one. A provider's HTTP adapter is used once its credentials are
 * set, and every one of them then needs SWAP_PAYOUT_ADDRESS, where the swaps deliver USDC.
 */

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().min(8).optional());

export const swapEnvShape = {
  CHANGENOW_API_KEY: optionalText,
  CHANGENOW_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.changenow.io')),
  CHANGELLY_API_KEY: optionalText,
  CHANGELLY_PRIVATE_KEY: z.preprocess(emptyAsUndefined, z.string().min(64).optional()),
  CHANGELLY_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.changelly.com/v2')),
  TRANSAK_API_KEY: optionalText,
  TRANSAK_API_SECRET: optionalText,
  TRANSAK_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.transak.com')),
  TRANSAK_WIDGET_URL: z.preprocess(emptyAsUndefined, z.url().default('https://global.transak.com')),
  SWAP_PAYOUT_ADDRESS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, 'an Ethereum address: 0x and 40 hex digits')
      .optional(),
  ),
};

type SwapEnv = z.output<z.ZodObject<typeof swapEnvShape>>;

/**
 * Changelly's RSA private key, given as PEM (line breaks may be written as \\n) or as the hex of its
 * PKCS#8 DER form, as Changelly hands it out; throws when it is neither.
 */
function readChangellyKey(text: string): KeyObject {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]+$/.test(trimmed)) {
    return createPrivateKey({ key: Buffer.from(trimmed, 'hex'), format: 'der', type: 'pkcs8' });
  }
  return createPrivateKey(trimmed.replace(/\\n/g, '\n'));
}

function changellyKeyOf(text: string | undefined, problems: string[]): KeyObject | null {
  if (!text) return null;
  try {
    return readChangellyKey(text);
  } catch {
    problems.push('  CHANGELLY_PRIVATE_KEY: an RSA private key, PEM or the hex of its PKCS#8 DER form');
    return null;
  }
}

export interface SwapSettings {
  changenow: { apiKey: string; baseUrl: string; payoutAddress: string } | null;
  changelly: { apiKey: string; privateKey: KeyObject; baseUrl: string; payoutAddress: string } | null;
  transak: { apiKey: string; apiSecret: string; baseUrl: string; widgetUrl: string; payoutAddress: string } | null;
}

/** Each provider whose credentials are complete; what is missing or half-set goes to `problems`. */
export function swapSettingsOf(config: SwapEnv, problems: string[]): SwapSettings {
  const pairs = [
    ['CHANGELLY_API_KEY', 'CHANGELLY_PRIVATE_KEY'],
    ['TRANSAK_API_KEY', 'TRANSAK_API_SECRET'],
  ] as const;
  for (const [first, second] of pairs) {
    if (config[first] && !config[second]) problems.push(`  ${second}: required when ${first} is set`);
    if (config[second] && !config[first]) problems.push(`  ${first}: required when ${second} is set`);
  }
  const changellyKey = changellyKeyOf(config.CHANGELLY_PRIVATE_KEY, problems);
  const configured = [config.CHANGENOW_API_KEY, config.CHANGELLY_API_KEY, config.TRANSAK_API_KEY].some(Boolean);
  const payoutAddress = config.SWAP_PAYOUT_ADDRESS;
  if (configured && !payoutAddress) {
    problems.push('  SWAP_PAYOUT_ADDRESS: required when a swap provider is configured (where swaps deliver USDC)');
  }
  if (!payoutAddress) return { changenow: null, changelly: null, transak: null };
  return {
    changenow: config.CHANGENOW_API_KEY
      ? { apiKey: config.CHANGENOW_API_KEY, baseUrl: config.CHANGENOW_API_URL, payoutAddress }
      : null,
    changelly:
      config.CHANGELLY_API_KEY && changellyKey
        ? {
            apiKey: config.CHANGELLY_API_KEY,
            privateKey: changellyKey,
            baseUrl: config.CHANGELLY_API_URL,
            payoutAddress,
          }
        : null,
    transak:
      config.TRANSAK_API_KEY && config.TRANSAK_API_SECRET
        ? {
            apiKey: config.TRANSAK_API_KEY,
            apiSecret: config.TRANSAK_API_SECRET,
            baseUrl: config.TRANSAK_API_URL,
            widgetUrl: config.TRANSAK_WIDGET_URL,
            payoutAddress,
          }
        : null,
  };
}
