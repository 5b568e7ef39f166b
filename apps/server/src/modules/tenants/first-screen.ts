import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { DomainSettings } from '@invest/contracts';
import type { ColorScheme } from '@invest/contracts/page-hints';
import type { FastifyBaseLogger } from 'fastify';

interface ScreenRequest {
  url: string;
  settings: DomainSettings;
  colorScheme: ColorScheme;
  nonce: string;
}

interface FirstScreenModule {
  renderFirstScreen(request: ScreenRequest): Promise<string | null>;
  renderAppShell(request: ScreenRequest): Promise<string | null>;
}

/** What is drawn: a signed-out page for the app to adopt, or the signed-in shell it replaces. */
export type ScreenKind = 'page' | 'shell';

/** Renders are kept per domain settings, page and scheme; this many at most. */
const cachedRenders = 200;

/**
 * The web app's own rendering of its signed-out pages and of its signed-in shell
 * (apps/web/src/app/first-screen.tsx, built by `npm run build` next to the browser build), so a page
 * paints before its JavaScript has loaded.
 * Without a build, or when a render fails, the page is served empty and the app draws it. A module
 * is loaded once per process (its chunks import it by name, so a second copy would split its state):
 * after a rebuild the pages are served empty until the server restarts.
 */
export function createFirstScreen(modulePath: string, log: FastifyBaseLogger) {
  const noncePlaceholder = `first-screen-nonce-${randomBytes(8).toString('hex')}`;
  const renders = new Map<string, string>();
  let loaded: { mtimeMs: number; module: Promise<FirstScreenModule> } | undefined;
  let staleLogged = false;

  function currentModule(): Promise<FirstScreenModule> | null {
    const mtimeMs = statSync(modulePath, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return null;
    loaded ??= { mtimeMs, module: import(pathToFileURL(modulePath).href) as Promise<FirstScreenModule> };
    if (loaded.mtimeMs === mtimeMs) return loaded.module;
    if (!staleLogged) log.warn('the web app was rebuilt: restart the server to render its first screens again');
    staleLogged = true;
    return null;
  }

  function remember(key: string, markup: string) {
    if (renders.size >= cachedRenders) renders.delete(renders.keys().next().value as string);
    renders.set(key, markup);
  }

  return {
    /**
     * The markup for `#root` of a page asked for without a query (a query can change what the page
     * shows, and would make every request a new render), or null when the app draws the page alone.
     */
    async render(kind: ScreenKind, url: string, settings: DomainSettings, colorScheme: ColorScheme, nonce: string) {
      const module = currentModule();
      if (!module || url.includes('?')) return null;
      const key = `${kind} ${colorScheme} ${url} ${JSON.stringify(settings)}`;
      let markup: string | null | undefined = renders.get(key);
      if (markup === undefined) {
        const request = { url, settings, colorScheme, nonce: noncePlaceholder };
        try {
          const loaded = await module;
          markup = await (kind === 'page' ? loaded.renderFirstScreen(request) : loaded.renderAppShell(request));
        } catch (error) {
          log.warn({ err: error, url }, 'the first screen could not be rendered; the app draws it');
          return null;
        }
        if (markup === null) return null;
        remember(key, markup);
      }
      return markup.replaceAll(noncePlaceholder, nonce);
    },
  };
}

export type FirstScreen = ReturnType<typeof createFirstScreen>;
