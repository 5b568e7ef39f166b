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

  it('gives a stop 10 seconds for the requests in flight unless SHUTDOWN_TIMEOUT says otherwise', () => {
    expect(loadConfig({}).SHUTDOWN_TIMEOUT).toBe(10);
    expect(loadConfig({ SHUTDOWN_TIMEOUT: '2' }).SHUTDOWN_TIMEOUT).toBe(2);
    expect(loadConfig({ SHUTDOWN_TIMEOUT: '1m' }).SHUTDOWN_TIMEOUT).toBe(60);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT/);
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

  it('serves /docs except in production, unless API_DOCS says otherwise', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('leaves the sandbox market maker off unless it is turned on, and refuses it in production', () => {
    expect(loadConfig({}).marketMaker).toBeNull();
    expect(loadConfig({ MARKET_MAKER: 'off' }).marketMaker).toBeNull();
    expect(loadConfig({ MARKET_MAKER: 'on' }).marketMaker).toEqual({ intervalSeconds: 3 });
    expect(loadConfig({ MARKET_MAKER: 'on', MARKET_MAKER_INTERVAL: '1m' }).marketMaker).toEqual({
      intervalSeconds: 60,
    });
    expect(() => loadConfig({ MARKET_MAKER: 'yes' })).toThrow(/MARKET_MAKER/);
    expect(() => loadConfig({ MARKET_MAKER: 'on', MARKET_MAKER_INTERVAL: '0' })).toThrow(/MARKET_MAKER_INTERVAL/);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).marketMaker).toBeNull();
    expect(() => loadConfig({ ...production, MARKET_MAKER: 'on' })).toThrow(
      /MARKET_MAKER: the sandbox market maker never runs in production/,
    );
  });

  it('limits addresses unless a test server turns that off, which production refuses', () => {
    expect(loadConfig({}).RATE_LIMITS).toBe('on');
    expect(loadConfig({ RATE_LIMITS: 'off' }).RATE_LIMITS).toBe('off');
    expect(() => loadConfig({ RATE_LIMITS: 'no' })).toThrow(/RATE_LIMITS/);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...production, RATE_LIMITS: 'off' })).toThrow(
      /RATE_LIMITS: the per-address limits are never off in production/,
    );
  });

  it('reads durations with units', () => {
    expect(loadConfig({ ACCESS_TTL: '5s', REFRESH_TTL: '2d' })).toMatchObject({ ACCESS_TTL: 5, REFRESH_TTL: 172_800 });
  });

  it('stores files on the local disk unless the whole S3 set is given', () => {
    expect(loadConfig({}).s3).toBeNull();
    const s3 = {
      S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
      S3_BUCKET: 'invest-documents',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'invest-documents',
      region: 'eu-west-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
  });

  it('names each S3 variable missing from a partial set', () => {
    const partial = () => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'documents' });
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow(/S3_REGION: required when S3_ENDPOINT is set/);
    expect(partial).toThrow(/S3_ACCESS_KEY_ID: required/);
    expect(partial).toThrow(/S3_SECRET_ACCESS_KEY: required/);
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'true' })).toThrow(/S3_ENDPOINT: required/);
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
  });

  it('uses the sandbox KYC provider unless Sumsub is chosen with all its credentials', () => {
    expect(loadConfig({}).sumsub).toBeNull();
    expect(() => loadConfig({ KYC_PROVIDER: 'sumsub', SUMSUB_APP_TOKEN: 'sbx:token' })).toThrow(
      /SUMSUB_SECRET_KEY: required when KYC_PROVIDER is sumsub/,
    );
    const sumsub = loadConfig({
      KYC_PROVIDER: 'sumsub',
      SUMSUB_APP_TOKEN: 'sbx:token',
      SUMSUB_SECRET_KEY: 'secret',
      SUMSUB_WEBHOOK_SECRET: 'webhook-secret',
      SUMSUB_LEVEL_NAME: 'basic-kyc-level',
    }).sumsub;
    expect(sumsub).toMatchObject({ baseUrl: 'https://api.sumsub.com', levelName: 'basic-kyc-level' });
    expect(() => loadConfig({ KYC_PROVIDER: 'onfido' })).toThrow(/KYC_PROVIDER/);
  });

  it("listens for the worker's metrics only with METRICS_PORT, never on a port of another role of the process", () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: the api role listens on 3000 \(PORT\)/);
    expect(() => loadConfig({ ROLES: 'trading,worker', METRICS_PORT: '3001' })).toThrow(/TRADING_PORT/);
    expect(loadConfig({ ROLES: 'worker', METRICS_PORT: '3000' }).METRICS_PORT).toBe(3000);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });
});
