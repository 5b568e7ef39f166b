import type { FastifyInstance } from 'fastify';
import { invalid } from '../errors';

const nul = '\u0000';
const message = 'Text may not contain the NUL character';

/**
 * The dotted path of the first string or key in `value` that holds a NUL character, else null.
 * `value` is what the parsers made of the request: JSON, a raw text body, or the records of strings
 * of its query and path, walked in order with a stack of its own, so no nesting can exhaust the call stack.
 */
function pathOfNul(value: unknown): string | null {
  const pending: { item: unknown; path: string }[] = [{ item: value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { item, path } = next;
    if (typeof item === 'string') {
      if (item.includes(nul)) return path;
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    const entries = Array.isArray(item) ? [...item.entries()] : Object.entries(item);
    for (const [key] of entries) {
      if (typeof key === 'string' && key.includes(nul)) return path ? `${path}.${key}` : key;
    }
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index] as [string | number, unknown];
      pending.push({ item: child, path: path ? `${path}.${key}` : String(key) });
    }
  }
  return null;
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a query given one fails (a 500). JSON allows it
 * (`"\u0000"`), and so do a URL's `%00`: path parameters, query strings and JSON bodies that carry one
 * are refused here with a 400, before any route's schema or handler sees them.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const value of [request.params, request.query, request.body]) {
      const path = pathOfNul(value);
      if (path !== null) throw invalid(path || '_', message);
    }
  });
}
