import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bodyLimit,
  exampleOf,
  jsonSchemaOf,
  objectOf,
  refusalFault,
  routeKey,
  type SweptRoute,
  sendAs,
  sweptRoutes,
  tablesWrittenBy,
  typesOf,
  unknownExceptions,
  useRouteSweep,
} from '../../../test/route-sweep';
import { isNestedDeeperThan, maxJsonDepth } from './json-depth';

/**
 * ARCHITECTURE.md: bad input gets a clear 4xx in the error envelope, never a 500 and never a partial
 * write. Where bad-input.integration.test.ts sends one hand-made malformed input of each kind, this
 * sweep has fast-check generate hostile requests for every route of both roles: bodies nested past the
 * depth bound (some by thousands of levels), strings near and over the 1 MiB body limit, odd Unicode
 * (NUL, lone surrogates, zero-width and bidi controls, combining marks, emoji), a value of the wrong
 * type in each declared field, prototype keys at the top and nested, and the same in path parameters
 * and query strings. Each is sent as a user every guard lets through, so what answers is the route's
 * validation or its handler; the answer must be a refusal in the error envelope, and no table may
 * change.
 *
 * A request is hostile when the route's own contract refuses it: the platform's bounds (body size,
 * nesting depth, prototype keys, text PostgreSQL cannot store) or the route's zod schemas. Each
 * generated request is checked against that contract before it is sent, so odd text a route takes
 * as valid (an emoji in a name) is not sent as if it were an attack. No table is excepted from the
 * check that nothing was written: every such request is refused before a handler acts on it or an
 * idempotent route keeps its answer.
 */

/** Routes no hostile HTTP request reaches, and why. */
const leftOut: Record<string, string> = {
  'GET /ws': 'a websocket upgrade: its input is messages on the socket (realtime-limits.integration.test.ts)',
};

/**
 * Provider callbacks: anyone may call them, and a body is believed only once it proves who sent it,
 * so every body this test can make is refused however well-formed (401, or 400 for one that is not
 * even the provider's kind of message).
 */
const providerCallbacks: Record<string, string> = {
  'POST /v1/circle/notifications':
    "Circle's SNS messages: a body that is no SNS envelope is refused, and what one says is asked of Circle",
  'POST /v1/fireblocks/webhook': "Fireblocks' transaction updates, RSA-signed over the raw body",
  'POST /v1/funding/webhook': 'payment webhooks, HMAC-signed with the webhook secret and a timestamp',
  'POST /v1/registration/kyc/callback': "the KYC provider's decision, HMAC-signed with a timestamp",
  'POST /v1/changelly/fiat/callback': "Changelly's order callbacks, signed in X-Callback-Signature",
  'POST /v1/transak/webhook': "Transak's order events, a JWT signed with the partner's access token",
  'POST /v1/ibex/webhook': "Ibex Hub's paid invoices, carrying the secret of the invoice's payment",
};

/**
 * Fixed seeds, one per route from its method and path: every run sends the same requests, so a
 * failure can be run again as it was, and a route added elsewhere changes no other route's requests.
 */
const seedOf = (key: string) => [...key].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, 2026);
/** Requests generated for each route. */
const samplesPerRoute = 40;
/** Offenders shown in full when the sweep fails. */
const shownOffenders = 30;
/** The router's bound on a named path parameter (a wildcard has none). */
const maxParamLength = 200;

/**
 * Text for a URL, as sent and as the server decodes it. A malformed percent-encoding is refused in a
 * path and kept as sent in a query string.
 */
interface UrlText {
  sent: string;
  decoded: string;
  label: string;
  isMalformed?: boolean;
}

interface Hostile {
  /** What makes the request hostile, in words. */
  label: string;
  url: string;
  /** JSON text, sent as application/json. */
  payload?: string;
}

// ---------------------------------------------------------------------------------------------------
// What the contract refuses

