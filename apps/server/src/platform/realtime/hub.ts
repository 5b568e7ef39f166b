/**
 * Fan-out of pre-serialised messages to live connections (websockets, event streams), by topic. A
 * message is encoded once and the same bytes are written to every subscriber; a subscriber whose
 * unsent bytes pass the bound is dropped on the spot, so a slow one never holds the others back
 * nor grows the process's memory.
 */

/** What the hub needs of a connection. */
export interface RealtimeSink {
  write(data: Buffer): void;
  /** Bytes accepted but not yet handed to the network. */
  bufferedBytes(): number;
  /** Ends the connection at once, without a goodbye (its buffer is full). */
  destroy(): void;
}

export interface RealtimeClient {
  /** Writes `message`, or drops the client when its buffer is past the bound; false once dropped. */
  send(message: string | Buffer): boolean;
  readonly isDropped: boolean;
}

export interface RealtimeHub {
  client(sink: RealtimeSink): RealtimeClient;
  join(client: RealtimeClient, topic: string): void;
  leave(client: RealtimeClient, topic: string): void;
  hasSubscribers(topic: string): boolean;
  /** How many messages the topic has had; a snapshot read while it moved is older than what was sent. */
  version(topic: string): number;
  /** Encodes `message` once and writes it to every subscriber of `topic`. */
  publish(topic: string, message: string): void;
}

export interface RealtimeHubOptions {
  /** Unsent bytes past which a client is dropped. */
  maxBufferedBytes: number;
}

interface Topic {
  clients: Set<RealtimeClient>;
  version: number;
}

export function createRealtimeHub(options: RealtimeHubOptions): RealtimeHub {
  const topics = new Map<string, Topic>();

  return {
    client(sink) {
      let isDropped = false;
      return {
        get isDropped() {
          return isDropped;
        },
        send(message) {
          if (isDropped) return false;
          if (sink.bufferedBytes() > options.maxBufferedBytes) {
            isDropped = true;
            sink.destroy();
            return false;
          }
          sink.write(typeof message === 'string' ? Buffer.from(message) : message);
          return true;
        },
      };
    },
    join(client, topic) {
      let found = topics.get(topic);
      if (!found) {
        found = { clients: new Set(), version: 0 };
        topics.set(topic, found);
      }
      found.clients.add(client);
    },
    leave(client, topic) {
      const found = topics.get(topic);
      if (found?.clients.delete(client) && found.clients.size === 0) topics.delete(topic);
    },
    hasSubscribers(topic) {
      return topics.has(topic);
    },
    version(topic) {
      return topics.get(topic)?.version ?? 0;
    },
    publish(topic, message) {
      const found = topics.get(topic);
      if (!found) return;
      found.version += 1;
      const data = Buffer.from(message);
      for (const client of found.clients) client.send(data);
    },
  };
}
