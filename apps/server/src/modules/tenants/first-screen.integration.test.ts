import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/test-app';

/**
 * A build of the web app whose first-screen module draws /sign-in and fails on /forgot-password, and
 * draws the signed-in shell on /dashboard, with the manifest that names the app's modules.
 */
function webBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'first-screen-'));
  mkdirSync(join(root, 'dist'));
  mkdirSync(join(root, 'dist-server'));
  mkdirSync(join(root, 'dist/.vite'));
  writeFileSync(
    join(root, 'dist/.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-Aa1.js', isEntry: true, imports: ['_preload-helper-Bb2.js'] },
      'src/app/start.tsx': { file: 'assets/start-Cc3.js', isEntry: true, imports: ['_rolldown-runtime-Dd4.js'] },
      '_rolldown-runtime-Dd4.js': { file: 'assets/rolldown-runtime-Dd4.js' },
      '_preload-helper-Bb2.js': { file: 'assets/preload-helper-Bb2.js' },
    }),
  );
  writeFileSync(
    join(root, 'dist/index.html'),
    '<!doctype html><html lang="en" data-mantine-color-scheme="dark"><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(root, 'dist-server/first-screen.js'),
    `export async function renderFirstScreen({ url, settings, colorScheme, nonce }) {
      if (url === '/forgot-password') throw new Error('render failed');
      if (url !== '/sign-in') return null;
      return '<style nonce="' + nonce + '"></style><h1 data-scheme="' + colorScheme + '">Sign in to ' + settings.company_name + '</h1>';
    }
    export async function renderAppShell({ url, settings, nonce }) {
      if (url !== '/dashboard') return null;
      return '<style nonce="' + nonce + '"></style><header>' + settings.company_name + '</header>';
    }`,
  );
  return join(root, 'dist');
}

const dist = webBuild();
const t = useTestApp({ env: { WEB_DIST: dist } });

async function page(url: string, cookie?: string) {
  const response = await call(t.api, { method: 'GET', url, headers: cookie ? { cookie } : {} });
  const styleSrc = String(response.headers['content-security-policy'])
    .split(';')
    .find((directive) => directive.startsWith('style-src '));
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(styleSrc ?? '')?.[1];
  const root = /<div id="root"( inert)?( data-app-shell)?>(.*)<\/div><\/body>/s.exec(response.body);
  const scheme = /data-mantine-color-scheme="([a-z]+)"/.exec(response.body)?.[1];
  const preloads = [...response.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
    (match) => match[1],
  );
  return {
    status: response.statusCode,
    nonce,
    inert: root?.[1] !== undefined,
    shell: root?.[2] !== undefined,
    root: root?.[3],
    scheme,
    preloads,
  };
}

describe('the first screen of a signed-out page', () => {
  it("is the app's own drawing of it, inert until the app takes over, its styles under the response's nonce", async () => {
    const signIn = await page('/sign-in');
    expect(signIn.status).toBe(200);
    expect(signIn.inert).toBe(true);
    expect(signIn.root).toBe(`<style nonce="${signIn.nonce}"></style><h1 data-scheme="dark">Sign in to Main Test</h1>`);
    const again = await page('/sign-in');
    expect(again.nonce).not.toBe(signIn.nonce);
    expect(again.root).toContain(`<style nonce="${again.nonce}">`);
  });

  it('is drawn in the colour scheme the visitor chose', async () => {
    const light = await page('/sign-in', 'color_scheme=light');
    expect(light.scheme).toBe('light');
    expect(light.root).toContain('data-scheme="light"');
    const unknown = await page('/sign-in', 'color_scheme=sepia');
    expect(unknown.scheme).toBe('dark');
  });

  it('is left to the app for a visitor with a session, an address with a query, or a page the module does not draw', async () => {
    expect(await page('/sign-in', 'signed_in=1')).toMatchObject({ root: '', inert: false });
    expect((await page('/sign-in?token=abc')).root).toBe('');
    expect((await page('/dashboard')).root).toBe('');
  });

  it("has the app's code fetched with the page where the app draws it, and after the paint where the server did", async () => {
    const appModules = ['/assets/start-Cc3.js', '/assets/rolldown-runtime-Dd4.js'];
    expect((await page('/dashboard')).preloads).toEqual(appModules);
    expect((await page('/sign-in', 'signed_in=1')).preloads).toEqual(appModules);
    expect((await page('/sign-in')).preloads).toEqual([]);
  });

  it('is left to the app when the render fails, and the page is still served', async () => {
    const failed = await page('/forgot-password');
    expect(failed.status).toBe(200);
    expect(failed.root).toBe('');
  });
});

describe('the first screen of a page behind sign-in', () => {
  it("is the signed-in shell for a browser with a session, inert, marked to be replaced, with the app's code fetched at once", async () => {
    const dashboard = await page('/dashboard', 'signed_in=1');
    expect(dashboard).toMatchObject({ status: 200, inert: true, shell: true });
    expect(dashboard.root).toBe(`<style nonce="${dashboard.nonce}"></style><header>Main Test</header>`);
    expect(dashboard.preloads).toEqual(['/assets/start-Cc3.js', '/assets/rolldown-runtime-Dd4.js']);
  });

  it('is left to the app without a session, and on a page the module has no shell for', async () => {
    expect(await page('/dashboard')).toMatchObject({ root: '', inert: false, shell: false });
    expect(await page('/two-factor', 'signed_in=1')).toMatchObject({ root: '', inert: false, shell: false });
  });
});
