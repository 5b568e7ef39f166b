import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const keys = generateKeyPairSync('rsa', { modulusLength: 1024 });
const privateKey = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicKey = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const fireblocks = {
  FIREBLOCKS_API_KEY: 'a-fireblocks-api-key',
  FIREBLOCKS_PRIVATE_KEY: privateKey.replace(/\n/g, '\\n'),
  FIREBLOCKS_WEBHOOK_PUBLIC_KEY: publicKey,
};

describe('Fireblocks and reconciliation settings', () => {
  it('uses the custody sandbox and a 10-minute reconciliation when nothing is set', () => {
    const config = loadConfig({});
    expect(config.fireblocks).toBeNull();
    expect(config.RECONCILE_INTERVAL).toBe(600);
    expect(loadConfig({ RECONCILE_INTERVAL: '30s' }).RECONCILE_INTERVAL).toBe(30);
  });

  it('polls pending settlements every minute unless SETTLE_POLL_INTERVAL says otherwise, never more than each second', () => {
    expect(loadConfig({}).SETTLE_POLL_INTERVAL).toBe(60);
    expect(loadConfig({ SETTLE_POLL_INTERVAL: '5m' }).SETTLE_POLL_INTERVAL).toBe(300);
    expect(() => loadConfig({ SETTLE_POLL_INTERVAL: '0' })).toThrow(/SETTLE_POLL_INTERVAL: at least one second/);
    expect(() => loadConfig({ SETTLE_POLL_INTERVAL: 'often' })).toThrow(/SETTLE_POLL_INTERVAL/);
  });

  it('turns Fireblocks on with its key pair, reading \\n in a one-line private key', () => {
    const config = loadConfig({ ...fireblocks, FIREBLOCKS_USDC_ASSETS: 'eth=USDC_ETH_TEST5_0GER, SOL=SOL_USDC_TEST' });
    expect(config.fireblocks).toMatchObject({
      apiKey: 'a-fireblocks-api-key',
      privateKey,
      baseUrl: 'https://api.fireblocks.io',
      treasuryVaultId: '0',
      usdcAssetOverrides: { ETH: 'USDC_ETH_TEST5_0GER', SOL: 'SOL_USDC_TEST' },
    });
  });

  it('names what is missing or malformed', () => {
    expect(() => loadConfig({ FIREBLOCKS_API_KEY: 'a-fireblocks-api-key' })).toThrow(
      /FIREBLOCKS_PRIVATE_KEY: required/,
    );
    const { FIREBLOCKS_WEBHOOK_PUBLIC_KEY: _key, ...unverified } = fireblocks;
    expect(() => loadConfig(unverified)).toThrow(/FIREBLOCKS_WEBHOOK_PUBLIC_KEY: required/);
    expect(() => loadConfig({ ...fireblocks, FIREBLOCKS_PRIVATE_KEY: 'not a key' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...fireblocks, FIREBLOCKS_USDC_ASSETS: 'DOGE=USDC' })).toThrow(/FIREBLOCKS_USDC_ASSETS/);
    expect(() => loadConfig({ RECONCILE_INTERVAL: 'often' })).toThrow(/RECONCILE_INTERVAL/);
  });
});
