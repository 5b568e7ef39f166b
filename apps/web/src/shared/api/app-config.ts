/** Runtime configuration the server renders into index.html as `<script id="app-config" type="application/json">`. */
interface AppConfig {
  tradingUrl: string;
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

export function readAppConfig(doc: Document = document): AppConfig {
  const fallback = { tradingUrl: defaultTradingUrl(doc.location) };
  const text = doc.getElementById('app-config')?.textContent;
  if (!text) return fallback;
  try {
    const config = JSON.parse(text) as { tradingUrl?: unknown };
    return isHttpUrl(config.tradingUrl) ? { tradingUrl: config.tradingUrl.replace(/\/+$/, '') } : fallback;
  } catch {
    return fallback;
  }
}
