import { type DomainSettings, type ThemeConfig, themeColorFields } from '@invest/contracts';
import type { ColorScheme } from '@invest/contracts/page-hints';
import { escapeHtml } from '../../platform/html';
import type { ScreenKind } from './first-screen';
import type { TenantRow } from './tenants.repository';

export const headMarker = '<!--app-head-->';

export const fallbackTemplate = `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
${headMarker}
</head>
<body><div id="root">The web app is not built yet: run npm run build.</div></body>
</html>`;

/** Values were validated on write; this second check keeps any stray text out of the style block. */
const safeCssValue = /^[\w\s#%(),.'"-]+$/;

export function themeVariables(theme: ThemeConfig): string {
  const lines: string[] = [];
  for (const field of themeColorFields) {
    const value = theme[field];
    if (value && safeCssValue.test(value)) lines.push(`--${field.replaceAll('_', '-')}:${value};`);
  }
  if (theme.font_family && safeCssValue.test(theme.font_family)) lines.push(`--font-family:${theme.font_family};`);
  if (theme.logo_height) lines.push(`--logo-height:${Math.trunc(theme.logo_height)}px;`);
  return `:root{${lines.join('')}}`;
}

/**
 * What the web app reads from `<script id="app-config">` before it renders: where the trading host
 * is, and the domain's settings (the body of GET /v1/ihq/domains/settings), so the first screen
 * paints in the domain's theme and wording without waiting for a request.
 */
export interface PageConfig {
  tradingUrl: string;
  settings: DomainSettings;
}

/**
 * The tenant's title, description, icons, social image, meta tags, theme and client config; `nonce`
 * is the response's style nonce, on the theme and in a meta tag the web app hands to its UI library.
 */
export function renderTenantHead(tenant: TenantRow, appConfig: PageConfig, nonce: string): string {
  const theme = tenant.themeConfig;
  const title = theme.website_title ?? tenant.companyName;
  const description = theme.website_description ?? `${tenant.companyName}: invest and trade`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
  ];
  if (theme.website_url) tags.push(`<meta property="og:url" content="${escapeHtml(theme.website_url)}" />`);
  if (theme.social_media_image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(theme.social_media_image)}" />`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(theme.social_media_image)}" />`);
  }
  // Without an icon link the browser asks for /favicon.ico, which the build does not have: a 404 in its console.
  tags.push(`<link rel="icon" href="${theme.favicon ? escapeHtml(theme.favicon) : 'data:,'}" />`);
  if (theme.font_cdn) tags.push(`<link rel="stylesheet" href="${escapeHtml(theme.font_cdn)}" />`);
  for (const tag of tenant.metaTags) {
    tags.push(`<meta property="${escapeHtml(tag.property)}" content="${escapeHtml(tag.content)}" />`);
  }
  tags.push(`<meta property="csp-nonce" nonce="${escapeHtml(nonce)}" />`);
  tags.push(`<style id="tenant-theme" nonce="${escapeHtml(nonce)}">${themeVariables(theme)}</style>`);
  const config = JSON.stringify(appConfig).replace(/</g, '\\u003c');
  tags.push(`<script id="app-config" type="application/json">${config}</script>`);
  return tags.join('\n');
}

/** What a response's page holds beside the domain: its style nonce, the colour scheme and the first screen. */
export interface PageParts {
  nonce: string;
  colorScheme: ColorScheme;
  /**
   * What the server drew for `#root` (see first-screen.ts): a signed-out page for the app to adopt,
   * or the signed-in shell it draws its screen in place of; null when the app draws alone.
   */
  screen: { kind: ScreenKind; markup: string } | null;
  /** The app's modules (index-template.ts), fetched at once where there is no first screen to paint. */
  appModules: string[];
}

const emptyRoot = '<div id="root"></div>';

function modulePreloads(paths: string[]): string {
  return paths.map((path) => `<link rel="modulepreload" crossorigin href="${escapeHtml(path)}" />`).join('\n');
}

export function renderTenantPage(template: string, tenant: TenantRow, appConfig: PageConfig, parts: PageParts): string {
  const head = renderTenantHead(tenant, appConfig, parts.nonce);
  const page = template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/(<html[^>]*\sdata-mantine-color-scheme=")[a-z]*"/, `$1${parts.colorScheme}"`);
  const { screen } = parts;
  // The app's code is fetched after the server's drawing is painted (apps/web/src/app/main.tsx), and
  // the drawing is inert until the app has adopted it: nothing typed or clicked before is lost.
  if (screen?.kind === 'page') {
    return page.replace(headMarker, head).replace(emptyRoot, `<div id="root" inert>${screen.markup}</div>`);
  }
  // Nothing for the app to adopt: its code is fetched beside the page's entry, not after it, while
  // the browser paints the signed-in shell, if there is one (inert: a placeholder, not the page).
  const preloaded = page.replace(headMarker, `${head}\n${modulePreloads(parts.appModules)}`);
  return screen
    ? preloaded.replace(emptyRoot, `<div id="root" inert data-app-shell>${screen.markup}</div>`)
    : preloaded;
}
