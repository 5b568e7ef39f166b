import { invalid } from '../../../platform/errors';

/**
 * The page of this site a social sign-in returns to, from SPEC 7's referrer_url: a path of this
 * site, or an address on the request's own origin. Anything else (another host, a protocol-relative
 * `//host`, a backslash some browsers read as a slash, control characters) is refused, so the link
 * cannot send anyone elsewhere.
 */
export function returnPathOf(referrerUrl: string | undefined, origin: string): string | null {
  if (!referrerUrl) return null;
  if (hasBackslashOrControl(referrerUrl)) throw notThisSite();
  if (referrerUrl.startsWith('/') && !referrerUrl.startsWith('//')) return pathOf(new URL(referrerUrl, origin));
  let url: URL;
  try {
    url = new URL(referrerUrl);
  } catch {
    throw notThisSite();
  }
  if (url.origin !== origin) throw notThisSite();
  return pathOf(url);
}

function hasBackslashOrControl(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function pathOf(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

const notThisSite = () => invalid('referrer_url', 'The page to come back to must be a page of this site');
