import type { DomainSettings } from '@invest/contracts';

/** Runtime configuration the server renders into index.html as `<script id="app-config" type="application/json">`. */
interface AppConfig {
  tradingUrl: string;
  /** The domain's settings as the page was served, so the first screen needs no request for them. */
  settings: DomainSettings | null;
}

function defaultTradingUrl(location: Location): string {
  if (import.meta.env.DEV) return '';
  return `${location.protocol}//${location.hostname}:3001`;
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isDomainSettings(value: unknown): value is DomainSettings {
  if (typeof value !== 'object' || value === null) return false;
  const settings = value as Partial<Record<keyof DomainSettings, unknown>>;
  return typeof settings.id === 'string' && typeof settings.theme_config === 'object' && settings.theme_config !== null;
}

function parseAppConfig(doc: Document): AppConfig {
  const fallback = { tradingUrl: defaultTradingUrl(doc.location), settings: null };
  const text = doc.getElementById('app-config')?.textContent;
  if (!text) return fallback;
  try {
    const config = JSON.parse(text) as { tradingUrl?: unknown; settings?: unknown };
    return {
      tradingUrl: isHttpUrl(config.tradingUrl) ? config.tradingUrl.replace(/\/+$/, '') : fallback.tradingUrl,
      settings: isDomainSettings(config.settings) ? config.settings : null,
    };
  } catch {
    return fallback;
  }
}

/** The page's config is read once: the api client, the store, the settings gate and the start all ask for it. */
const readConfigs = new WeakMap<Document, AppConfig>();

/** Outside a browser (the server's first-screen render) there is no page and nothing is requested. */
export function readAppConfig(doc: Document | undefined = globalThis.document): AppConfig {
  if (!doc) return { tradingUrl: '', settings: null };
  let config = readConfigs.get(doc);
  if (!config) {
    config = parseAppConfig(doc);
    readConfigs.set(doc, config);
  }
  return config;
}
