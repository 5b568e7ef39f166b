import { setNonce } from 'get-nonce';

/**
 * The page's Content-Security-Policy style nonce, which the server puts on a meta tag of each page it
 * renders: every <style> element the app adds must carry it. The browser hides a nonce attribute's
 * value from getAttribute, so it is read through the element's nonce property.
 */
let pageNonce: string | undefined;

export function styleNonce(): string {
  pageNonce ??= globalThis.document?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  return pageNonce ?? '';
}

/** Hands the nonce to the scroll lock of Mantine's modals and drawers (react-remove-scroll reads get-nonce). */
export function shareStyleNonce(): void {
  const nonce = styleNonce();
  if (nonce) setNonce(nonce);
}
