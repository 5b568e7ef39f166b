import { test as base, expect } from '@playwright/test';

/** The browser logs every 401; the app answers them by refreshing its token, as designed. */
const expectedRefusal = /status of 401/;

/**
 * Playwright's test, failing any test whose pages logged an error or threw (a Content-Security-Policy
 * violation, a failed chunk load, an uncaught exception).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !expectedRefusal.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
