/** Paths the api role answers with JSON, never with a page of the web app. */
export const apiPrefixes = ['/v1/', '/api/', '/docs', '/ws', '/monitoring'];

/**
 * The web app's pages behind sign-in, and the ones a mailed link opens with a one-time token
 * (apps/web/src/app/router.tsx and each feature's routes): nothing a crawler can read or should keep.
 */
export const privatePagePrefixes = [
  '/dashboard',
  '/finish-profile/',
  '/invites',
  '/gift/',
  '/account/',
  '/funding',
  '/trading',
  '/admin/',
  '/terms',
  '/_app/',
  '/two-factor',
  '/reset-password',
  '/confirm-email',
];
