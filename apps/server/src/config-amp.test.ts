import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const amp = {
  AMP_USERNAME: 'bmn-desk',
  AMP_PASSWORD: 'an-amp-password',
  AMP_ASSET_UUID: '716cb816-6cc7-469d-a41f-f4ed1c0d2dce',
};

describe('Blockstream AMP settings', () => {
  it('uses the sandbox BMN desk when nothing is set', () => {
    expect(loadConfig({}).amp).toBeNull();
    expect(loadConfig({ AMP_USERNAME: '', AMP_PASSWORD: '', AMP_ASSET_UUID: '' }).amp).toBeNull();
  });

  it('turns the AMP desk on with its sign-in and asset, polling every minute unless told otherwise', () => {
    expect(loadConfig(amp).amp).toEqual({
      baseUrl: 'https://amp.blockstream.com/api/',
      username: 'bmn-desk',
      password: 'an-amp-password',
      assetUuid: '716cb816-6cc7-469d-a41f-f4ed1c0d2dce',
      pollIntervalSeconds: 60,
      depositExpirySeconds: 86_400,
    });
    const test = loadConfig({ ...amp, AMP_API_URL: 'https://amp-test.blockstream.com/api', AMP_POLL_INTERVAL: '30' });
    expect(test.amp).toMatchObject({ baseUrl: 'https://amp-test.blockstream.com/api/', pollIntervalSeconds: 30 });
  });

  it('names what is missing or malformed', () => {
    expect(() => loadConfig({ AMP_USERNAME: 'bmn-desk' })).toThrow(/AMP_PASSWORD: required/);
    expect(() => loadConfig({ AMP_USERNAME: 'bmn-desk' })).toThrow(/AMP_ASSET_UUID: required/);
    expect(() => loadConfig({ ...amp, AMP_ASSET_UUID: 'BMN' })).toThrow(/AMP_ASSET_UUID/);
    expect(() => loadConfig({ ...amp, AMP_POLL_INTERVAL: '1' })).toThrow(/AMP_POLL_INTERVAL/);
  });
});
