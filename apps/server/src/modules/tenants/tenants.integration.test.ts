import { describe, expect, it } from 'vitest';
import { call, defaultTestHost, useTestApp } from '../../../test/test-app';
import { createSignedInUser } from '../auth/testing';

const t = useTestApp();

describe('domain settings', () => {
  it("answers each host with its own domain's settings", async () => {
    await t.createTenant('alpha.test', 'Alpha Capital');
    await t.context.tenants.updateSettings((await t.context.tenants.resolveTenant('alpha.test')).id, {
      theme_config: { page_background_color: '#101010' },
    });
    const alpha = await call(t.api, { method: 'GET', url: '/v1/ihq/domains/settings', host: 'alpha.test' });
    const main = await call(t.api, { method: 'GET', url: '/v1/ihq/domains/settings' });
    expect(alpha.statusCode).toBe(200);
    expect(alpha.json()).toMatchObject({
      success: true,
      payload: { company_name: 'Alpha Capital', theme_config: { page_background_color: '#101010' } },
    });
    expect(main.json().payload.company_name).toBe('Main Test');
  });

  it('gives an unknown host the default domain', async () => {
    const response = await call(t.api, { method: 'GET', url: '/v1/ihq/domains/settings', host: 'nobody.example' });
    expect(response.json().payload.company_name).toBe('Main Test');
  });

  it('uses the default terms URL when none is configured', async () => {
    const response = await call(t.api, { method: 'GET', url: '/v1/ihq/domains/settings' });
    expect(response.json().payload.terms_url).toBe('/legal/terms');
  });

  it('refuses a settings change without a signed-in super-admin', async () => {
    const response = await call(t.api, {
      method: 'POST',
      url: '/v1/ihq/domains/settings',
      payload: { company_name: 'Hijacked' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const after = await call(t.api, { method: 'GET', url: '/v1/ihq/domains/settings' });
    expect(after.json().payload.company_name).toBe('Main Test');
  });

  it('lets a super-admin change the settings', async () => {
    const { token } = await createSignedInUser(t, { roles: ['super-admin'] });
    const response = await call(t.api, {
      method: 'POST',
      url: '/v1/ihq/domains/settings',
      token,
      payload: { theme_config: { link_color: '#8ab4ff', website_title: 'Main & Co' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      payload: { theme_config: { link_color: '#8ab4ff', website_title: 'Main & Co' } },
    });
    const after = await call(t.api, { method: 'GET', url: '/v1/ihq/domains/settings' });
    expect(after.json().payload.theme_config.link_color).toBe('#8ab4ff');

    const trail = await call(t.api, { method: 'GET', url: '/v1/admin/audit?limit=1', token });
    expect(trail.statusCode, trail.body).toBe(200);
    const [entry] = trail.json().payload.items;
    expect(entry).toMatchObject({
      action: 'domain.settings',
      object_kind: 'domain',
      after: { theme_config: { link_color: '#8ab4ff', website_title: 'Main & Co' } },
    });
    expect(entry.before.theme_config.link_color).not.toBe('#8ab4ff');
  });

  it('refuses a theme whose text would be hard to read, naming each pair and its ratio, and changes nothing', async () => {
    const { token } = await createSignedInUser(t, { roles: ['super-admin'] });
    const before = (await call(t.api, { method: 'GET', url: '/v1/ihq/domains/settings' })).json().payload;
    const response = await call(t.api, {
      method: 'POST',
      url: '/v1/ihq/domains/settings',
      token,
      payload: {
        theme_config: { main_background_color: '#111a2e', link_color: '#4f8cff', negative_font_color: '#b91c1c' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION',
      message:
        'Text would be hard to read (text needs at least 4.5:1): ' +
        'link_color #4f8cff on main_background_color #111a2e tinted 14% with link_color is 4.42:1; ' +
        'negative_font_color #b91c1c on page_background_color #0b1016 is 2.95:1; ' +
        'negative_font_color #b91c1c on main_background_color #111a2e is 2.68:1',
      errors: {
        theme_config: [expect.stringMatching(/^Text would be hard to read/)],
        'theme_config.link_color': [
          'link_color #4f8cff on main_background_color #111a2e tinted 14% with link_color is 4.42:1; text needs at least 4.5:1',
        ],
        'theme_config.negative_font_color': [
          'negative_font_color #b91c1c on page_background_color #0b1016 is 2.95:1; text needs at least 4.5:1',
          'negative_font_color #b91c1c on main_background_color #111a2e is 2.68:1; text needs at least 4.5:1',
        ],
      },
    });
    const after = (await call(t.api, { method: 'GET', url: '/v1/ihq/domains/settings' })).json().payload;
    expect(after).toEqual(before);
  });

  it('refuses a settings change by an investor', async () => {
    const { token } = await createSignedInUser(t, { roles: ['investor'] });
    const response = await call(t.api, {
      method: 'POST',
      url: '/v1/ihq/domains/settings',
      token,
      payload: { company_name: 'Hijacked' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const after = await call(t.api, { method: 'GET', url: '/v1/ihq/domains/settings' });
    expect(after.json().payload.company_name).toBe('Main Test');
  });

  it.each([
    ['a colour that smuggles CSS', { theme_config: { link_color: 'red;}body{display:none' } }],
    ['a javascript: URL', { theme_config: { favicon: 'javascript:alert(1)' } }],
    ['a plain http URL', { terms_url: 'http://terms.example/terms' }],
    ['a script in the title', { theme_config: { website_title: '<script>alert(1)</script>' } }],
    ['an unknown field', { company_name: 'Renamed', is_default: true }],
    [
      'a receiving bank account with neither an account number nor an IBAN',
      { bank_account: { beneficiary_name: 'Funds', bank_name: 'Bank', swift_code: 'DEUTDEFF', bank_address: 'Here' } },
    ],
    [
      'a receiving bank account whose routing number fails its checksum',
      {
        bank_account: {
          beneficiary_name: 'Funds',
          bank_name: 'Bank',
          account_number: '000123456789',
          routing_number: '123456789',
          bank_address: 'Here',
        },
      },
    ],
  ])('refuses %s from a super-admin and changes nothing', async (_label, payload) => {
    const { token } = await createSignedInUser(t, { roles: ['super-admin'] });
    const before = (await call(t.api, { method: 'GET', url: '/v1/ihq/domains/settings' })).json().payload;
    const response = await call(t.api, { method: 'POST', url: '/v1/ihq/domains/settings', token, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    const after = (await call(t.api, { method: 'GET', url: '/v1/ihq/domains/settings' })).json().payload;
    expect(after).toEqual(before);
  });

  it("keeps the domain's receiving bank account out of its public settings", async () => {
    const { token } = await createSignedInUser(t, { roles: ['super-admin'] });
    const bank_account = {
      beneficiary_name: 'Main Test Client Funds',
      bank_name: 'First Test Bank',
      account_number: '000123456789',
      routing_number: '123456780',
      bank_address: '1 Test Plaza, New York, NY 10001',
    };
    const response = await call(t.api, {
      method: 'POST',
      url: '/v1/ihq/domains/settings',
      token,
      payload: { bank_account },
    });
    expect(response.statusCode, response.body).toBe(200);
    const main = await t.context.tenants.findDefaultTenant();
    expect(main?.bankAccount).toEqual(bank_account);
    const publicSettings = await call(t.api, { method: 'GET', url: '/v1/ihq/domains/settings' });
    expect(publicSettings.body).not.toContain('000123456789');
  });

  it('lists the domains with their primary host', async () => {
    const response = await call(t.api, { method: 'GET', url: '/v1/domains' });
    const hosts = response.json().payload.items.map((item: { host: string }) => item.host);
    expect(hosts).toContain(defaultTestHost);
  });
});

describe('the tenant page', () => {
  it("renders each domain's title, meta tags and theme into index.html", async () => {
    const id = await t.createTenant('beta.test', 'Beta & Sons');
    await t.context.tenants.updateSettings(id, {
      theme_config: { website_title: 'Beta <Invest>', link_color: '#ff0000', favicon: 'https://cdn.example/b.ico' },
      meta_tags: [{ property: 'og:site_name', content: 'Beta "quoted"' }],
    });
    const response = await call(t.api, { method: 'GET', url: '/dashboard', host: 'beta.test' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Beta &lt;Invest&gt;</title>');
    expect(response.body).toContain('--link-color:#ff0000;');
    expect(response.body).toContain('<link rel="icon" href="https://cdn.example/b.ico" />');
    expect(response.body).toContain('<meta property="og:site_name" content="Beta &quot;quoted&quot;" />');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-src 'self' blob:");
    const connectSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('connect-src'));
    expect(connectSrc).toBe("connect-src 'self' http://*:3001 https://*:3001 ws://*:3001 wss://*:3001");
  });

  it('carries the domain settings the API answers, so the first screen needs no request for them', async () => {
    const id = await t.createTenant('settings.test', 'Gamma </script><b>');
    await t.context.tenants.updateSettings(id, { theme_config: { page_background_color: '#0a0a0a' } });
    const page = await call(t.api, { method: 'GET', url: '/sign-in', host: 'settings.test' });
    const settings = await call(t.api, { method: 'GET', url: '/v1/ihq/domains/settings', host: 'settings.test' });
    const configText = /<script id="app-config" type="application\/json">([^<]*)<\/script>/.exec(page.body)?.[1];
    expect(configText).toBeDefined();
    expect(JSON.parse(configText ?? '{}').settings).toEqual(settings.json().payload);
  });

  it("admits only the page's own style elements: the theme carries the response's nonce", async () => {
    const page = async () => {
      const response = await call(t.api, { method: 'GET', url: '/markets' });
      const policy = String(response.headers['content-security-policy']).split(';');
      const styleSrc = policy.find((directive) => directive.startsWith('style-src '));
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(styleSrc ?? '')?.[1];
      return { body: response.body, policy, styleSrc, nonce };
    };
    const first = await page();
    expect(first.styleSrc).not.toContain("'unsafe-inline'");
    expect(first.policy).toContain("style-src-attr 'unsafe-inline'");
    expect(first.body).toContain(`<style id="tenant-theme" nonce="${first.nonce}">`);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${first.nonce}" />`);
    expect((await page()).nonce).not.toBe(first.nonce);
  });

  it('names an empty icon for a domain without a favicon, so no browser asks for /favicon.ico', async () => {
    const response = await call(t.api, { method: 'GET', url: '/sign-in' });
    expect(response.body).toContain('<link rel="icon" href="data:," />');
    expect((await call(t.api, { method: 'GET', url: '/favicon.ico' })).statusCode).toBe(404);
  });

  it('answers an unknown API path with the JSON envelope, not the page', async () => {
    const response = await call(t.api, { method: 'GET', url: '/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('does not serve files outside the web app folder', async () => {
    const response = await call(t.api, { method: 'GET', url: '/..%2f..%2fpackage.json' });
    expect(response.body).not.toContain('"workspaces"');
  });
});

describe('robots.txt', () => {
  it("answers each domain's crawlers on its own host: its public pages yes, the API and private pages no", async () => {
    await t.createTenant('gamma.test', 'Gamma Capital');
    const response = await call(t.api, { method: 'GET', url: '/robots.txt', host: 'gamma.test' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.trimEnd().split('\n');
    expect(lines[0]).toBe('# Gamma Capital');
    expect(lines.slice(1, 3)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of [
      '/v1/',
      '/api/',
      '/docs',
      '/ws',
      '/dashboard',
      '/trading',
      '/funding',
      '/account/',
      '/admin/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(response.body).not.toMatch(/Disallow: \/(sign-in|sign-up|legal)?$/m);
    expect((await call(t.api, { method: 'GET', url: '/robots.txt' })).body).toContain('# Main Test');
  });

  it('holds only lines a robots.txt parser knows (RFC 9309): groups, rules with a path, comments', async () => {
    const response = await call(t.api, { method: 'GET', url: '/robots.txt' });
    for (const line of response.body.trimEnd().split('\n')) {
      expect(line).toMatch(/^(#.*|User-agent: \S+|(Allow|Disallow): \/\S*)$/);
    }
  });
});

describe('health', () => {
  it('reports the process and the database ready', async () => {
    expect((await call(t.api, { method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await call(t.trading, { method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
