import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { createSignedInUser, nextIp } from '../src/modules/auth/testing';
import { buildSeeingRoutes, methodsOf, type SeenRoute } from './seen-routes';
import { call, createTestApp, type TestApp, useResource } from './test-app';

/**
 * What the sweeps of every route share (bad-input and hostile-bodies): both roles of a test app with
 * every route they registered, a user every guard lets through, the routes with their zod schemas,
 * plausible values of those schemas, and the check that an answer is a refusal in the error envelope.
 */

/** The statuses a refusal may have (API.md "Responses"). */
export const refusals = [400, 401, 403, 404, 409, 413, 415, 422, 429];

/** The largest body either role reads (server.ts); a bigger one is a 413. */
export const bodyLimit = 1024 * 1024;

/** Fills most of the body limit, so the field's own bound must refuse it. */
export const hugeString = 'a'.repeat(bodyLimit - 1024);

/** JSON and URLs can carry U+0000; PostgreSQL text cannot, so it is bad input to refuse, not a query to fail. */
export const withNul = 'a\u0000b';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
}

export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

export const typesOf = (schema: JsonSchema): string[] => {
  const own = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return [...own, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf)];
};

export const formatSamples: Record<string, string> = {
  uuid: '00000000-0000-4000-8000-000000000000',
  email: 'someone@example.test',
  uri: 'https://example.test/',
  'date-time': '2026-03-02T12:00:00Z',
  date: '2026-03-02',
};
/** Strings of the shapes ids, codes and hashes take here, none of them naming a real object. */
const stringSamples = [
  'Example',
  'ZZZ',
  'ZZZ-USD',
  '10',
  '1',
  '123456789',
  '2026-03-02',
  'abcdefghij0123456789',
  'ab'.repeat(32),
  `0x${'ab'.repeat(32)}`,
  `0x${'ab'.repeat(20)}`,
];

/** Plausible values of a JSON schema, the likeliest first (a valid example is then checked with zod). */
function candidates(schema: JsonSchema): unknown[] {
  if (schema.const !== undefined) return [schema.const];
  if (schema.enum) return schema.enum;
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (branches.length > 0) return branches.flatMap(candidates);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'any'];
  return types.flatMap((type): unknown[] => {
    switch (type) {
      case 'string': {
        const min = schema.minLength ?? 0;
        const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
        const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
        const format = schema.format ? formatSamples[schema.format] : undefined;
        const pool = [...(format ? [format] : []), ...stringSamples, 'x'.repeat(Math.max(min, 1))];
        return pool.filter((value) => value.length >= min && value.length <= max && (!pattern || pattern.test(value)));
      }
      case 'number':
      case 'integer': {
        const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
        return [min, 1, 10, 100, 0].filter((value) => value >= min && value <= (schema.maximum ?? value));
      }
      case 'boolean':
        return [true, false];
      case 'null':
        return [null];
      case 'array':
        return [Array.from({ length: schema.minItems ?? 0 }, () => candidates(schema.items ?? {})[0])];
      case 'object': {
        const fill = (keys: string[]) =>
          Object.fromEntries(keys.map((key) => [key, candidates(schema.properties?.[key] ?? {})[0]]));
        return [fill(schema.required ?? []), fill(Object.keys(schema.properties ?? {}))];
      }
      default:
        return ['x'];
    }
  });
}

/** A value `schema` accepts, or undefined when none of the candidates is one. */
export function exampleOf(schema: z.ZodType): unknown {
  return candidates(jsonSchemaOf(schema)).find((value) => schema.safeParse(value).success);
}

/** The object a body schema describes (a nullish object is one of the branches), else null. */
export function objectOf(schema: JsonSchema): JsonSchema | null {
  if (typesOf({ type: schema.type }).includes('object')) return schema;
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    const found = objectOf(branch);
    if (found) return found;
  }
  return null;
}

export interface SweptRoute {
  app: FastifyInstance;
  method: HTTPMethods;
  url: string;
  idempotent: boolean;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
}

/** `METHOD /url`, the way the lists of exceptions name a route. */
export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

const zodOf = (schema: unknown) => (schema instanceof z.ZodType ? schema : undefined);

/** Every route `app` registered, one per method, but those `leftOut` names. */
export function sweptRoutes(seen: SeenRoute[], app: FastifyInstance, leftOut: Record<string, string>): SweptRoute[] {
  return (
    seen
      .filter((entry) => entry.app === app)
      .flatMap(({ route }) => {
        const schema = (route.schema ?? {}) as Record<string, unknown>;
        return methodsOf(route).map((method) => ({
          app,
          method,
          url: route.url,
          idempotent: route.config?.idempotent === true,
          body: zodOf(schema.body),
          querystring: zodOf(schema.querystring),
          params: zodOf(schema.params),
        }));
      })
      // HEAD runs the GET's handler; OPTIONS is the CORS preflight, answered before any route.
      .filter((route) => !['HEAD', 'OPTIONS'].includes(route.method) && !leftOut[routeKey(route)])
  );
}

