import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const keys = generateKeyPairSync('rsa', { modulusLength: 1024 });
const pem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const hex = keys.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('hex');
const payout = { SWAP_PAYOUT_ADDRESS: '0x4444444444444444444444444444444444444444' };

describe('swap provider settings', () => {
  it('leave every swap to its sandbox when nothing is set', () => {
    expect(loadConfig({}).swaps).toEqual({ changenow: null, changelly: null, transak: null, changellyFiat: null });
  });

  it('turn each provider on with its credentials and the payout address', () => {
    const config = loadConfig({
      ...payout,
      CHANGENOW_API_KEY: 'changenow-key',
      CHANGELLY_API_KEY: 'changelly-key',
      CHANGELLY_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
      TRANSAK_API_KEY: 'transak-key',
      TRANSAK_API_SECRET: 'transak-secret',
    });
    expect(config.swaps.changenow).toEqual({
      apiKey: 'changenow-key',
      baseUrl: 'https://api.changenow.io',
      payoutAddress: payout.SWAP_PAYOUT_ADDRESS,
    });
    expect(config.swaps.changelly).toMatchObject({ baseUrl: 'https://api.changelly.com/v2' });
    expect(config.swaps.changelly?.privateKey.asymmetricKeyType).toBe('rsa');
    expect(config.swaps.transak).toMatchObject({
      baseUrl: 'https://api.transak.com',
      widgetUrl: 'https://global.transak.com',
    });
    const fromHex = loadConfig({ ...payout, CHANGELLY_API_KEY: 'changelly-key', CHANGELLY_PRIVATE_KEY: hex });
    expect(fromHex.swaps.changelly?.privateKey.asymmetricKeyType).toBe('rsa');
  });

  it("turn Changelly's Fiat API on with its keys, base64 PEM as Changelly hands them out, and a home country", () => {
    const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const config = loadConfig({
      ...payout,
      CHANGELLY_FIAT_API_KEY: 'fiat-public-api-key',
      CHANGELLY_FIAT_PRIVATE_KEY: Buffer.from(pem).toString('base64'),
      CHANGELLY_FIAT_CALLBACK_PUBLIC_KEY: publicPem.replace(/\n/g, '\\n'),
      CHANGELLY_FIAT_COUNTRY: 'US',
      CHANGELLY_FIAT_STATE: 'US-NY',
    });
    expect(config.swaps.changellyFiat).toMatchObject({
      apiKey: 'fiat-public-api-key',
      baseUrl: 'https://fiat-api.changelly.com',
      defaultPlace: { country: 'US', state: 'US-NY' },
    });
    expect(config.swaps.changellyFiat?.privateKey.type).toBe('private');
    expect(config.swaps.changellyFiat?.callbackPublicKey.type).toBe('public');
    expect(() => loadConfig({ ...payout, CHANGELLY_FIAT_API_KEY: 'fiat-public-api-key' })).toThrow(
      /CHANGELLY_FIAT_PRIVATE_KEY: required[\s\S]*CHANGELLY_FIAT_CALLBACK_PUBLIC_KEY: required/,
    );
    expect(() =>
      loadConfig({
        ...payout,
        CHANGELLY_FIAT_API_KEY: 'fiat-public-api-key',
        CHANGELLY_FIAT_PRIVATE_KEY: pem,
        CHANGELLY_FIAT_CALLBACK_PUBLIC_KEY: 'z'.repeat(80),
      }),
    ).toThrow(/CHANGELLY_FIAT_CALLBACK_PUBLIC_KEY: an RSA public key/);
  });

  it('name what is missing or malformed', () => {
    expect(() => loadConfig({ CHANGENOW_API_KEY: 'changenow-key' })).toThrow(/SWAP_PAYOUT_ADDRESS: required/);
    expect(() => loadConfig({ ...payout, CHANGELLY_API_KEY: 'changelly-key' })).toThrow(
      /CHANGELLY_PRIVATE_KEY: required/,
    );
    expect(() => loadConfig({ ...payout, TRANSAK_API_SECRET: 'transak-secret' })).toThrow(/TRANSAK_API_KEY: required/);
    expect(() =>
      loadConfig({ ...payout, CHANGELLY_API_KEY: 'changelly-key', CHANGELLY_PRIVATE_KEY: 'z'.repeat(80) }),
    ).toThrow(/CHANGELLY_PRIVATE_KEY: an RSA private key/);
    expect(() => loadConfig({ SWAP_PAYOUT_ADDRESS: 'bc1qnotanethereumaddress' })).toThrow(ConfigError);
  });
});