/** A surrogate not paired with its other half (in a `u` regular expression, pairs match as one code point). */
const loneSurrogatePattern = /\p{Cs}/u;

/** Text PostgreSQL cannot store: U+0000, or a lone surrogate (no UTF-8 encoding exists for one). */
const isUnstorable = (text: string) => text.includes('\u0000') || loneSurrogatePattern.test(text);

/**
 * Whether `isRefused` picks a string or key in `value` (a key with the value it holds), walked with a
 * stack of its own: values nest deep.
 */
function hasRefused(value: unknown, isRefused: (text: string, held: unknown) => boolean): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (isRefused(item, null)) return true;
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    for (const [key, child] of Object.entries(item)) {
      if (isRefused(key, child)) return true;
      pending.push(child);
    }
  }
  return false;
}

/** Whether `value` holds unstorable text, in a string or a key. */
const hasUnstorableText = (value: unknown) => hasRefused(value, isUnstorable);

/**
 * Whether parsed JSON holds unstorable text or a key the JSON parser refuses: `__proto__`, or
 * `prototype` in an object under `constructor`.
 */
const hasRefusedJson = (value: unknown) =>
  hasRefused(
    value,
    (text, held) =>
      isUnstorable(text) ||
      text === '__proto__' ||
      (text === 'constructor' && held !== null && typeof held === 'object' && Object.hasOwn(held, 'prototype')),
  );

/** Whether the route's contract refuses `text` as its body. */
function isHostileBody(route: SweptRoute, text: string): boolean {
  if (providerCallbacks[routeKey(route)]) return true;
  if (Buffer.byteLength(text) > bodyLimit || isNestedDeeperThan(text, maxJsonDepth)) return true;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return true;
  }
  if (hasRefusedJson(value)) return true;
  // A route that declares no body does not read one.
  return route.body !== undefined && !route.body.safeParse(value).success;
}

/** Whether the route's contract refuses `query` (the parsed query string). */
const isHostileQuery = (route: SweptRoute, query: Record<string, string | string[]>) =>
  hasUnstorableText(query) || (route.querystring !== undefined && !route.querystring.safeParse(query).success);

/** Whether the route's contract refuses `params` (the decoded path parameters). */
function isHostileParams(route: SweptRoute, params: Record<string, UrlText>): boolean {
  const entries = Object.entries(params);
  if (entries.some(([name, value]) => value.isMalformed || (name !== '*' && value.decoded.length > maxParamLength))) {
    return true;
  }
  const decoded = Object.fromEntries(entries.map(([name, value]) => [name, value.decoded]));
  return hasUnstorableText(decoded) || (route.params !== undefined && !route.params.safeParse(decoded).success);
}

// ---------------------------------------------------------------------------------------------------
// Hostile values

const oddPieces = [
  '\u0000',
  '\u200b',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u202e',
  '\u202d',
  '\u2066',
  '\u0301',
  'e\u0301\u0302\u0303\u0336',
  '😀',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  '\ufffd',
  '\uffff',
  '\u2028',
  '\u0085',
  '\u00a0',
  '\u007f',
  'İ',
  'ß',
  'ﬃ',
  '１２３',
  '٣',
  '𝟙',
  '\r\n',
  "'",
  '"',
  '\\',
  '%00',
  '../',
  '<script>',
  'NaN',
];
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const oddPiece = fc.oneof(fc.constantFrom(...oddPieces), fc.string({ unit: 'binary', maxLength: 4 }));
const textOf = (piece: fc.Arbitrary<string>) =>
  fc.array(piece, { minLength: 1, maxLength: 8 }).map((pieces) => pieces.join(''));
/** Odd text a URL can carry: well-formed, since a URL's percent-encoding is of UTF-8. */
const urlOddText = textOf(oddPiece);
/** Odd text a JSON string can carry: lone surrogates too (`"\ud800"`). */
const oddText = textOf(fc.oneof(oddPiece, loneSurrogate));
/** Odd text that also holds a character no stored text may hold. */
const unstorableText = fc
  .tuple(oddText, fc.oneof(fc.constant('\u0000'), loneSurrogate), oddText)
  .map((parts) => parts.join(''));
