import {
  messages,
  privateChannels,
  type ReplyMessage,
  realtimeCloseCodes,
  type SubscribeMessage,
} from '@invest/contracts';
import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { WebSocket } from 'ws';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import type { Authenticate } from '../../../platform/http/guards';
import { type SilenceLimits, watchSilence } from '../../../platform/realtime/heartbeat';
import type { RealtimeHub } from '../../../platform/realtime/hub';
import { websocketSink } from '../../../platform/realtime/sinks';
import { findMarket } from '../markets/markets.repository';
import type { CurrencyFeed } from './feed-currencies';
import type { MarketFeed, Subscription } from './feed-market';
import { serialize } from './feed-messages';
import type { UserFeed } from './feed-users';
import { echoOf, errorReply, keyOf, parseClientMessage } from './ws-messages';

export interface WsSessionDeps {
  db: Database;
  clock: Clock;
  hub: RealtimeHub;
  markets: MarketFeed;
  currencies: CurrencyFeed;
  users: UserFeed;
  authenticate: Authenticate;
  silence: SilenceLimits;
  maxSubscriptions: number;
  /** The websockets open on this trading host: each session is in it from its opening to its close. */
  openSockets: Set<WebSocket>;
  logError: (line: string) => void;
}

const isPrivateChannel = (channel: string) => (privateChannels as readonly string[]).includes(channel);

const signInFirst = 'Send {"op":"auth","token":...} with your access token first';
const signInAgain = 'Please sign in to continue';

/**
 * One websocket client of the trading host (API.md "Websocket messages"). Its messages are handled
 * one at a time, in order. Market channels are the tenant's markets only, and the currencies channel
 * the tenant's market changes (the tenant of the connection's Origin or Host); private channels need
 * an access token of a user of that tenant, and carry that user's own orders, balances and
 * notifications until the token expires.
 */
export function openWsSession(deps: WsSessionDeps, socket: WebSocket, request: FastifyRequest): void {
  deps.openSockets.add(socket);
  const client = deps.hub.client(websocketSink(socket));
  const subscriptions = new Map<string, { subscription: Subscription; isPrivate: boolean }>();
  let auth: AuthContext | null = null;
  let expiry: NodeJS.Timeout | undefined;
  let isClosed = false;
  let queue = Promise.resolve();
  const silence = watchSilence(
    { ping: () => socket.ping(), close: () => socket.close(realtimeCloseCodes.idle, 'No activity') },
    deps.silence,
  );
  const reply = (message: ReplyMessage) => client.send(serialize(message));

  function closeSubscriptions(which: (entry: { isPrivate: boolean }) => boolean): void {
    for (const [key, entry] of subscriptions) {
      if (!which(entry)) continue;
      entry.subscription.close();
      subscriptions.delete(key);
    }
  }

  function signOut(): void {
    auth = null;
    clearTimeout(expiry);
    closeSubscriptions((entry) => entry.isPrivate);
  }

  async function signIn(token: string): Promise<void> {
    let found: AuthContext;
    try {
      found = await deps.authenticate(request, token);
    } catch (error) {
      if (error instanceof AppError) return void reply(errorReply('UNAUTHENTICATED', signInAgain));
      throw error;
    }
    if (found.tenantId !== request.tenant.id || found.scope !== 'full') {
      return void reply(errorReply('UNAUTHENTICATED', signInAgain));
    }
    if (auth?.userId !== found.userId) signOut();
    auth = found;
    clearTimeout(expiry);
    const { exp } = decodeJwt(token);
    if (exp !== undefined) {
      const left = Math.min(exp * 1000 - deps.clock.now().getTime(), 2 ** 31 - 1);
      expiry = setTimeout(() => {
        signOut();
        reply(errorReply('UNAUTHENTICATED', 'Your session expired: send auth with a new access token'));
      }, left).unref();
    }
    reply({ op: 'authenticated' });
  }

  async function subscribe(message: SubscribeMessage): Promise<void> {
    const echo = echoOf(message);
    const key = keyOf(echo);
    if (subscriptions.has(key)) return void reply({ op: 'subscribed', ...echo });
    if (subscriptions.size >= deps.maxSubscriptions) {
      return void reply(
        errorReply('RATE_LIMITED', `At most ${deps.maxSubscriptions} subscriptions a connection`, echo),
      );
    }
    let subscription: Subscription;
    const isPrivate = isPrivateChannel(message.channel);
    if (message.channel === 'currencies') {
      subscription = deps.currencies.subscribe(client, request.tenant.id);
    } else if ('symbol' in message) {
      const market = await findMarket(deps.db, request.tenant.id, { symbol: message.symbol });
      if (!market) return void reply(errorReply('NOT_FOUND', `There is no market ${message.symbol}`, echo));
      const period = 'period' in message ? message.period : undefined;
      subscription = await deps.markets.subscribe(client, market, message.channel, period);
    } else {
      if (!auth) return void reply(errorReply('UNAUTHENTICATED', signInFirst, echo));
      subscription = await deps.users.subscribe(client, auth, message.channel);
    }
    if (isClosed) return subscription.close();
    subscriptions.set(key, { subscription, isPrivate });
    reply({ op: 'subscribed', ...echo });
  }

  async function handle(data: Parameters<typeof parseClientMessage>[0], isBinary: boolean): Promise<void> {
    const parsed = parseClientMessage(data, isBinary);
    if ('error' in parsed) return void reply(errorReply('VALIDATION', parsed.error));
    const { message } = parsed;
    if (message.op === 'ping') reply({ op: 'pong' });
    else if (message.op === 'auth') await signIn(message.token);
    else if (message.op === 'subscribe') await subscribe(message);
    else {
      const echo = echoOf(message);
      subscriptions.get(keyOf(echo))?.subscription.close();
      subscriptions.delete(keyOf(echo));
      reply({ op: 'unsubscribed', ...echo });
    }
  }

  socket.on('message', (data, isBinary) => {
    silence.touch();
    queue = queue
      .then(() => (isClosed ? undefined : handle(data, isBinary)))
      .catch((error: unknown) => {
        deps.logError(`websocket: ${error instanceof Error ? error.message : String(error)}`);
        reply(errorReply('INTERNAL', messages.requestError));
      });
  });
  socket.on('pong', () => silence.touch());
  socket.on('close', () => {
    deps.openSockets.delete(socket);
    isClosed = true;
    silence.stop();
    clearTimeout(expiry);
    closeSubscriptions(() => true);
  });
}
