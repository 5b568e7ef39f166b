import { parseSentryDsn, type SentryDsn } from '@invest/contracts';
import { invalid } from '../../../platform/errors';
import { isNestedDeeperThan, maxJsonDepth } from '../../../platform/http/json-depth';

/**
 * A Sentry envelope as the browser SDK sends it (develop.sentry.dev, "Envelopes"): a JSON header
 * line, then items, each a JSON item header line and its payload: `length` bytes when the header
 * gives a length (attachments and replay recordings may be binary), else the rest of the line.
 */
export interface SentryEnvelope {
  /** The DSN the header names: the project the browser reports to. */
  dsn: SentryDsn;
  items: EnvelopeItem[];
}

export interface EnvelopeItem {
  /** `event`, `session`, `client_report`, `replay_recording` ... */
  type: string;
  payload: Buffer;
}

/** More items than the SDK ever puts in one envelope. */
const maxItems = 100;
const newline = 0x0a;

/** The JSON object `bytes` hold, or a 400 naming `what` of the envelope is malformed. */
export function jsonObjectOf(bytes: Buffer, what: string): Record<string, unknown> {
  const text = bytes.toString('utf8');
  const malformed = () => invalid('envelope', `The envelope's ${what} is not a JSON object`);
  if (isNestedDeeperThan(text, maxJsonDepth)) throw malformed();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw malformed();
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw malformed();
  return value as Record<string, unknown>;
}

/** Reads `bytes` as an envelope; anything that is not one is refused with a 400 naming what is wrong. */
export function parseEnvelope(bytes: Buffer): SentryEnvelope {
  let offset = 0;
  const readLine = (): Buffer => {
    const end = bytes.indexOf(newline, offset);
    const line = bytes.subarray(offset, end === -1 ? bytes.length : end);
    offset = end === -1 ? bytes.length : end + 1;
    return line;
  };

  const header = jsonObjectOf(readLine(), 'header');
  const dsn = typeof header.dsn === 'string' ? parseSentryDsn(header.dsn) : null;
  if (!dsn)
    throw invalid('dsn', 'The envelope header names no DSN of the form https://<public key>@<host>/<project id>');

  const items: EnvelopeItem[] = [];
  while (offset < bytes.length) {
    const line = readLine();
    if (line.length === 0) continue;
    if (items.length === maxItems) throw invalid('envelope', `An envelope holds at most ${maxItems} items`);
    const itemHeader = jsonObjectOf(line, 'item header');
    const { type, length } = itemHeader;
    if (typeof type !== 'string' || type === '') throw invalid('envelope', 'An envelope item has no type');
    if (length === undefined) {
      items.push({ type, payload: readLine() });
      continue;
    }
    if (typeof length !== 'number' || !Number.isInteger(length) || length < 0 || offset + length > bytes.length) {
      throw invalid('envelope', `The length of the envelope's ${type} item is not the length of what follows`);
    }
    items.push({ type, payload: bytes.subarray(offset, offset + length) });
    offset += length;
    if (bytes[offset] === newline) offset += 1;
  }
  return { dsn, items };
}
