import { type ErrorReportLevel, isErrorReportLevel } from '@invest/contracts';

/**
 * What is kept of one error event of a domain without an error-reporting service: the columns the
 * console lists, and the event itself trimmed of anything large (long texts, long lists, deep nesting),
 * so a report costs a bounded row whatever the browser sent.
 */
export interface StoredReport {
  eventId: string | null;
  level: ErrorReportLevel;
  message: string;
  url: string | null;
  release: string | null;
  payload: Record<string, unknown>;
}

/**
 * Bounds of the kept event, deep enough for a stack frame's fields; lists keep their last items (a
 * stack's innermost frames, the latest breadcrumbs). The envelope's own bound (200 KiB) bounds the whole.
 */
const bounds = { depth: 8, items: 50, keys: 50, text: 1000, key: 100 };

const loneSurrogate = /\p{Cs}/gu;

/** `text` cut to `max` characters, with what PostgreSQL cannot store (NUL, half a surrogate pair) replaced. */
function storableText(text: string, max: number): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return cut.replaceAll('\u0000', '\ufffd').replace(loneSurrogate, '\ufffd');
}

function trimmed(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return storableText(value, bounds.text);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= bounds.depth) return '[trimmed]';
  if (Array.isArray(value)) return value.slice(-bounds.items).map((item) => trimmed(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, bounds.keys)
      .map(([key, item]) => [storableText(key, bounds.key), trimmed(item, depth + 1)]),
  );
}

const recordOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** What the event says went wrong: its last exception (the one thrown), else its message. */
function messageOf(event: Record<string, unknown>): string {
  const exceptions = recordOf(event.exception).values;
  const thrown = recordOf(Array.isArray(exceptions) ? exceptions.at(-1) : undefined);
  const type = textOf(thrown.type);
  const value = textOf(thrown.value);
  if (type || value) return [type, value].filter(Boolean).join(': ');
  const message = event.message;
  const logEntry = recordOf(event.logentry);
  return (
    textOf(message) ??
    textOf(recordOf(message).formatted) ??
    textOf(logEntry.formatted) ??
    textOf(logEntry.message) ??
    '(no message)'
  );
}

/** The page's address without its query or fragment, which may carry what the visitor typed. */
function pageOf(event: Record<string, unknown>): string | null {
  const url = textOf(recordOf(event.request).url);
  return url ? storableText(url.split(/[?#]/)[0] ?? '', 2000) : null;
}

/** The row kept for an event item's payload (`event`, the JSON object the browser sent). */
export function storedReportOf(event: Record<string, unknown>): StoredReport {
  const eventId = textOf(event.event_id);
  const release = textOf(event.release);
  return {
    eventId: eventId ? storableText(eventId, 64) : null,
    level: isErrorReportLevel(event.level) ? event.level : 'error',
    message: storableText(messageOf(event), bounds.text),
    url: pageOf(event),
    release: release ? storableText(release, 200) : null,
    payload: trimmed(event, 0) as Record<string, unknown>,
  };
}
