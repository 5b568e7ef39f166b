/**
 * Cookies the web app keeps so the server renders the first screen as the visitor will see it: that
 * this browser holds a session (signed-in visitors get no signed-out page drawn first) and the colour
 * scheme the visitor chose. They are hints, never trusted for access, and carry nothing secret.
 */
export const pageHintCookies = {
  signedIn: 'signed_in',
  colorScheme: 'color_scheme',
} as const;

export type ColorScheme = 'dark' | 'light';

export function isColorScheme(value: unknown): value is ColorScheme {
  return value === 'dark' || value === 'light';
}
