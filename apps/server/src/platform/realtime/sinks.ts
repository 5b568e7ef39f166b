import type { ServerResponse } from 'node:http';
import type { WebSocket } from 'ws';
import type { RealtimeSink } from './hub';

/** A websocket as the hub writes to it: every message a text frame. */
export function websocketSink(socket: WebSocket): RealtimeSink {
  return {
    write: (data) => socket.send(data, { binary: false }),
    bufferedBytes: () => socket.bufferedAmount,
    destroy: () => socket.terminate(),
  };
}

/** An event stream's response (text/event-stream) as the hub writes to it. */
export function eventStreamSink(response: ServerResponse): RealtimeSink {
  return {
    write: (data) => {
      response.write(data);
    },
    bufferedBytes: () => response.writableLength,
    destroy: () => response.destroy(),
  };
}
