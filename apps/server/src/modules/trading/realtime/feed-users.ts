import type {
  AssetBalance,
  ChannelMessage,
  OfferProfile,
  Order,
  PrivateChannel,
  RealtimeNotification,
} from '@invest/contracts';
import { formatUnits } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import type { EventBus } from '../../../platform/events/bus';
import type { AuthContext } from '../../../platform/http/context';
import type { RealtimeClient, RealtimeHub } from '../../../platform/realtime/hub';
import { createKeyedDrain } from '../../../platform/realtime/keyed-drain';
import { getBalances, type UserBalance } from '../../ledger';
import { findInvestorAssets } from '../board/market-board.service';
import { type OrderUpdatedEvent, orderUpdatedTopic } from '../matching/realtime-events';
import { getOrder } from '../queries/order-queries.service';
import type { Subscription } from './feed-market';
import { orderStreamTopic, serialize, userTopic } from './feed-messages';

type Owner = Pick<AuthContext, 'tenantId' | 'userId'>;

export interface UserFeed {
  /** Subscribes the client to one of the user's channels; balances start with all of them, assets with the list. */
  subscribe(client: RealtimeClient, owner: Owner, channel: PrivateChannel): Promise<Subscription>;
  /** The event stream of one of the owner's orders: its current state, then each change. */
  followOrder(client: RealtimeClient, owner: Owner, orderId: string): Promise<Subscription>;
  close(): void;
}

interface UserChanges {
  tenantId: string;
  orderIds: Set<string>;
  hasBalances: boolean;
}

/** One frame of an order's event stream (text/event-stream). */
function orderStreamFrame(order: Order): string {
  return `event: order\ndata: ${JSON.stringify(order)}\n\n`;
}

/**
 * Other modules' topics of one user's events (funding's payments), each with the type of the
 * notification it is told as. An event's payload names its user (`user_id`) and carries the
 * notification's fields: `{ user_id, payment }` on a topic of type `payment` is the notification
 * `{ type: 'payment', payment }`. The user's balances are sent again after each (and their assets
 * when the set of assets they hold changed).
 */
export type UserTopics = Readonly<Record<string, RealtimeNotification['type']>>;

function balancesMessage(balances: readonly UserBalance[]): ChannelMessage {
  const data: AssetBalance[] = balances.map((balance) => ({
    asset: balance.asset,
    available: formatUnits(balance.availableUnits, balance.scale),
    held: formatUnits(balance.heldUnits, balance.scale),
  }));
  return { channel: 'balances', data };
}

/** Which assets the user holds (a balance above zero), as one comparable text. */
function heldAssetsOf(balances: readonly UserBalance[]): string {
  return balances
    .filter((balance) => balance.availableUnits + balance.heldUnits > 0n)
    .map((balance) => balance.asset)
    .sort()
    .join(' ');
}

/**
 * This process's side of the users' channels: it hears of changed orders (from settlement, through
 * the outbox) and of the user topics of other modules, and sends each user's subscribers what
 * changed, read again from the database, the same text to all of them. A user only ever gets their own.
 * The assets channel is derived from the same news of moved balances: the list goes out only when the
 * set of assets the user holds is no longer the one this process last sent them.
 */