/** Odd text in a URL that also holds U+0000. */
const urlNulText = fc.tuple(urlOddText, urlOddText).map(([before, after]) => `${before}\u0000${after}`);
/** Percent-encodings of no UTF-8 text: cut short, not hex, a lone surrogate's bytes, an overlong NUL, a stray byte. */
const malformedEncoding = fc.constantFrom('%', '%zz', '%ED%A0%80', '%C0%80', '%FF', '%E2%82');

const json = (value: unknown) => JSON.stringify(value);

/** JSON text of an object of `entries`, keys as given (`__proto__` included) and values already JSON text. */
const objectText = (entries: [string, string][]) =>
  `{${entries.map(([key, text]) => `${json(key)}:${text}`).join(',')}}`;

/** `fields` as JSON text, with `key` holding the JSON text `text` in place of its own value. */
const withField = (fields: Record<string, unknown>, key: string, text: string) =>
  objectText([
    ...Object.entries(fields)
      .filter(([name]) => name !== key)
      .map(([name, value]): [string, string] => [name, json(value)]),
    [key, text],
  ]);

/** Arrays, objects or both in turn, nested `depth` deep around `leaf`, as JSON text built without recursion. */
function nestedText(depth: number, shape: 'array' | 'object' | 'mixed', leaf: string): string {
  if (shape === 'array') return `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;
  if (shape === 'object') return `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
  const pairs = Math.floor(depth / 2);
  const odd = depth % 2 === 1;
  return `${odd ? '[' : ''}${'[{"a":'.repeat(pairs)}${leaf}${'}]'.repeat(pairs)}${odd ? ']' : ''}`;
}

const nested = (depth: fc.Arbitrary<number>) =>
  fc
    .record({
      depth,
      shape: fc.constantFrom('array' as const, 'object' as const, 'mixed' as const),
      leaf: fc.constantFrom('1', '"x"', 'null', '[]', '{}'),
    })
    .map(({ depth, shape, leaf }) => ({
      text: nestedText(depth, shape, leaf),
      label: `${shape === 'mixed' ? 'arrays and objects' : `${shape}s`} nested ${depth} deep`,
    }));

/** Past the depth bound: just past it, by thousands of levels, and by over a hundred thousand (near what 1 MiB holds). */
const tooDeep = nested(
  fc.oneof(
    fc.integer({ min: maxJsonDepth + 1, max: 2 * maxJsonDepth }),
    fc.integer({ min: 1_000, max: 9_999 }),
    fc.integer({ min: 100_000, max: 160_000 }),
  ),
);
/** Within the depth bound: hostile only where the field is not an array or object. */
const shallow = nested(fc.integer({ min: 2, max: maxJsonDepth - 4 }));

const hugePiece = fc.constantFrom('a', 'é', '😀', '\u202e', 'e\u0301', '\u200b');
/** A JSON string of about `bytes` bytes of UTF-8. */
const stringOfBytes = (bytes: fc.Arbitrary<number>) =>
  fc.record({ piece: hugePiece, bytes }).map(({ piece, bytes }) => {
    const text = json(piece.repeat(Math.floor(bytes / Buffer.byteLength(piece))));
    return { text, label: `a string of ${Buffer.byteLength(text)} bytes of ${json(piece)}` };
  });
/** A string that fits the body limit with room for the rest of a body, so only the field's bound refuses it. */
const nearLimit = stringOfBytes(fc.integer({ min: bodyLimit / 2, max: bodyLimit - 8 * 1024 }));
/** A string past the body limit on its own. */
const overLimit = stringOfBytes(fc.integer({ min: bodyLimit + 1, max: 2 * bodyLimit }));

