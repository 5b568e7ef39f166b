import { pageHintCookies } from '@invest/contracts/page-hints';
import { useEffect } from 'react';
import { useAppSelector } from '../shared/store/hooks';

const yearInSeconds = 365 * 24 * 60 * 60;

function writeCookie(name: string, value: string | null) {
  const lifetime = value === null ? 'max-age=0' : `max-age=${yearInSeconds}`;
  // biome-ignore lint/suspicious/noDocumentCookie: two plain hint cookies; the Cookie Store API is not in every browser we serve
  document.cookie = `${name}=${value ?? ''}; path=/; ${lifetime}; SameSite=Lax`;
}

/** Keeps the page hint cookies (see pageHintCookies) in step with the session and the colour scheme. */
export function usePageHints() {
  const hasSession = useAppSelector((state) => state.auth.token !== null);
  const themeType = useAppSelector((state) => state.app.themeType);
  useEffect(() => writeCookie(pageHintCookies.signedIn, hasSession ? '1' : null), [hasSession]);
  useEffect(() => writeCookie(pageHintCookies.colorScheme, themeType), [themeType]);
}
