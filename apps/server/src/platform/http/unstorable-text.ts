import type { FastifyInstance } from 'fastify';
import { invalid } from '../errors';

const nul = '\u0000';
/** Half of a surrogate pair without its other half: in a `u` regular expression, a pair matches as one code point. */
const loneSurrogate = /\p{Cs}/u;

/** Why `text` cannot be stored as it is, else null. */
function problemOf(text: string): string | null {
  if (text.includes(nul)) return 'Text may not contain the NUL character';
  if (loneSurrogate.test(text)) return 'Text may not contain half of a surrogate pair (it is not valid Unicode)';
  return null;
}

/**
 * The dotted path of the first string or key in `value` that cannot be stored, and why, else null.
 * `value` is what the parsers made of the request: JSON, a raw text body, or the records of strings
 * of its query and path, walked in order with a stack of its own, so no nesting can exhaust the call stack.
 */
function findUnstorable(value: unknown): { path: string; problem: string } | null {
  const pending: { item: unknown; path: string }[] = [{ item: value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { item, path } = next;
    if (typeof item === 'string') {
      const problem = problemOf(item);
      if (problem) return { path, problem };
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    const entries = Array.isArray(item) ? [...item.entries()] : Object.entries(item);
    for (const [key] of entries) {
      const problem = typeof key === 'string' ? problemOf(key) : null;
      if (problem) return { path: path ? `${path}.${key}` : String(key), problem };
    }
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index] as [string | number, unknown];
      pending.push({ item: child, path: path ? `${path}.${key}` : String(key) });
    }
  }
  return null;
}

/**
 * Text PostgreSQL cannot hold as it was sent is refused here with a 400, before any route's schema or
 * handler sees it, in path parameters, query strings and bodies:
 * - U+0000: text and jsonb cannot hold it, so a query given one fails (a 500). JSON allows it
 *   (`"\u0000"`), and so does a URL's `%00`.
 * - a lone surrogate (`"\ud800"` in JSON): UTF-8 has no encoding for one, so it would be stored as
 *   U+FFFD, not what was sent, and jsonb refuses its escape outright.
 */
export function refuseUnstorableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const value of [request.params, request.query, request.body]) {
      const found = findUnstorable(value);
      if (found) throw invalid(found.path || '_', found.problem);
    }
  });
}
