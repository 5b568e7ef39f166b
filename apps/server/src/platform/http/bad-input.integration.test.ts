import { randomUUID } from 'node:crypto';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildSeeingRoutes, methodsOf, type SeenRoute } from '../../../test/seen-routes';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInUser, nextIp } from '../../modules/auth/testing';

/**
 * ARCHITECTURE.md: bad input gets a clear 4xx in the error envelope, never a 500 and never a partial
 * write. This sweep sends malformed bodies, path ids, paging and filters to every route of both roles,
 * as a user every guard lets through (verified email, investor, admin and super-admin), so what answers
 * is the route's validation or its handler, not a guard. A 400 must name the field the input made
 * wrong: a schema that lets that field through would let it through on an otherwise valid request too.
 */

/** Routes whose input is not a JSON body, an id or paging, so these malformed inputs do not apply. */
const leftOut: Record<string, string> = {
  'POST /v1/circle/notifications': 'a provider webhook: its raw body is checked by signature, not by a schema',
  'POST /v1/fireblocks/webhook': 'a provider webhook: its raw body is checked by signature, not by a schema',
  'POST /v1/funding/webhook': 'a provider webhook: its raw body is checked by signature, not by a schema',
  'POST /v1/registration/kyc/callback': 'a provider webhook: its raw body is checked by signature, not by a schema',
  'POST /v1/changelly/fiat/callback': 'a provider webhook: its body is checked by signature, not by a schema',
  'POST /v1/transak/webhook': "a provider webhook: its body is the provider's signed message, not a schema's",
  'POST /v1/registration/documents': 'a multipart upload: registration-documents.integration.test.ts refuses bad parts',
  'GET /ws': 'a websocket upgrade: its input is messages on the socket, not an HTTP request',
};

/** Routes that take fields they do not declare, and why that is right for them. */
const acceptsUnknownFields: Record<string, string> = {
  'POST /v1/ibex/webhook': "the provider's payload carries fields this server does not read (transaction ...)",
};

/** Routes that create the object a path names when there is none, so an unknown one is no error. */
const createsMissing: Record<string, string> = {
  'PUT /api/currencies/:symbol': 'an administrator creates a market by putting its symbol',
};

/**
 * Routes that ask a provider this test platform does not connect: a well-formed id gets the
 * provider's 503, whatever the input (eth.integration.test.ts runs them against a node).
 */
const unconnected: Record<string, string> = {
  'GET /v1/eth/transaction/:id': 'no Ethereum node is connected here',
};

/** Path parameters that name one object by its id, so a well-formed id of nothing is a 404. */
const isIdParam = (name: string) => name === 'id' || name === 'account';

/** The statuses a refusal may have (API.md "Responses"). */
const refusals = [400, 401, 403, 404, 409, 413, 415, 422, 429];

/** Fills most of the 1 MiB body limit, so the field's own bound must refuse it (a bigger body is a 413). */
const hugeString = 'a'.repeat(1024 * 1024 - 1024);

const unknownField = 'unexpected_field';

/** JSON and URLs can carry U+0000; PostgreSQL text cannot, so it is bad input to refuse, not a query to fail. */
const withNul = 'a\u0000b';

interface JsonSchema {
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

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const typesOf = (schema: JsonSchema): string[] => {
  const own = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return [...own, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf)];
};

const formatSamples: Record<string, string> = {
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
function exampleOf(schema: z.ZodType): unknown {
  return candidates(jsonSchemaOf(schema)).find((value) => schema.safeParse(value).success);
}

/** The object a body schema describes (a nullish object is one of the branches), else null. */
function objectOf(schema: JsonSchema): JsonSchema | null {
  if (typesOf({ type: schema.type }).includes('object')) return schema;
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    const found = objectOf(branch);
    if (found) return found;
  }
  return null;
}

interface SweptRoute {
  app: FastifyInstance;
  method: HTTPMethods;
  url: string;
  idempotent: boolean;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
}

interface BadInput {
  label: string;
  url: string;
  payload?: string | object;
  contentType?: string;
  /** The fields a 400 must name: the ones this input made wrong. */
  fields: string[];
  /** A well-formed id of nothing: only 404 will do. */
  isMissingObject?: boolean;
}

const zodOf = (schema: unknown) => (schema instanceof z.ZodType ? schema : undefined);

