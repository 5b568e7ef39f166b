import { describe, expect, it } from 'vitest';
import { readAppConfig } from './app-config';

function pageWith(configText: string | null): Document {
  return {
    getElementById: (id: string) => (id === 'app-config' && configText !== null ? { textContent: configText } : null),
    location: { protocol: 'http:', hostname: 'alpha.test' },
  } as unknown as Document;
}

const settings = { id: 'tenant-1', company_name: 'Alpha', theme_config: { link_color: '#1f6feb' } };

describe('the config the server renders into the page', () => {
  it('gives the trading host and the domain settings the page was served with', () => {
    const config = readAppConfig(pageWith(JSON.stringify({ tradingUrl: 'https://trade.alpha.test/', settings })));
    expect(config).toEqual({ tradingUrl: 'https://trade.alpha.test', settings });
  });

  it('leaves settings to be fetched when the page has none or they are not settings', () => {
    const page = (value: unknown) =>
      readAppConfig(pageWith(JSON.stringify({ tradingUrl: 'http://x:3001', settings: value })));
    expect(page(undefined).settings).toBeNull();
    expect(page({ id: 'tenant-1' }).settings).toBeNull();
    expect(page('settings').settings).toBeNull();
  });

  it('reads a broken config as no config', () => {
    const missing = readAppConfig(pageWith(null));
    expect(missing.settings).toBeNull();
    for (const text of ['{not json', JSON.stringify({ tradingUrl: 'javascript:alert(1)' })]) {
      expect(readAppConfig(pageWith(text))).toEqual(missing);
    }
  });
});
