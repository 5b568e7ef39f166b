import { join, relative, resolve, sep } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { isColorScheme, pageHintCookies } from '@invest/contracts/page-hints';
import { parseCookie } from 'cookie';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../platform/errors';
import { cspNonce } from '../../platform/http/csp-nonce';
import { createFirstScreen, type ScreenKind } from './first-screen';
import { createIndexTemplate } from './index-template';
import { renderRobotsTxt } from './robots-txt';
import { apiPrefixes } from './site-paths';
import { renderTenantPage } from './tenant-page';
import { toDomainSettings } from './tenants.mapper';
import type { TenantsService } from './tenants.service';

/** The build names these after their content: a new build gives new names, so a copy may be kept forever. */
const hashedFileCaching = { maxAge: '365d', immutable: true };
/** Other files of the build (favicon, images the app links by name) keep their names: kept an hour, then revalidated. */
const namedFileCaching = { maxAge: '1h' };
/** A URL path whose last segment has a file extension names a file of the build; anything else is a page. */
const filePathPattern = /\/[^/]*\.[a-z0-9]{2,5}$/i;
const indexPath = '/index.html';

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** `urlPath` as a path relative to `dir`, or null when it leaves `dir`. */
function pathWithin(dir: string, urlPath: string): string | null {
  const file = relative(dir, resolve(dir, `.${safeDecode(urlPath)}`));
  return file === '' || file.startsWith(`..${sep}`) || file === '..' ? null : file;
}

const notFound = (path: string) => new AppError('NOT_FOUND', `No route GET ${path}`);

/**
 * Serves the built web app: its files, precompressed (brotli or gzip, as the client accepts) with
 * caching by kind, and every other page as the tenant's index.html, compressed per response; plus
 * each domain's robots.txt.
 */
export const tenantPageRoutes: FastifyPluginAsync<{
  tenants: TenantsService;
  webDist: string;
  tradingUrlFor: (host: string) => string;
}> = async (app, options) => {
  const dist = resolve(options.webDist);
  const indexTemplate = createIndexTemplate(join(dist, 'index.html'));
  const firstScreen = createFirstScreen(resolve(dist, '../dist-server/first-screen.js'), app.log);
  // Pages only (reply.compress): files go out as the build compressed them, or as they are.
  await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: dist,
    serve: false,
    preCompressed: true,
    dotfiles: 'ignore',
    index: false,
  });

  app.get('/robots.txt', { config: { guard: 'public' } }, async (request, reply) => {
    const tenant = await options.tenants.getTenant(request.tenant.id);
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(renderRobotsTxt(tenant.companyName));
  });

  app.get('/assets/*', { config: { guard: 'public', file: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const file = pathWithin(join(dist, 'assets'), path.slice('/assets'.length));
    if (!file) throw notFound(path);
    return reply.sendFile(join('assets', file), hashedFileCaching);
  });

  app.get('/*', { config: { guard: 'public' } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (apiPrefixes.some((prefix) => path.startsWith(prefix))) throw notFound(path);
    if (filePathPattern.test(path) && path !== indexPath) {
      const file = pathWithin(dist, path);
      if (!file) throw notFound(path);
      return reply.sendFile(file, namedFileCaching);
    }
    const tenant = await options.tenants.getTenant(request.tenant.id);
    const appConfig = { tradingUrl: options.tradingUrlFor(request.tenant.host), settings: toDomainSettings(tenant) };
    const hints = parseCookie(request.headers.cookie ?? '');
    const scheme = hints[pageHintCookies.colorScheme];
    const colorScheme = isColorScheme(scheme) ? scheme : 'dark';
    const nonce = cspNonce(request.raw);
    const signedOut = hints[pageHintCookies.signedIn] === undefined;
    const kind: ScreenKind = signedOut ? 'page' : 'shell';
    const markup = await firstScreen.render(kind, request.url, appConfig.settings, colorScheme, nonce);
    const template = await indexTemplate();
    const html = renderTenantPage(template.html, tenant, appConfig, {
      nonce,
      colorScheme,
      screen: markup === null ? null : { kind, markup },
      appModules: template.appModules,
    });
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8');
    reply.compress(html);
    return reply;
  });
};