function sweptRoutes(app: FastifyInstance): SweptRoute[] {
  return (
    seen
      .filter((entry) => entry.app === app)
      .flatMap(({ route }) => {
        const methods = methodsOf(route);
        const schema = (route.schema ?? {}) as Record<string, unknown>;
        return methods.map((method) => ({
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
      .filter((route) => !['HEAD', 'OPTIONS'].includes(route.method) && !leftOut[`${route.method} ${route.url}`])
  );
}

const withParams = (url: string, params: Record<string, unknown>) =>
  url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name])));

/** A query string of `values` (undefined ones left out). */
const queryOf = (values: Record<string, unknown>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
};

/** The malformed inputs that apply to `route`, each on an otherwise valid request where one can be built. */
function badInputs(route: SweptRoute): BadInput[] {
  const inputs: BadInput[] = [];
  const params = (route.params ? exampleOf(route.params) : {}) as Record<string, unknown> | undefined;
  const body = route.body ? exampleOf(route.body) : undefined;
  const query = (route.querystring ? exampleOf(route.querystring) : {}) as Record<string, unknown> | undefined;
  const url = withParams(route.url, params ?? {}) + queryOf(query ?? {});

  if (route.body) {
    const schema = route.body;
    if (!schema.safeParse(undefined).success) inputs.push({ label: 'no body', url, fields: [] });
    if (!schema.safeParse({}).success) inputs.push({ label: '{}', url, payload: {}, fields: [] });
    inputs.push({ label: 'a JSON array', url, payload: [], fields: [] });
    inputs.push({
      label: 'invalid JSON',
      url,
      payload: '{"broken": ',
      contentType: 'application/json',
      fields: [],
    });
    const object = objectOf(jsonSchemaOf(schema));
    if (object) {
      const fields = Object.entries(object.properties ?? {}).map(([name, field]) => ({ name, types: typesOf(field) }));
      const isNumber = (types: string[]) => types.includes('number') || types.includes('integer');
      const strings = fields.filter((field) => field.types.includes('string') && !isNumber(field.types));
      const numbers = fields.filter((field) => isNumber(field.types) && !field.types.includes('string'));
      if (strings.length + numbers.length > 0) {
        inputs.push({
          label: 'strings as numbers, numbers as strings',
          url,
          payload: Object.fromEntries([
            ...strings.map((field) => [field.name, 12345]),
            ...numbers.map((field) => [field.name, 'twelve']),
          ]),
          fields: [...strings, ...numbers].map((field) => field.name),
        });
      }
      for (const field of fields.filter((candidate) => candidate.types.includes('string'))) {
        inputs.push({
          label: `a 1 MB string in ${field.name}`,
          url,
          payload: { [field.name]: hugeString },
          fields: [field.name],
        });
        inputs.push({
          label: `a NUL character in ${field.name}`,
          url,
          payload: { [field.name]: withNul },
          fields: [field.name],
        });
      }
      if (!acceptsUnknownFields[`${route.method} ${route.url}`]) {
        inputs.push({
          label: `unknown field ${unknownField}`,
          url,
          payload: { [unknownField]: 'x' },
          fields: [unknownField],
        });
      }
    }
  }

  if (route.params && params) {
    const shape = jsonSchemaOf(route.params).properties ?? {};
    for (const [name, field] of Object.entries(shape)) {
      // Not an id at all, a negative one, one past the largest PostgreSQL integer, and one with a NUL.
      for (const value of ['not-an-id', '-1', '99999999999', withNul]) {
        inputs.push({
          label: `:${name}=${JSON.stringify(value)}`,
          url: withParams(route.url, { ...params, [name]: value }) + queryOf(query ?? {}),
          ...(body !== undefined && { payload: body as object }),
          fields: [],
        });
      }
      const key = `${route.method} ${route.url}`;
      // A choice from a closed list (a document type) names something that exists.
      if (field.enum || field.const !== undefined || createsMissing[key] || unconnected[key]) continue;
      const missing = [formatSamples.uuid, '2147483000', params[name]].find(
        (value) => route.params?.safeParse({ ...params, [name]: value }).success,
      );
      inputs.push({
        label: `:${name}=${String(missing)} (none such)`,
        url: withParams(route.url, { ...params, [name]: missing }) + queryOf(query ?? {}),
        ...(body !== undefined && { payload: body as object }),
        fields: [],
        // A code that is not an id (a currency, a market symbol) may be refused as invalid instead.
        isMissingObject: isIdParam(name),
      });
    }
  }

  if (route.querystring) {
    const shape = jsonSchemaOf(route.querystring).properties ?? {};
    const malformed: [string, string][] = [
      ['page', '-1'],
      ['page', 'abc'],
      ['limit', '100000'],
    ];
    // Beside paging, every filter that is a number, a choice or a date gets a value it cannot be.
    for (const [name, field] of Object.entries(shape)) {
      malformed.push([name, withNul]);
      if (name === 'page' || name === 'limit') continue;
      const types = typesOf(field);
      if (types.includes('number') || types.includes('integer')) malformed.push([name, 'abc']);
      else if (field.enum || field.format || (field.pattern && !new RegExp(field.pattern, 'u').test('not-a-choice'))) {
        malformed.push([name, 'not-a-choice']);
      }
    }
    for (const [name, value] of malformed.filter(([name]) => shape[name])) {
      inputs.push({
        label: `${name}=${JSON.stringify(value)}`,
        url: withParams(route.url, params ?? {}) + queryOf({ ...query, [name]: value }),
        fields: [name],
      });
    }
  }
  return inputs;
}

/** What is wrong with the answer to `input`, or null when it is a proper refusal. */
function fault(response: LightMyRequestResponse, input: BadInput): string | null {
  const status = response.statusCode;
  let body: { success?: unknown; message?: unknown; code?: unknown; errors?: Record<string, string[]> };
  try {
    body = response.json();
  } catch {
    return `${status} without a JSON body: ${response.body.slice(0, 120)}`;
  }
  const summary = `${status} ${String(body.code)} ${String(body.message)}`.slice(0, 200);
  if (!refusals.includes(status)) return summary;
  if (
    body.success !== false ||
    typeof body.message !== 'string' ||
    body.message === '' ||
    typeof body.code !== 'string'
  ) {
    return `${status} outside the error envelope: ${response.body.slice(0, 120)}`;
  }
  if (input.isMissingObject && status !== 404) return `${summary} (expected 404)`;
  if (status === 400 && body.code === 'VALIDATION') {
    const named = Object.keys(body.errors ?? {});
    const unnamed = input.fields.filter((field) => !named.some((key) => key === field || key.startsWith(`${field}.`)));
    if (unnamed.length > 0) return `400 that does not refuse ${unnamed.join(', ')} (it names ${named.join(', ')})`;
  }
  return null;
}

let t: TestApp;
let seen: SeenRoute[];
let token: string;
beforeAll(async () => {
  ({ built: t, seen } = await buildSeeingRoutes(() => createTestApp()));
  const investorId = '123456789012';
  ({ token } = await createSignedInUser(t, { roles: ['investor', 'admin', 'super-admin'], investorId }));
});
afterAll(async () => {
  await t.close();
});

describe('malformed input', () => {
  it.each(['api', 'trading'] as const)(
    'every route of the %s role refuses it with a 4xx in the error envelope',
    async (role) => {
      const routes = sweptRoutes(role === 'api' ? t.api : t.trading);
      expect(routes.length).toBeGreaterThan(5);
      const offenders: string[] = [];
      let sent = 0;
      for (const route of routes) {
        for (const input of badInputs(route)) {
          sent += 1;
          const response = await call(route.app, {
            method: route.method,
            url: input.url,
            token,
            // Public routes are rate limited per address: each request comes from its own.
            remoteAddress: nextIp(),
            headers: {
              ...(route.idempotent && { 'idempotency-key': randomUUID() }),
              ...(input.contentType && { 'content-type': input.contentType }),
            },
            ...(input.payload !== undefined && { payload: input.payload }),
          });
          const problem = fault(response, input);
          if (problem) offenders.push(`${route.method} ${route.url} ${input.label} → ${problem}`);
        }
      }
      expect(sent).toBeGreaterThan(routes.length);
      expect(offenders).toEqual([]);
    },
  );

  it('builds a well-formed path, and body beside it, for every route whose ids it varies', () => {
    const routes = [...sweptRoutes(t.api), ...sweptRoutes(t.trading)];
    const unexampled = routes
      .filter((route) => route.params && (!exampleOf(route.params) || (route.body && !exampleOf(route.body))))
      .map((route) => `${route.method} ${route.url}`);
    expect(unexampled).toEqual([]);
  });

  it('makes exceptions only for routes that exist', () => {
    const routes = new Set(seen.flatMap(({ route }) => methodsOf(route).map((method) => `${method} ${route.url}`)));
    const excepted = [leftOut, acceptsUnknownFields, createsMissing, unconnected].flatMap(Object.keys);
    expect(excepted.filter((route) => !routes.has(route))).toEqual([]);
  });
});
