import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('starts with the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      TRADING_PORT: 3001,
      DATA_DIR: '.data',
      ROLES: ['api', 'trading', 'worker'],
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ACCESS_TTL).toBe(900);
    expect(config.seedDemo).toBe(true);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('points PUBLIC_URL at the chosen port unless it is set', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: 'https://invest.example' }).PUBLIC_URL).toBe(
      'https://invest.example',
    );
  });

  it('names the variable that has a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ROLES: 'api,matcher' })).toThrow(/ROLES/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('requires a JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).seedDemo).toBe(false);
  });

  it('reads durations with units', () => {
    expect(loadConfig({ ACCESS_TTL: '5s', REFRESH_TTL: '2d' })).toMatchObject({ ACCESS_TTL: 5, REFRESH_TTL: 172_800 });
  });
});
