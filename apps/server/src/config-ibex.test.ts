import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const ibex = {
  IBEX_EMAIL: 'treasury@invest.test',
  IBEX_PASSWORD: 'an-ibex-password',
  IBEX_ACCOUNT_ID: '6a1c0f8e-2b7d-4c55-9e0a-3f1d2c4b5a69',
};

describe('Ibex Hub settings', () => {
  it('uses the Lightning sandbox when nothing is set', () => {
    expect(loadConfig({}).ibex).toBeNull();
    expect(loadConfig({ IBEX_EMAIL: '', IBEX_PASSWORD: '', IBEX_ACCOUNT_ID: '' }).ibex).toBeNull();
  });

  it('turns Ibex Hub on with its sign-in and account, at its public address unless told another', () => {
    expect(loadConfig(ibex).ibex).toEqual({
      baseUrl: 'https://ibexhub.ibexmercado.com',
      email: 'treasury@invest.test',
      password: 'an-ibex-password',
      accountId: '6a1c0f8e-2b7d-4c55-9e0a-3f1d2c4b5a69',
    });
    const sandbox = loadConfig({ ...ibex, IBEX_API_URL: 'https://api-sandbox.poweredbyibex.io' });
    expect(sandbox.ibex?.baseUrl).toBe('https://api-sandbox.poweredbyibex.io');
  });

  it('names what is missing or malformed', () => {
    expect(() => loadConfig({ IBEX_EMAIL: ibex.IBEX_EMAIL })).toThrow(/IBEX_PASSWORD: required when IBEX_EMAIL is set/);
    const { IBEX_ACCOUNT_ID: _account, ...withoutAccount } = ibex;
    expect(() => loadConfig(withoutAccount)).toThrow(/IBEX_ACCOUNT_ID: required/);
    expect(() => loadConfig({ ...ibex, IBEX_EMAIL: 'treasury' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...ibex, IBEX_ACCOUNT_ID: 'no spaces allowed' })).toThrow(/IBEX_ACCOUNT_ID/);
  });
});
