import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export interface BusMessage {
  topic: string;
  tenantId: string | null;
  payload: unknown;
}

export type BusHandler = (message: BusMessage) => void;

/** Fan-out of committed events to every instance (in-process, or Redis pub/sub across instances). */
export interface EventBus {
  publish(message: BusMessage): Promise<void>;
  subscribe(topic: string, handler: BusHandler): () => void;
  close(): Promise<void>;
}

const channelPrefix = 'events:';

export function createInProcessBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(message) {
      emitter.emit(message.topic, message);
    },
    subscribe(topic, handler) {
      emitter.on(topic, handler);
      return () => emitter.off(topic, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export function createRedisBus(url: string): EventBus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  const local = new EventEmitter();
  local.setMaxListeners(0);
  subscriber.on('message', (channel: string, raw: string) => {
    try {
      const message = JSON.parse(raw) as BusMessage;
      local.emit(channel.slice(channelPrefix.length), message);
    } catch {
      // A message that is not ours is ignored.
    }
  });
  return {
    async publish(message) {
      await publisher.publish(channelPrefix + message.topic, JSON.stringify(message));
    },
    subscribe(topic, handler) {
      if (local.listenerCount(topic) === 0) void subscriber.subscribe(channelPrefix + topic);
      local.on(topic, handler);
      return () => {
        local.off(topic, handler);
        if (local.listenerCount(topic) === 0) void subscriber.unsubscribe(channelPrefix + topic);
      };
    },
    async close() {
      local.removeAllListeners();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
