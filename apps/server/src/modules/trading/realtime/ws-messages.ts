import {
  type ClientMessage,
  clientMessageSchema,
  type ErrorCode,
  type ReplyMessage,
  type SubscribeMessage,
  type UnsubscribeMessage,
} from '@invest/contracts';
import type { RawData } from 'ws';

const notJson = 'Messages are JSON objects such as {"op":"ping"}';

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data).toString('utf8');
}

/** A client's frame as a message of the protocol, or why it is not one. */
export function parseClientMessage(data: RawData, isBinary: boolean): { message: ClientMessage } | { error: string } {
  if (isBinary) return { error: notJson };
  let json: unknown;
  try {
    json = JSON.parse(textOf(data));
  } catch {
    return { error: notJson };
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (parsed.success) return { message: parsed.data };
  const [issue] = parsed.error.issues;
  return { error: issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : notJson };
}

export type TopicEcho = Pick<Extract<ReplyMessage, { op: 'subscribed' }>, 'channel' | 'symbol' | 'period'>;

/** The topic a subscribe or unsubscribe names, as replies echo it. */
export function echoOf(message: SubscribeMessage | UnsubscribeMessage): TopicEcho {
  return {
    channel: message.channel,
    ...('symbol' in message && { symbol: message.symbol }),
    ...('period' in message && { period: message.period }),
  };
}

export function keyOf(echo: TopicEcho): string {
  return [echo.channel, echo.symbol ?? '', echo.period ?? ''].join('|');
}

export function errorReply(code: ErrorCode, message: string, echo: TopicEcho = {}): ReplyMessage {
  return { op: 'error', code, message, ...echo };
}
