import type { FastifyInstance } from 'fastify';
import { invalid } from '../errors';

const nul = '\u0000';
const message = 'Text may not contain the NUL character';

/**
 * The dotted path of the first string or key in `value` that holds a NUL character, else null.
 * `value` is what the parsers made of the request: JSON, a raw text body, or the records of strings
 * of its query and path.
 */
function pathOfNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes(nul) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = path ? `${path}.${key}` : String(key);
    if (typeof key === 'string' && key.includes(nul)) return itemPath;
    const found = pathOfNul(item, itemPath);
    if (found !== null) return found;
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
      const path = pathOfNul(value, '');
      if (path !== null) throw invalid(path || '_', message);
    }
  });
}
