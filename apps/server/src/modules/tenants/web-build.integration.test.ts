import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { themeColorFields } from '@invest/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { call, defaultTestHost, useTestApp } from '../../../test/test-app';

const dist = mkdtempSync(join(tmpdir(), 'invest-web-dist-'));

/** A build as `vite build` leaves it: index.html naming its bundle, the bundle precompressed, a favicon, the manifest. */
function writeBuild(bundle: { name: string; code: string }) {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><title>Investing</title><!--app-head-->` +
      `<script type="module" src="/assets/${bundle.name}"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dist, 'assets', bundle.name), bundle.code);
  writeFileSync(join(dist, 'assets', `${bundle.name}.br`), brotliCompressSync(bundle.code));
  writeFileSync(join(dist, 'assets', `${bundle.name}.gz`), gzipSync(bundle.code));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
}

const firstBuild = { name: 'index-AbC123.js', code: `console.log(${JSON.stringify('first build '.repeat(200))});` };
const secondBuild = { name: 'index-XyZ98765.js', code: `console.log(${JSON.stringify('second build '.repeat(200))});` };
writeBuild(firstBuild);

/** A domain dressed as a real one (a description and a full theme), so its page is as large as theirs. */
const t = useTestApp({ env: { WEB_DIST: dist } }, async () => {
  const { id } = await t.context.tenants.resolveTenant(defaultTestHost);
  await t.context.tenants.updateSettings(id, {
    theme_config: {
      ...Object.fromEntries(themeColorFields.map((field) => [field, '#1f2a44'])),
      website_description: 'Invest in private companies and trade their shares, from your first deposit on.',
    },
  });
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) => call(t.api, { method: 'GET', url, headers });

describe('the built files', () => {
  it('sends a hashed bundle precompressed in the encoding the client prefers, to be cached for good', async () => {
    const brotli = await get(`/assets/${firstBuild.name}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers.etag).toBeTruthy();
    expect(brotli.headers['last-modified']).toBeTruthy();
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(firstBuild.code);

    const gzip = await get(`/assets/${firstBuild.name}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(firstBuild.code);

    const plain = await get(`/assets/${firstBuild.name}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(firstBuild.code);
  });

  it("sends a bundle with a file's headers alone: no page policy, no CORS, as the page still has", async () => {
    const origin = `http://${defaultTestHost}`;
    const bundle = await get(`/assets/${firstBuild.name}`, { 'accept-encoding': 'br', origin });
    expect(bundle.headers['x-content-type-options']).toBe('nosniff');
    expect(bundle.headers['cross-origin-resource-policy']).toBe('same-origin');
    const pageOnly = Object.keys(bundle.headers).filter(
      (name) =>
        /^(content-security-policy|x-frame-options|strict-transport-security)$/.test(name) ||
        name.startsWith('access-control-'),
    );
    expect(pageOnly).toEqual([]);

    const page = await get('/sign-in', { origin });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBeTruthy();
  });

  it('answers a revalidation of an unchanged file with 304 and no body', async () => {
    const first = await get(`/assets/${firstBuild.name}`, { 'accept-encoding': 'br' });
    const again = await get(`/assets/${firstBuild.name}`, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends a file the build does not rename with its type, a validator and a short cache', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.etag).toBeTruthy();
  });

  it.each([
    ['a bundle an earlier build deleted', '/assets/index-OLD.js'],
    ['a file that was never built', '/logo.png'],
    ["the build's own records", '/.vite/manifest.json'],
    ['a path out of the assets folder', '/assets/..%2f..%2findex.html'],
    ['a path out of the build', '/..%2f..%2fpackage.json'],
  ])('answers %s with 404 in the envelope, signed out', async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe("the domain's pages", () => {
  it('sends a page compressed when the client accepts it, to be revalidated on every visit', async () => {
    const compressed = await get('/sign-in', { 'accept-encoding': 'br, gzip' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(compressed.headers.vary).toContain('accept-encoding');
    const html = brotliDecompressSync(compressed.rawPayload).toString();
    expect(html).toContain('<title>Main Test</title>');
    expect(html).toContain(`/assets/${firstBuild.name}`);

    const plain = await get('/sign-in');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toContain('<title>Main Test</title>');
  });

  it('renders /index.html as a page, not the raw template', async () => {
    const response = await get('/index.html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Main Test</title>');
    expect(response.body).not.toContain('<!--app-head-->');
  });

  it('serves the build on disk: after a rebuild, the new page and bundle, and the old bundle is gone', async () => {
    expect((await get('/')).body).toContain(`/assets/${firstBuild.name}`);
    writeBuild(secondBuild);
    const page = await get('/');
    expect(page.body).toContain(`/assets/${secondBuild.name}`);
    expect(page.body).not.toContain(firstBuild.name);
    expect((await get(`/assets/${secondBuild.name}`)).body).toBe(secondBuild.code);
    expect((await get(`/assets/${firstBuild.name}`)).statusCode).toBe(404);
  });
});
