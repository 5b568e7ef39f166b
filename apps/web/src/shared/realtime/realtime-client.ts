import type {
  ChannelMessage,
  ChartPeriod,
  ClientMessage,
  DomainChannel,
  MarketChannel,
  PrivateChannel,
  ServerMessage,
} from '@invest/contracts/realtime';

/** What a listener follows: a market's channel (candles of one period), one of the user's channels, or one of the domain's. */
export type Topic =
  | { channel: Exclude<MarketChannel, 'candles'>; symbol: string }
  | { channel: 'candles'; symbol: string; period: ChartPeriod }
  | { channel: PrivateChannel }
  | { channel: DomainChannel };

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

type Listener = (message: ChannelMessage) => void;

interface RealtimeClientOptions {
  /** ws:// or wss:// address of the trading host's /ws. */
  url: string;
  WebSocketImpl?: typeof WebSocket;
  /** How long to wait before reconnect attempt `attempt` (1, 2, ...). */
  reconnectDelayMs?: (attempt: number) => number;
  /** How often an open connection sends a ping; the host closes a connection silent for 60 s. */
  pingIntervalMs?: number;
}

export interface RealtimeClient {
  /** Follows a topic until the returned function is called; the connection opens with the first topic. */
  subscribe: (topic: Topic, listener: Listener) => () => void;
  /** The access token for the user's channels, sent now and after every reconnect; null signs out of them. */
  authenticate: (token: string | null) => void;
  status: () => ConnectionStatus;
  /** Whether the host refused the current token (SPEC 8 TRD-3), until another token is given. */
  isTokenRefused: () => boolean;
  /** Called on every change of status or token refusal. */
  onChange: (listener: () => void) => () => void;
  close: () => void;
}

/** Which channels are the user's own (contracts' privateChannels): they are subscribed once the host accepted a token. */
const isPrivateChannel: Record<Topic['channel'], boolean> = {
  trades: false,
  depth: false,
  ticker: false,
  candles: false,
  currencies: false,
  orders: true,
  balances: true,
  notifications: true,
  assets: true,
};

const isPrivate = (topic: Topic) => isPrivateChannel[topic.channel];

function keyOf(topic: Topic | ChannelMessage): string {
  const symbol = 'symbol' in topic ? topic.symbol : '';
  const period = 'period' in topic ? topic.period : '';
  return `${topic.channel}|${symbol}|${period}`;
}

/** A reconnect waits 1, 2, 4 ... seconds, at most 30. */
const backoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** (attempt - 1));

/**
 * The websocket client of the trading host (API.md "Websocket messages"): one connection shared by
 * every listener, opened on the first subscription and closed after the last. Each topic is
 * subscribed once however many listeners follow it. After a lost connection it reconnects with a
 * growing delay, authenticates again and subscribes every topic again; the user's channels are
 * subscribed only once the host has accepted the token. It pings while open so the host keeps it.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const WebSocketImpl = options.WebSocketImpl ?? globalThis.WebSocket;
  const reconnectDelayMs = options.reconnectDelayMs ?? backoff;
  const pingIntervalMs = options.pingIntervalMs ?? 25_000;
  const topics = new Map<string, { topic: Topic; listeners: Set<Listener> }>();
  const changeListeners = new Set<() => void>();
  let socket: WebSocket | null = null;
  let status: ConnectionStatus = 'idle';
  let token: string | null = null;
  let isAuthenticated = false;
  let tokenRefused = false;
  let attempt = 0;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  const notify = () => {
    for (const listener of changeListeners) listener();
  };
  const setStatus = (next: ConnectionStatus) => {
    if (next === status) return;
    status = next;
    notify();
  };
  const send = (message: ClientMessage) => {
    if (socket?.readyState === WebSocketImpl.OPEN) socket.send(JSON.stringify(message));
  };
  /** The topics subscribed on the current connection. */
  const subscribed = new Set<string>();
  const canSubscribe = (topic: Topic) => !isPrivate(topic) || isAuthenticated;

  /** Subscribes every followed topic the connection may have and does not have yet. */
  function subscribeAllowed() {
    if (socket?.readyState !== WebSocketImpl.OPEN) return;
    for (const [key, { topic }] of topics) {
      if (subscribed.has(key) || !canSubscribe(topic)) continue;
      subscribed.add(key);
      send({ op: 'subscribe', ...topic } as ClientMessage);
    }
  }

  function unsubscribe(key: string, topic: Topic) {
    if (subscribed.delete(key)) send({ op: 'unsubscribe', ...topic } as ClientMessage);
  }

  function handleReply(message: Exclude<ServerMessage, ChannelMessage>) {
    if (message.op === 'authenticated') {
      isAuthenticated = true;
      tokenRefused = false;
      subscribeAllowed();
      notify();
    } else if (message.op === 'error' && message.code === 'UNAUTHENTICATED' && message.channel === undefined) {
      // A refused or expired token signs the connection out of the user's channels.
      isAuthenticated = false;
      tokenRefused = true;
      for (const [key, { topic }] of topics) if (isPrivate(topic)) subscribed.delete(key);
      notify();
    }
  }

  function handleMessage(event: MessageEvent) {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(event.data)) as ServerMessage;
    } catch {
      return;
    }
    if ('channel' in message && 'data' in message) {
      for (const listener of topics.get(keyOf(message))?.listeners ?? []) listener(message);
    } else if ('op' in message) {
      handleReply(message);
    }
  }

  function stopTimers() {
    clearInterval(pingTimer);
    clearTimeout(reconnectTimer);
  }

  function connect() {
    stopTimers();
    isAuthenticated = false;
    subscribed.clear();
    const opened = new WebSocketImpl(options.url);
    socket = opened;
    opened.onopen = () => {
      attempt = 0;
      setStatus('open');
      if (token) send({ op: 'auth', token });
      subscribeAllowed();
      pingTimer = setInterval(() => send({ op: 'ping' }), pingIntervalMs);
    };
    opened.onmessage = handleMessage;
    opened.onclose = () => {
      if (socket !== opened) return;
      socket = null;
      stopTimers();
      attempt += 1;
      setStatus('reconnecting');
      reconnectTimer = setTimeout(connect, reconnectDelayMs(attempt));
    };
  }

  function disconnect() {
    stopTimers();
    const closing = socket;
    socket = null;
    closing?.close();
    attempt = 0;
    setStatus('idle');
  }

  return {
    subscribe(topic, listener) {
      const key = keyOf(topic);
      let entry = topics.get(key);
      if (!entry) {
        entry = { topic, listeners: new Set() };
        topics.set(key, entry);
        if (status === 'idle') {
          setStatus('connecting');
          connect();
        } else {
          subscribeAllowed();
        }
      }
      entry.listeners.add(listener);
      return () => {
        const current = topics.get(key);
        if (!current?.listeners.delete(listener) || current.listeners.size > 0) return;
        topics.delete(key);
        if (topics.size === 0) disconnect();
        else unsubscribe(key, topic);
      };
    },
    authenticate(next) {
      if (next === token) return;
      token = next;
      tokenRefused = false;
      isAuthenticated = false;
      if (next) send({ op: 'auth', token: next });
      notify();
    },
    status: () => status,
    isTokenRefused: () => tokenRefused,
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    close() {
      topics.clear();
      disconnect();
    },
  };
}
