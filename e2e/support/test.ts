import { test as base, expect } from '@playwright/test';

/** The browser logs every 401; the app answers them by refreshing its token, as designed. */
const expectedRefusal = /status of 401/;

/** React's warnings, among them invalid nesting ("In HTML, <div> cannot be a descendant of <p>"). */
const reactWarning = /validateDOMNesting|cannot be a descendant of|cannot contain a nested|^Warning: /;

/**
 * Playwright's test, failing any test whose pages logged an error or one of React's warnings, or threw
 * (a Content-Security-Policy violation, a failed chunk load, an uncaught exception, invalid nesting). A test that provokes a refusal on purpose
 * (a form the server answers with 400) names it with `test.use({ expectedFailures: /status of (400|422)/ })`:
 * one pattern, since Playwright takes an array of two values for a value and its fixture options.
 */
export const test = base.extend<{ pageErrors: string[]; expectedFailures: RegExp | null }>({
  expectedFailures: [null, { option: true }],
  pageErrors: [
    async ({ page, expectedFailures }, use) => {
      const errors: string[] = [];
      const isExpected = (text: string) => expectedRefusal.test(text) || (expectedFailures?.test(text) ?? false);
      page.on('console', (message) => {
        const text = message.text();
        const isReported = message.type() === 'error' || (message.type() === 'warning' && reactWarning.test(text));
        if (isReported && !isExpected(text)) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
