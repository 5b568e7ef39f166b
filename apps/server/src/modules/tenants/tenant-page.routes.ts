import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isColorScheme, pageHintCookies } from '@invest/contracts/page-hints';
import { parseCookie } from 'cookie';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../platform/errors';
import { cspNonce } from '../../platform/http/csp-nonce';
import { createFirstScreen } from './first-screen';
import { fallbackTemplate, renderTenantPage } from './tenant-page';
import { toDomainSettings } from './tenants.mapper';
import type { TenantsService } from './tenants.service';

const apiPrefixes = ['/v1/', '/api/', '/docs', '/ws', '/monitoring'];

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Serves the built web app: hashed assets as files, every other page as the tenant's index.html. */
export const tenantPageRoutes: FastifyPluginAsync<{
  tenants: TenantsService;
  webDist: string;
  tradingUrlFor: (host: string) => string;
}> = async (app, options) => {
  const dist = resolve(options.webDist);
  const indexFile = join(dist, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : fallbackTemplate;
  const firstScreen = createFirstScreen(resolve(dist, '../dist-server/first-screen.js'), app.log);
  await app.register(fastifyStatic, { root: dist, serve: false });

  app.get('/assets/*', { config: { guard: 'public' } }, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(join('assets', file));
  });

  app.get('/*', { config: { guard: 'public' } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (apiPrefixes.some((prefix) => path.startsWith(prefix))) {
      throw new AppError('NOT_FOUND', `No route GET ${path}`);
    }
    const file = resolve(dist, `.${safeDecode(path)}`);
    if (/\.[a-z0-9]{2,5}$/i.test(path) && file.startsWith(`${dist}/`) && existsSync(file)) {
      return reply.sendFile(file.slice(dist.length + 1));
    }
    const tenant = await options.tenants.getTenant(request.tenant.id);
    const appConfig = { tradingUrl: options.tradingUrlFor(request.tenant.host), settings: toDomainSettings(tenant) };
    const hints = parseCookie(request.headers.cookie ?? '');
    const scheme = hints[pageHintCookies.colorScheme];
    const colorScheme = isColorScheme(scheme) ? scheme : 'dark';
    const nonce = cspNonce(request.raw);
    const signedOut = hints[pageHintCookies.signedIn] === undefined;
    const markup = signedOut ? await firstScreen.render(request.url, appConfig.settings, colorScheme, nonce) : null;
    const html = renderTenantPage(template, tenant, appConfig, { nonce, colorScheme, firstScreen: markup });
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
};
