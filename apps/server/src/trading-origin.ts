import type { Config } from './config';

type TradingHostConfig = Pick<Config, 'PUBLIC_URL' | 'TRADING_PUBLIC_URL' | 'PORT' | 'TRADING_PORT'>;

/** The trading host's origin as a browser on `host` reaches it: TRADING_PUBLIC_URL, else the trading port of that host. */
export function tradingOrigin(config: TradingHostConfig, host: string): string {
  if (config.TRADING_PUBLIC_URL) return new URL(config.TRADING_PUBLIC_URL).origin;
  const protocol = new URL(config.PUBLIC_URL).protocol;
  const hostname = host.replace(/:\d+$/, '') || 'localhost';
  return `${protocol}//${hostname}:${config.TRADING_PORT}`;
}

const defaultPorts: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * CORS of the trading host: the origins of the pages the main host sends to it. The main host serves
 * a domain's pages on the domain's hosts and PUBLIC_URL's (`isDomainOrigin`), and the default domain's
 * on any other name of this machine (127.0.0.1, localhost, a LAN address) on PORT; each page calls
 * the trading origin that tradingOrigin names for its host, here `requestHost`. Another domain's
 * pages call their own trading host, and a page of another port or site is not the main host's.
 */
export async function isTradingPageOrigin(
  deps: { config: TradingHostConfig; isDomainOrigin: (origin: string) => Promise<boolean> },
  origin: string,
  requestHost: string,
): Promise<boolean> {
  let page: URL;
  let trading: URL;
  let expected: URL;
  try {
    page = new URL(origin);
    expected = new URL(tradingOrigin(deps.config, page.host));
    trading = new URL(`${expected.protocol}//${requestHost}`);
  } catch {
    return false;
  }
  if (trading.host !== expected.host) return false;
  if (await deps.isDomainOrigin(origin)) return true;
  const pagePort = page.port || defaultPorts[page.protocol];
  return page.hostname === trading.hostname && pagePort === String(deps.config.PORT);
}
