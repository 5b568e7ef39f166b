import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  exampleOf,
  formatSamples,
  hugeString,
  jsonSchemaOf,
  objectOf,
  queryOf,
  refusalFault,
  routeKey,
  type SweptRoute,
  sendAs,
  sweptRoutes,
  tablesWrittenBy,
  typesOf,
  unknownExceptions,
  useRouteSweep,
  withNul,
  withParams,
} from '../../../test/route-sweep';

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
  'POST /v1/admin/offerings/:id/documents':
    'a multipart upload: offering-documents.integration.test.ts refuses bad parts',
  'POST /v1/ihq/domains/assets': 'a multipart upload: domain-assets.integration.test.ts refuses bad parts',
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

/**
 * Tables a refusal writes on purpose, and why: the sweep's other writes would be partial writes of
 * bad input.
 */
const writtenByRefusals: Record<string, string> = {
  'public.idempotency_requests':
    'an idempotent route whose handler refuses (404 for an id of nothing) keeps that answer for the key, so a retry gets the same refusal (idempotency.ts)',
};

/** Path parameters that name one object by its id, so a well-formed id of nothing is a 404. */
const isIdParam = (name: string) => name === 'id' || name === 'account';

const unknownField = 'unexpected_field';

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
      if (!acceptsUnknownFields[routeKey(route)]) {
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
      const key = routeKey(route);
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
  const refusal = refusalFault(response);
  if (refusal.problem !== null) return refusal.problem;
  const { body } = refusal;
  const status = response.statusCode;
  if (input.isMissingObject && status !== 404)
    return `${status} ${String(body.code)} ${String(body.message)} (expected 404)`;
  if (status === 400 && body.code === 'VALIDATION') {
    const named = Object.keys(body.errors ?? {});
    const unnamed = input.fields.filter((field) => !named.some((key) => key === field || key.startsWith(`${field}.`)));
    if (unnamed.length > 0) return `400 that does not refuse ${unnamed.join(', ')} (it names ${named.join(', ')})`;
  }
  return null;
}

const sweep = useRouteSweep();

describe('malformed input', () => {
  it.each(['api', 'trading'] as const)(
    'every route of the %s role refuses it with a 4xx in the error envelope and writes nothing',
    async (role) => {
      const routes = sweptRoutes(sweep.seen, role === 'api' ? sweep.t.api : sweep.t.trading, leftOut);
      expect(routes.length).toBeGreaterThan(5);
      const offenders: string[] = [];
      let sent = 0;
      const written = await tablesWrittenBy(sweep.t, async () => {
        for (const route of routes) {
          for (const input of badInputs(route)) {
            sent += 1;
            const response = await sendAs(sweep.token, route, input);
            const problem = fault(response, input);
            if (problem) offenders.push(`${routeKey(route)} ${input.label} → ${problem}`);
          }
        }
      });
      expect(sent).toBeGreaterThan(routes.length);
      const changed = written.filter((table) => !writtenByRefusals[table]);
      expect({ offenders, changed }).toEqual({ offenders: [], changed: [] });
    },
  );

  it('builds a well-formed path, and body beside it, for every route whose ids it varies', () => {
    const routes = [
      ...sweptRoutes(sweep.seen, sweep.t.api, leftOut),
      ...sweptRoutes(sweep.seen, sweep.t.trading, leftOut),
    ];
    const unexampled = routes
      .filter((route) => route.params && (!exampleOf(route.params) || (route.body && !exampleOf(route.body))))
      .map(routeKey);
    expect(unexampled).toEqual([]);
  });

  it('makes exceptions only for routes that exist', () => {
    expect(unknownExceptions(sweep.seen, [leftOut, acceptsUnknownFields, createsMissing, unconnected])).toEqual([]);
  });
});
