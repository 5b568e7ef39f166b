import { domainAssetsPath, maxDomainAssetBytes } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { elfBytes, multipart, pngBytes } from '../../onboarding/testing';

const otherHost = 'domain-assets-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Brand Domain' } });

const plainSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#2f6fed"/></svg>',
);
const scriptedSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><rect width="4" height="4"/></svg>',
);
/** An icon file's header (one 16×16 image) and its bytes. */
const icoBytes = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]), Buffer.alloc(120, 0)]);
/** A WebP's RIFF header and the start of a lossless frame. */
const webpBytes = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.from([13, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]),
]);

type Caller = { token: string };
const newSuperAdmin = (host?: string) => createSignedInUser(t, { roles: ['super-admin'], host });

function upload(
  caller: Caller | null,
  options: { fields?: Record<string, string>; bytes?: Buffer | null; type?: string; host?: string } = {},
) {
  const bytes = options.bytes === undefined ? pngBytes : options.bytes;
  const body = multipart(
    options.fields ?? { purpose: 'logo' },
    bytes ? [{ name: 'logo.png', type: options.type ?? 'image/png', bytes }] : [],
  );
  return call(t.api, {
    method: 'POST',
    url: '/v1/ihq/domains/assets',
    host: options.host,
    ...(caller && { token: caller.token }),
    payload: body.payload,
    headers: body.headers,
  });
}

const served = (url: string, host?: string) => call(t.api, { method: 'GET', url, host });

async function uploadsInTrail(caller: Caller, host?: string): Promise<number> {
  const trail = await call(t.api, { method: 'GET', url: '/v1/admin/audit?limit=1000', token: caller.token, host });
  return trail.json().payload.items.filter((entry: { action: string }) => entry.action === 'domain.asset').length;
}

