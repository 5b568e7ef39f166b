import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
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
  CHANGELLY_FIAT_API_KEY: optionalText,
  CHANGELLY_FIAT_PRIVATE_KEY: z.preprocess(emptyAsUndefined, z.string().min(64).optional()),
  CHANGELLY_FIAT_CALLBACK_PUBLIC_KEY: z.preprocess(emptyAsUndefined, z.string().min(64).optional()),
  CHANGELLY_FIAT_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://fiat-api.changelly.com')),
  CHANGELLY_FIAT_COUNTRY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 country code')
      .default('GB'),
  ),
  CHANGELLY_FIAT_STATE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'an ISO 3166-2 state code such as US-NY')
      .optional(),
  ),
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

/** A PEM key as written in the environment: line breaks as \\n, or the whole PEM in base64 (as the Fiat API hands it out). */
function pemOf(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('-----') ? trimmed.replace(/\\n/g, '\n') : Buffer.from(trimmed, 'base64').toString();
}

/** A key read from the environment with `read`; what is not one goes to `problems` as `expected`. */
function keyOf(
  name: string,
  text: string | undefined,
  read: (text: string) => KeyObject,
  expected: string,
  problems: string[],
) {
  if (!text) return null;
  try {
    return read(text);
  } catch {
    problems.push(`  ${name}: ${expected}`);
    return null;
  }
}

export interface SwapSettings {
  changenow: { apiKey: string; baseUrl: string; payoutAddress: string } | null;
  changelly: { apiKey: string; privateKey: KeyObject; baseUrl: string; payoutAddress: string } | null;
  transak: { apiKey: string; apiSecret: string; baseUrl: string; widgetUrl: string; payoutAddress: string } | null;
  changellyFiat: {
    apiKey: string;
    privateKey: KeyObject;
    callbackPublicKey: KeyObject;
    baseUrl: string;
    payoutAddress: string;
    defaultPlace: { country: string; state: string | null };
  } | null;
}

/** Each provider whose credentials are complete; what is missing or half-set goes to `problems`. */
export function swapSettingsOf(config: SwapEnv, problems: string[]): SwapSettings {
  const pairs = [
    ['CHANGELLY_API_KEY', 'CHANGELLY_PRIVATE_KEY'],
    ['TRANSAK_API_KEY', 'TRANSAK_API_SECRET'],
    ['CHANGELLY_FIAT_API_KEY', 'CHANGELLY_FIAT_PRIVATE_KEY'],
    ['CHANGELLY_FIAT_API_KEY', 'CHANGELLY_FIAT_CALLBACK_PUBLIC_KEY'],
  ] as const;
  for (const [first, second] of pairs) {
    if (config[first] && !config[second]) problems.push(`  ${second}: required when ${first} is set`);
    if (config[second] && !config[first]) problems.push(`  ${first}: required when ${second} is set`);
  }
  const changellyKey = keyOf(
    'CHANGELLY_PRIVATE_KEY',
    config.CHANGELLY_PRIVATE_KEY,
    readChangellyKey,
    'an RSA private key, PEM or the hex of its PKCS#8 DER form',
    problems,
  );
  const fiatKey = keyOf(
    'CHANGELLY_FIAT_PRIVATE_KEY',
    config.CHANGELLY_FIAT_PRIVATE_KEY,
    (text) => createPrivateKey(pemOf(text)),
    'an RSA private key, PEM or its base64',
    problems,
  );
  const fiatCallbackKey = keyOf(
    'CHANGELLY_FIAT_CALLBACK_PUBLIC_KEY',
    config.CHANGELLY_FIAT_CALLBACK_PUBLIC_KEY,
    (text) => createPublicKey(pemOf(text)),
    'an RSA public key, PEM or its base64',
    problems,
  );
  const configured = [
    config.CHANGENOW_API_KEY,
    config.CHANGELLY_API_KEY,
    config.TRANSAK_API_KEY,
    config.CHANGELLY_FIAT_API_KEY,
  ].some(Boolean);
  const payoutAddress = config.SWAP_PAYOUT_ADDRESS;
  if (configured && !payoutAddress) {
    problems.push('  SWAP_PAYOUT_ADDRESS: required when a swap provider is configured (where swaps deliver USDC)');
  }
  if (!payoutAddress) return { changenow: null, changelly: null, transak: null, changellyFiat: null };
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
    changellyFiat:
      config.CHANGELLY_FIAT_API_KEY && fiatKey && fiatCallbackKey
        ? {
            apiKey: config.CHANGELLY_FIAT_API_KEY,
            privateKey: fiatKey,
            callbackPublicKey: fiatCallbackKey,
            baseUrl: config.CHANGELLY_FIAT_API_URL,
            payoutAddress,
            defaultPlace: { country: config.CHANGELLY_FIAT_COUNTRY, state: config.CHANGELLY_FIAT_STATE ?? null },
          }
        : null,
  };
}