/** The routes named in `lists` of exceptions that no role registered (a list gone stale). */
export function unknownExceptions(seen: SeenRoute[], lists: Record<string, string>[]): string[] {
  const routes = new Set(seen.flatMap(({ route }) => methodsOf(route).map((method) => `${method} ${route.url}`)));
  return lists.flatMap(Object.keys).filter((route) => !routes.has(route));
}

export const withParams = (url: string, params: Record<string, unknown>) =>
  url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name])));

/** A query string of `values` (undefined ones left out). */
export const queryOf = (values: Record<string, unknown>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
};

export interface ErrorBody {
  success?: unknown;
  message?: unknown;
  code?: unknown;
  errors?: Record<string, string[]>;
}

/**
 * What is wrong with `response` as a refusal: not one of the refusal statuses, or not the API.md
 * error envelope. Null with the parsed body when it is a proper refusal.
 */
export function refusalFault(
  response: LightMyRequestResponse,
): { problem: string } | { problem: null; body: ErrorBody } {
  const status = response.statusCode;
  let body: ErrorBody;
  try {
    body = response.json();
  } catch {
    return { problem: `${status} without a JSON body: ${response.body.slice(0, 120)}` };
  }
  if (!refusals.includes(status))
    return { problem: `${status} ${String(body.code)} ${String(body.message)}`.slice(0, 200) };
  if (
    body.success !== false ||
    typeof body.message !== 'string' ||
    body.message === '' ||
    typeof body.code !== 'string'
  ) {
    return { problem: `${status} outside the error envelope: ${response.body.slice(0, 120)}` };
  }
  return { problem: null, body };
}

export interface RouteSweep {
  t: TestApp;
  seen: SeenRoute[];
  /** A user every guard lets through: verified email, investor, admin and super-admin. */
  token: string;
}

/**
 * Both roles of a test app, built before the file's tests and closed after them, with the routes they
 * registered and a user every guard lets through, so what answers a request is the route's validation
 * or its handler, not a guard.
 */
export const useRouteSweep = (): RouteSweep =>
  useResource(
    async () => {
      const { built: t, seen } = await buildSeeingRoutes(() => createTestApp());
      const roles = ['investor', 'admin', 'super-admin'] as const;
      const { token } = await createSignedInUser(t, { roles: [...roles], investorId: '123456789012' });
      return { t, seen, token };
    },
    (sweep) => sweep.t.close(),
  );

/**
 * Sends one request to `route` as the sweep's user: from an address of its own (public routes are
 * rate limited per address), with a fresh Idempotency-Key where the route needs one.
 */
export function sendAs(
  token: string,
  route: SweptRoute,
  request: { url: string; payload?: InjectOptions['payload']; contentType?: string },
): Promise<LightMyRequestResponse> {
  return call(route.app, {
    method: route.method,
    url: request.url,
    token,
    remoteAddress: nextIp(),
    headers: {
      ...(route.idempotent && { 'idempotency-key': randomUUID() }),
      ...(request.contentType && { 'content-type': request.contentType }),
    },
    ...(request.payload !== undefined && { payload: request.payload }),
  });
}

/**
 * Every table's row count and a checksum of its rows, by `schema.table`: equal before and after a
 * sweep when it wrote, changed and deleted nothing.
 */
async function tableFingerprints(t: TestApp): Promise<Record<string, string>> {
  const { db } = t.context.database;
  const tables = (await db.execute(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  )) as { rows: { schema: string; name: string }[] };
  const counts = tables.rows.map(
    ({ schema, name }) =>
      sql`select ${`${schema}.${name}`} as name,
                 count(*) || ' rows ' || coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as fingerprint
          from ${sql.identifier(schema)}.${sql.identifier(name)} t`,
  );
  const result = (await db.execute(sql.join(counts, sql` union all `))) as {
    rows: { name: string; fingerprint: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.fingerprint]));
}

/** Runs `sweep` and returns the tables it wrote to (rows added, changed or deleted), by `schema.table`. */
export async function tablesWrittenBy(t: TestApp, sweep: () => Promise<void>): Promise<string[]> {
  const before = await tableFingerprints(t);
  await sweep();
  const after = await tableFingerprints(t);
  return Object.keys({ ...before, ...after }).filter((table) => after[table] !== before[table]);
}