describe("a domain's logo and favicon", () => {
  it('stores a PNG logo, serves its bytes for good, lets the settings hold it and records the upload', async () => {
    const admin = await newSuperAdmin();
    const response = await upload(admin);
    expect(response.statusCode, response.body).toBe(200);
    const asset = response.json().payload;
    expect(asset).toEqual({
      url: expect.stringMatching(/^\/v1\/ihq\/domains\/assets\/[0-9a-f-]{36}\.[0-9a-f]{16}\.png$/),
      purpose: 'logo',
      content_type: 'image/png',
      size_bytes: pngBytes.length,
    });

    const file = await served(asset.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pngBytes)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');

    const saved = await call(t.api, {
      method: 'POST',
      url: '/v1/ihq/domains/settings',
      token: admin.token,
      payload: { theme_config: { logo: asset.url, favicon: asset.url } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const settings = await call(t.api, { method: 'GET', url: '/v1/ihq/domains/settings' });
    expect(settings.json().payload).toMatchObject({ favicon: asset.url, theme_config: { logo: asset.url } });
    const page = await call(t.api, { method: 'GET', url: '/sign-in' });
    expect(page.body).toContain(`<link rel="icon" href="${asset.url}" />`);

    const trail = await call(t.api, { method: 'GET', url: '/v1/admin/audit?limit=2', token: admin.token });
    const [settingsEntry, uploadEntry] = trail.json().payload.items;
    expect(settingsEntry).toMatchObject({ action: 'domain.settings' });
    expect(uploadEntry).toMatchObject({
      action: 'domain.asset',
      object_kind: 'domain',
      object_id: admin.tenantId,
      actor_user_id: admin.id,
      after: { ...asset, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
  });

  it.each([
    ['a plain SVG', plainSvg, 'image/svg+xml', 'svg'],
    ['an ICO', icoBytes, 'image/x-icon', 'ico'],
    ['a WebP', webpBytes, 'image/webp', 'webp'],
  ])('takes %s as a favicon and serves it with its content type', async (_label, bytes, contentType, format) => {
    const admin = await newSuperAdmin();
    const response = await upload(admin, { fields: { purpose: 'favicon' }, bytes, type: 'application/octet-stream' });
    expect(response.statusCode, response.body).toBe(200);
    const asset = response.json().payload;
    expect(asset).toMatchObject({ purpose: 'favicon', content_type: contentType });
    expect(asset.url.endsWith(`.${format}`)).toBe(true);
    const file = await served(asset.url);
    expect(file.headers['content-type']).toBe(contentType);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses an SVG that carries script, a renamed executable, an empty upload and bad fields, and stores nothing', async () => {
    const admin = await newSuperAdmin();
    const before = await uploadsInTrail(admin);
    const scripted = await upload(admin, { bytes: scriptedSvg, type: 'image/svg+xml' });
    expect(scripted.statusCode).toBe(400);
    expect(scripted.json().errors.file[0]).toMatch(/^This SVG holds more than a drawing/);
    const executable = await upload(admin, { bytes: elfBytes, type: 'image/png' });
    expect(executable.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { file: ['Use a PNG, WebP, ICO or SVG image'] },
    });
    expect((await upload(admin, { bytes: null })).json().errors).toEqual({ file: ['Choose an image to upload'] });
    expect((await upload(admin, { fields: {} })).json().errors).toEqual({
      purpose: ['Say whether the image is the logo or the favicon'],
    });
    expect((await upload(admin, { fields: { purpose: 'logo', owner: 'me' } })).json().errors).toEqual({
      owner: ['Unknown field'],
    });
    const json = await call(t.api, {
      method: 'POST',
      url: '/v1/ihq/domains/assets',
      token: admin.token,
      payload: { purpose: 'logo' },
    });
    expect(json.statusCode).toBe(400);
    const text = await call(t.api, {
      method: 'POST',
      url: '/v1/ihq/domains/assets',
      token: admin.token,
      payload: 'logo',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toEqual({ file: ['Send the document as multipart/form-data'] });
    expect(await uploadsInTrail(admin)).toBe(before);
  });

  it(`refuses an image over ${maxDomainAssetBytes / 1024} KB with 413`, async () => {
    const admin = await newSuperAdmin();
    const large = Buffer.concat([pngBytes, Buffer.alloc(maxDomainAssetBytes, 0)]);
    const response = await upload(admin, { bytes: large });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('lets super-administrators alone upload: administrators and investors get 403, visitors 401', async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const investor = await createSignedInUser(t);
    const superAdmin = await newSuperAdmin();
    const before = await uploadsInTrail(superAdmin);
    expect((await upload(admin)).statusCode).toBe(403);
    expect((await upload(investor)).statusCode).toBe(403);
    expect((await upload(null)).statusCode).toBe(401);
    expect(await uploadsInTrail(superAdmin)).toBe(before);
  });

  it("records an upload in its own domain's trail, not another's", async () => {
    const mine = await newSuperAdmin(otherHost);
    const theirs = await newSuperAdmin();
    const before = await uploadsInTrail(theirs);
    expect((await upload(mine, { host: otherHost })).statusCode).toBe(200);
    expect(await uploadsInTrail(theirs)).toBe(before);
    expect(await uploadsInTrail(mine, otherHost)).toBeGreaterThan(0);
  });

  it('serves nothing under a name that is not the stored image’s own', async () => {
    const admin = await newSuperAdmin();
    const { url } = (await upload(admin)).json().payload as { url: string };
    const name = url.slice(domainAssetsPath.length + 1);
    const [id, hash] = name.split('.') as [string, string];
    for (const other of [
      `${id}.${'0'.repeat(16)}.png`,
      `${id}.${hash}.svg`,
      `00000000-0000-4000-8000-000000000000.${hash}.png`,
      `${id}.${hash}.png/..`,
      `..%2f..%2fpackage.json`,
      '',
    ]) {
      const response = await served(`${domainAssetsPath}/${other}`);
      expect(response.statusCode, other).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('takes stored images for the logo and favicon only, and no other path on the host', async () => {
    const admin = await newSuperAdmin();
    const { url } = (await upload(admin)).json().payload as { url: string };
    const save = (theme_config: Record<string, string>) =>
      call(t.api, { method: 'POST', url: '/v1/ihq/domains/settings', token: admin.token, payload: { theme_config } });
    expect((await save({ social_media_image: url })).statusCode).toBe(400);
    for (const logo of [`${domainAssetsPath}/../../admin`, '/v1/admin/audit', 'http://cdn.example/logo.png']) {
      const refused = await save({ logo });
      expect(refused.statusCode, logo).toBe(400);
      expect(refused.json().errors['theme_config.logo']).toEqual(['Invalid URL']);
    }
    expect((await save({ logo: 'https://cdn.example/logo.png' })).statusCode).toBe(200);
  });
});
