import { readAppConfig } from '../api/app-config';
import { createRealtimeClient, type RealtimeClient } from './realtime-client';

/** The websocket address of the trading host: its origin (the page's own in development) with ws(s) and /ws. */
export function realtimeUrl(tradingUrl: string, pageOrigin: string): string {
  const url = new URL('/ws', tradingUrl || pageOrigin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

let client: RealtimeClient | null = null;

/** The page's one connection to the trading host's websocket, created on first use. */
export function realtimeClient(): RealtimeClient {
  client ??= createRealtimeClient({ url: realtimeUrl(readAppConfig().tradingUrl, window.location.origin) });
  return client;
}