/** An object with a prototype key (`__proto__`, `constructor`, `prototype`), under 0 to 3 levels. */
const prototypeKeyed = fc
  .record({
    key: fc.constantFrom('__proto__', 'constructor', 'prototype'),
    inner: fc.constantFrom(
      '{"isAdmin":true,"roles":["super-admin"]}',
      '{"prototype":{"isAdmin":true}}',
      '{"polluted":"yes"}',
      '1',
      '"x"',
      'null',
    ),
    under: fc.array(fc.constantFrom('a', 'items', 'data', '0'), { maxLength: 3 }),
  })
  .map(({ key, inner, under }) => {
    let text = objectText([[key, inner]]);
    for (const name of under) text = name === '0' ? `[${text}]` : objectText([[name, text]]);
    return { text, label: `${[...under].reverse().join('.') || '(top)'} holds ${key}: ${inner}` };
  });

const numbers = fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 5e-324, 123_456_789_012_345_680_000);
/** A JSON value of one type, for the field types that type is not. */
const valueOfType: Record<string, fc.Arbitrary<unknown>> = {
  string: fc.oneof(oddText, fc.constantFrom('twelve', '', ' ', '0x10', '1e400')),
  number: numbers,
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  object: fc.dictionary(oddText, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
};
const jsonTypeOf = (type: string) => (type === 'integer' ? 'number' : type);

/** A value of a type `types` does not include, as JSON text. */
function wrongType(types: string[]): fc.Arbitrary<{ text: string; label: string }> | null {
  const declared = new Set(types.map(jsonTypeOf));
  const others = Object.keys(valueOfType).filter((type) => !declared.has(type));
  if (declared.size === 0 || others.length === 0) return null;
  return fc
    .constantFrom(...others)
    .chain((type) => (valueOfType[type] as fc.Arbitrary<unknown>).map((value) => ({ type, value })))
    .map(({ type, value }) => ({ text: json(value), label: `a ${type} where it takes ${[...declared].join(' or ')}` }));
}

/** What may take the place of one field of a body: every kind of hostile value that applies to its types. */
function hostileValue(types: string[]) {
  const text = (arbitrary: fc.Arbitrary<string>, label: string) =>
    arbitrary.map((value) => ({ text: json(value), label: `${label} ${json(value)}` }));
  const kinds = [
    tooDeep,
    nearLimit,
    prototypeKeyed,
    text(unstorableText, 'text with NUL or a lone surrogate'),
    text(oddText, 'odd text'),
    ...(types.includes('array') || types.includes('object') ? [] : [shallow]),
  ];
  const wrong = wrongType(types);
  return fc.oneof(...kinds, ...(wrong ? [wrong, wrong] : []));
}

// ---------------------------------------------------------------------------------------------------
// Hostile requests for one route

const urlTextOf = (arbitrary: fc.Arbitrary<string>, label: string) =>
  arbitrary.map(
    (text): UrlText => ({ sent: encodeURIComponent(text), decoded: text, label: `${label} ${json(text)}` }),
  );
const plainUrlText = (text: string): UrlText => ({ sent: encodeURIComponent(text), decoded: text, label: json(text) });

/** Values for a path parameter or query field: odd text, numbers no id or page is, very long, malformed. */
const urlValue: fc.Arbitrary<UrlText> = fc.oneof(
  urlTextOf(urlNulText, 'text with NUL'),
  urlTextOf(urlOddText, 'odd text'),
  fc
    .constantFrom('-1', '0', '1.5', '1e400', 'NaN', 'Infinity', '99999999999999999999', ' 1', '0x10', 'null', '[]')
    .map(plainUrlText),
  fc
    .integer({ min: 201, max: 20_000 })
    .map((length) => ({ ...plainUrlText('a'.repeat(length)), label: `${length} characters` })),
  malformedEncoding.map((sent) => ({
    sent,
    decoded: sent,
    label: `malformed percent-encoding ${sent}`,
    isMalformed: true,
  })),
);

/** A route's path parameter names (`*` for a wildcard) and the pattern that finds them in its URL. */
const paramPattern = /:(\w+)|\*$/g;
const paramNames = (url: string) => [...url.matchAll(paramPattern)].map((match) => match[1] ?? '*');

const pathWith = (url: string, params: Record<string, UrlText>) =>
  url.replace(paramPattern, (match, name: string | undefined) => params[name ?? '*']?.sent ?? match);

const queryText = (query: Record<string, UrlText[]>) => {
  const pairs = Object.entries(query).flatMap(([key, values]) =>
    values.map((value) => `${encodeURIComponent(key)}=${value.sent}`),
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
};

/** What the server's query parser makes of `query`: one value a string, a repeated key an array. */
const decodedQuery = (query: Record<string, UrlText[]>) =>
  Object.fromEntries(
    Object.entries(query).map(([key, values]) => [
      key,
      values.length === 1 ? (values[0] as UrlText).decoded : values.map((value) => value.decoded),
    ]),
  );

/** A valid request to `route` (its schemas' examples), which each hostile request changes in one place. */
function validRequest(route: SweptRoute) {
  const asText = (value: unknown) =>
    Object.fromEntries(
      Object.entries((value ?? {}) as Record<string, unknown>).map(([key, item]) => [key, plainUrlText(String(item))]),
    );
  const params = route.params
    ? asText(exampleOf(route.params))
    : Object.fromEntries(paramNames(route.url).map((name) => [name, plainUrlText('x')]));
  const query = Object.fromEntries(
    Object.entries(route.querystring ? asText(exampleOf(route.querystring)) : {}).map(([key, value]) => [key, [value]]),
  );
  const body = route.body ? exampleOf(route.body) : undefined;
  const fields =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { params, query, fields, url: pathWith(route.url, params) + queryText(query) };
}

/** Hostile bodies for `route`: the whole body, an extra key, or one declared field. */
function hostileBodies(route: SweptRoute, valid: ReturnType<typeof validRequest>): fc.Arbitrary<Hostile>[] {
  const { url, fields } = valid;
  const body = route.body ? jsonSchemaOf(route.body) : undefined;
  const whole = fc.oneof(tooDeep, overLimit, prototypeKeyed, wrongType(body ? typesOf(body) : ['object']) ?? tooDeep);
  const extraKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype'), oddText, unstorableText);
  const anyValue = fc.oneof(hostileValue([]), fc.constant({ text: '1', label: '1' }));
  const declared = Object.entries((body && objectOf(body)?.properties) ?? {});
  return [
    whole.map(({ text, label }) => ({ label: `body: ${label}`, url, payload: text })),
    fc.record({ key: extraKey, value: anyValue }).map(({ key, value }) => ({
      label: `body: an extra key ${json(key)} holding ${value.label}`,
      url,
      payload: withField(fields, key, value.text),
    })),
    ...declared.map(([name, field]) =>
      hostileValue(typesOf(field)).map(({ text, label }) => ({
        label: `body: ${name} ← ${label}`,
        url,
        payload: withField(fields, name, text),
      })),
    ),
  ];
}

/** `route` with one hostile path parameter, where it has any. */
function hostilePaths(route: SweptRoute, valid: ReturnType<typeof validRequest>): fc.Arbitrary<Hostile>[] {
  const names = Object.keys(valid.params);
  if (names.length === 0) return [];
  return [
    fc
      .record({ name: fc.constantFrom(...names), value: urlValue })
      .map(({ name, value }) => ({ name, value, params: { ...valid.params, [name]: value } }))
      .filter(({ params }) => isHostileParams(route, params))
      .map(({ name, value, params }) => ({
        label: `path :${name} ← ${value.label}`,
        url: pathWith(route.url, params) + queryText(valid.query),
      })),
  ];
}

/** `route` with a query string where a declared or unknown key holds a hostile value, or a key is hostile. */
function hostileQueries(route: SweptRoute, valid: ReturnType<typeof validRequest>): fc.Arbitrary<Hostile>[] {
  const declared = Object.keys(route.querystring ? (jsonSchemaOf(route.querystring).properties ?? {}) : {});
  const key = fc.oneof(fc.constantFrom(...declared, 'q', '__proto__', 'constructor'), urlNulText, urlOddText);
  const values = fc.oneof(
    urlValue.map((value): UrlText[] => [value]),
    fc.constant(['1', '2'].map(plainUrlText)),
  );
  return [
    fc
      .record({ key, values })
      .map(({ key, values }) => ({ key, values, query: { ...valid.query, [key]: values } }))
      .filter(({ query }) => isHostileQuery(route, decodedQuery(query)))
      .map(({ key, values, query }) => ({
        label: `query ${json(key)} ← ${values.map((value) => value.label).join(' and ')}`,
        url: pathWith(route.url, valid.params) + queryText(query),
      })),
  ];
}

/** The hostile requests that apply to `route`, each valid but in the one place it is hostile. */
function hostileRequests(route: SweptRoute): fc.Arbitrary<Hostile> {
  const valid = validRequest(route);
  const kinds = [
    // Fastify reads no body on GET.
    ...(route.method === 'GET' ? [] : hostileBodies(route, valid)),
    ...hostilePaths(route, valid),
    ...hostileQueries(route, valid),
  ];
  return fc.oneof(...kinds).filter((hostile) => hostile.payload === undefined || isHostileBody(route, hostile.payload));
}

/** `text` with everything but printable ASCII as `\u` escapes, so bidi controls and the like print as what they are. */
const ascii = (text: string) =>
  text.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The start of `text` for a failure message. */
const excerpt = (text: string) =>
  text.length > 160 ? `${ascii(text.slice(0, 160))}… (${Buffer.byteLength(text)} bytes)` : ascii(text);

const describeOffender = (route: SweptRoute, hostile: Hostile, problem: string) =>
  [
    `${routeKey(route)} ← ${ascii(hostile.label)}`,
    `  url  ${excerpt(hostile.url)}`,
    ...(hostile.payload === undefined ? [] : [`  body ${excerpt(hostile.payload)}`]),
    `  answered ${problem}`,
  ].join('\n');

const sweep = useRouteSweep();

describe('hostile requests', () => {
  it.each(['api', 'trading'] as const)(
    'every route of the %s role refuses generated ones with a 4xx in the error envelope and writes nothing',
    async (role) => {
      const routes = sweptRoutes(sweep.seen, role === 'api' ? sweep.t.api : sweep.t.trading, leftOut);
      expect(routes.length).toBeGreaterThan(5);
      const offenders: string[] = [];
      const changed = await tablesWrittenBy(sweep.t, async () => {
        for (const route of routes) {
          const seed = seedOf(routeKey(route));
          for (const hostile of fc.sample(hostileRequests(route), { seed, numRuns: samplesPerRoute })) {
            const response = await sendAs(sweep.token, route, {
              url: hostile.url,
              ...(hostile.payload !== undefined && { payload: hostile.payload, contentType: 'application/json' }),
            });
            const { problem } = refusalFault(response);
            if (problem) offenders.push(describeOffender(route, hostile, problem));
          }
        }
      });
      const report = [
        ...offenders.slice(0, shownOffenders),
        ...(offenders.length > shownOffenders ? [`… and ${offenders.length - shownOffenders} more`] : []),
        ...(changed.length > 0 ? [`tables written: ${changed.join(', ')}`] : []),
      ];
      expect(offenders.length + changed.length, `\n${report.join('\n\n')}\n`).toBe(0);
    },
    // Every route of the role gets its samples, one after another: the sweep grows with the API.
    180_000,
  );

  it('makes exceptions only for routes that exist', () => {
    expect(unknownExceptions(sweep.seen, [leftOut, providerCallbacks])).toEqual([]);
  });
});
