import { randomUUID } from 'node:crypto';

/** An error event as the browser SDK sends one, with `overrides`. */
export function errorEvent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    event_id: randomUUID().replaceAll('-', ''),
    timestamp: 1_772_452_800,
    platform: 'javascript',
    level: 'error',
    release: '1.49.1',
    request: { url: 'https://main.test/dashboard?tab=orders' },
    exception: {
      values: [
        {
          type: 'TypeError',
          value: "Cannot read properties of undefined (reading 'price')",
          stacktrace: { frames: [{ filename: 'https://main.test/assets/app.js', function: 'OrderForm', lineno: 1 }] },
        },
      ],
    },
    ...overrides,
  };
}

/** An item of an envelope: its header's type, and a JSON payload or raw bytes (sent with their length). */
export type EnvelopeItemSpec = { type: string; payload: object } | { type: string; bytes: Buffer };

/** A Sentry envelope of `items` whose header names `dsn`, as the SDK serializes one. */
export function sentryEnvelope(dsn: string, items: EnvelopeItemSpec[]): Buffer {
  const header = JSON.stringify({
    event_id: randomUUID().replaceAll('-', ''),
    dsn,
    sdk: { name: 'sentry.javascript.react' },
  });
  const parts: Buffer[] = [Buffer.from(`${header}\n`)];
  for (const item of items) {
    if ('bytes' in item) {
      parts.push(Buffer.from(`${JSON.stringify({ type: item.type, length: item.bytes.length })}\n`), item.bytes);
      parts.push(Buffer.from('\n'));
    } else {
      parts.push(Buffer.from(`${JSON.stringify({ type: item.type })}\n${JSON.stringify(item.payload)}\n`));
    }
  }
  return Buffer.concat(parts);
}