export function createUserFeed(deps: {
  db: Database;
  bus: EventBus;
  hub: RealtimeHub;
  userTopics: UserTopics;
  offerProfile: (tenantId: string, userId: string) => Promise<OfferProfile>;
  logError: (line: string) => void;
}): UserFeed {
  const { db, hub } = deps;
  /** The assets held by each user followed on the assets channel here, as their subscribers last had them. */
  const heldAssets = new Map<string, string>();

  async function assetsMessage(owner: Owner): Promise<ChannelMessage> {
    return { channel: 'assets', data: await findInvestorAssets({ db, offerProfile: deps.offerProfile }, owner) };
  }

  const changes = createKeyedDrain<UserChanges>({
    merge: (waiting, next) => ({
      tenantId: next.tenantId,
      orderIds: new Set([...waiting.orderIds, ...next.orderIds]),
      hasBalances: waiting.hasBalances || next.hasBalances,
    }),
    onError: (error) => deps.logError(`user feed: ${error instanceof Error ? error.message : String(error)}`),
    async run(userId, work) {
      const owner = { tenantId: work.tenantId, userId };
      const ordersTopic = userTopic('orders', userId);
      for (const orderId of work.orderIds) {
        const streamTopic = orderStreamTopic(orderId);
        if (!hub.hasSubscribers(ordersTopic) && !hub.hasSubscribers(streamTopic)) continue;
        const order = await getOrder({ db }, owner, orderId);
        if (hub.hasSubscribers(ordersTopic)) hub.publish(ordersTopic, serialize({ channel: 'orders', data: order }));
        if (hub.hasSubscribers(streamTopic)) hub.publish(streamTopic, orderStreamFrame(order));
      }
      if (!work.hasBalances) return;
      const balancesTopic = userTopic('balances', userId);
      const assetsTopic = userTopic('assets', userId);
      const hasBalancesSubscribers = hub.hasSubscribers(balancesTopic);
      // Without a known set the user's subscription is still reading its list, which will be the latest.
      const hasAssetsSubscribers = hub.hasSubscribers(assetsTopic) && heldAssets.has(userId);
      if (!hasBalancesSubscribers && !hasAssetsSubscribers) return;
      const balances = await getBalances(db, owner.tenantId, owner.userId);
      if (hasBalancesSubscribers) hub.publish(balancesTopic, serialize(balancesMessage(balances)));
      const held = heldAssetsOf(balances);
      if (hasAssetsSubscribers && heldAssets.get(userId) !== held) {
        heldAssets.set(userId, held);
        hub.publish(assetsTopic, serialize(await assetsMessage(owner)));
      }
    },
  });

  const stopOrders = deps.bus.subscribe(orderUpdatedTopic, (message) => {
    if (!message.tenantId) return;
    const byUser = new Map<string, string[]>();
    for (const order of (message.payload as OrderUpdatedEvent).orders) {
      byUser.set(order.user_id, [...(byUser.get(order.user_id) ?? []), order.order_id]);
    }
    for (const [userId, orderIds] of byUser) {
      changes.push(userId, { tenantId: message.tenantId, orderIds: new Set(orderIds), hasBalances: true });
    }
  });

  const stopUserTopics = Object.entries(deps.userTopics).map(([busTopic, type]) =>
    deps.bus.subscribe(busTopic, (message) => {
      const { user_id: userId, ...fields } = message.payload as { user_id: string };
      if (!message.tenantId) return;
      const topic = userTopic('notifications', userId);
      if (hub.hasSubscribers(topic)) {
        const data = { type, ...fields } as RealtimeNotification;
        hub.publish(topic, serialize({ channel: 'notifications', data }));
      }
      changes.push(userId, { tenantId: message.tenantId, orderIds: new Set(), hasBalances: true });
    }),
  );

  /** Joins `topic`, then sends the snapshot unless a change reached the client first; `onLeave` runs when it leaves. */
  async function join(
    client: RealtimeClient,
    topic: string,
    snapshot: (() => Promise<string>) | null,
    onLeave?: () => void,
  ) {
    hub.join(client, topic);
    const close = () => {
      hub.leave(client, topic);
      onLeave?.();
    };
    if (!snapshot) return { close };
    const version = hub.version(topic);
    try {
      const text = await snapshot();
      if (hub.version(topic) === version) client.send(text);
    } catch (error) {
      close();
      throw error;
    }
    return { close };
  }

  return {
    subscribe(client, owner, channel) {
      const topic = userTopic(channel, owner.userId);
      const readBalances = () => getBalances(db, owner.tenantId, owner.userId);
      if (channel === 'assets') {
        const snapshot = async () => {
          heldAssets.set(owner.userId, heldAssetsOf(await readBalances()));
          return serialize(await assetsMessage(owner));
        };
        return join(client, topic, snapshot, () => {
          if (!hub.hasSubscribers(topic)) heldAssets.delete(owner.userId);
        });
      }
      const snapshot = channel === 'balances' ? async () => serialize(balancesMessage(await readBalances())) : null;
      return join(client, topic, snapshot);
    },
    followOrder(client, owner, orderId) {
      return join(client, orderStreamTopic(orderId), async () =>
        orderStreamFrame(await getOrder({ db }, owner, orderId)),
      );
    },
    close() {
      stopOrders();
      for (const stop of stopUserTopics) stop();
    },
  };
}
