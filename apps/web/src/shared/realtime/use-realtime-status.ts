import { useSyncExternalStore } from 'react';
import type { ConnectionStatus } from './realtime-client';
import { realtimeClient } from './realtime-connection';

/** The websocket's status and whether the host refused the token, kept current for rendering. */
export function useRealtimeStatus(): { status: ConnectionStatus; isTokenRefused: boolean } {
  const client = realtimeClient();
  const status = useSyncExternalStore(client.onChange, client.status, client.status);
  const isTokenRefused = useSyncExternalStore(client.onChange, client.isTokenRefused, client.isTokenRefused);
  return { status, isTokenRefused };
}
