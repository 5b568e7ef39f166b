import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { call, createTestApp, useTestApp } from '../../../test/test-app';
import { nextIp } from '../../modules/auth/testing';

const t = useTestApp({}, async () => {
  await t.createTenant('partner.test', 'Partner');
});

describe('the HTTP envelope', () => {
  it('answers malformed JSON with a 400 in the envelope', async () => {
    const response = await call(t.api, {
      method: 'POST',
      url: '/v1/ihq/domains/settings',
      headers: { 'content-type': 'application/json' },
      payload: '{"company_name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION', message: 'Malformed JSON body' });
  });

  it('refuses JSON nested past 32 levels with a 400 in the envelope, signed out, on either host', async () => {
    for (const [app, url] of [
      [t.api, '/v1/forgot-password'],
      [t.trading, '/api/orders'],
    ] as const) {
      for (const depth of [33, 5_000, 200_000]) {
        const response = await call(app, {
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
        });
        expect(response.statusCode, `${url} at depth ${depth}`).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          code: 'VALIDATION',
          errors: { _: ['The JSON body nests arrays and objects deeper than 32 levels'] },
        });
      }
    }
  });

  it.each([
    ['a NUL character', 'a\u0000b', 'Text may not contain the NUL character'],
    ['a lone surrogate', 'a\ud800b', 'Text may not contain half of a surrogate pair (it is not valid Unicode)'],
  ])('finds %s however deep within the bound it is, and names its field', async (_label, text, message) => {
    const deep = (depth: number): unknown => (depth === 0 ? text : { inner: deep(depth - 1) });
    const response = await call(t.api, {
      method: 'POST',
      url: '/v1/forgot-password',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: deep(30) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [`email${'.inner'.repeat(30)}`]: [message] });
  });

  it("lets a surrogate pair (an emoji) through to the field's own rules", async () => {
    const response = await call(t.api, {
      method: 'POST',
      url: '/v1/forgot-password',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: '\ud83d\ude00' }),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json().errors).flat()).not.toContain(
      'Text may not contain half of a surrogate pair (it is not valid Unicode)',
    );
  });

  it('names fields called constructor and prototype in the envelope like any unknown field', async () => {
    const response = await call(t.api, {
      method: 'POST',
      url: '/v1/forgot-password',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"someone@example.test","constructor":1,"prototype":{"isAdmin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION',
      message: 'Unknown field',
      errors: { constructor: ['Unknown field'], prototype: ['Unknown field'] },
    });
  });

  it('answers a malformed percent-encoding or an over-long parameter in the path with a 400 in the envelope', async () => {
    for (const [method, url] of [
      ['GET', '/v1/provinces/%ED%A0%80'],
      ['GET', '/v1/provinces/%zz'],
      ['GET', '/v1/provinces/%'],
      ['POST', `/v1/bookmark/${'a'.repeat(300)}`],
    ] as const) {
      const response = await call(t.api, { method, url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ success: false, code: 'VALIDATION' });
    }
  });

  it("answers headers and URLs past Node's limit in the envelope, before any route", async () => {
    await t.api.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.api.server.address() as AddressInfo;
    for (const [label, url, headers] of [
      ['a 65 KB header', '/v1/me', { 'x-padding': 'a'.repeat(65 * 1024) }],
      ['a 100 KB query string', `/v1/countries?q=${'a'.repeat(100 * 1024)}`, {}],
    ] as const) {
      const response = await fetch(`http://127.0.0.1:${port}${url}`, { headers });
      expect(response.status, label).toBe(431);
      expect(await response.json(), label).toEqual({
        success: false,
        message: 'The request headers or URL are too large',
        code: 'VALIDATION',
      });
    }
  });

  it('refuses a body over the size limit', async () => {
    const response = await call(t.api, {
      method: 'POST',
      url: '/v1/ihq/domains/settings',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ company_name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: 'Request body is too large' });
  });

  it('echoes a well-formed request id and makes one up otherwise', async () => {
    const given = await call(t.api, { method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-12345678' } });
    expect(given.headers['x-request-id']).toBe('abc-12345678');
    const made = await call(t.api, { method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id <script>' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document', async () => {
    const response = await call(t.api, { method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/v1/ihq/domains/settings');
  });

  it('serves no /docs on either host when API_DOCS is off: an unknown route to anyone signed out', async () => {
    const closed = await createTestApp({ env: { API_DOCS: 'off' } });
    try {
      for (const app of [closed.api, closed.trading]) {
        for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
          const response = await call(app, { method: 'GET', url });
          expect([401, 404], url).toContain(response.statusCode);
          expect(response.json()).toMatchObject({ success: false });
        }
      }
    } finally {
      await closed.close();
    }
  });
});

describe('CORS', () => {
  it("allows a tenant's origin", async () => {
    const response = await call(t.api, {
      method: 'OPTIONS',
      url: '/v1/ihq/domains/settings',
      host: 'partner.test',
      headers: { 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://partner.test');
  });

  it('does not allow an origin that belongs to no tenant', async () => {
    const response = await call(t.api, {
      method: 'OPTIONS',
      url: '/v1/ihq/domains/settings',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
