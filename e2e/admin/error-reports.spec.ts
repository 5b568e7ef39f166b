import { randomBytes } from 'node:crypto';
import { expect as baseExpect } from '@playwright/test';
import { acceptCurrentTerms, alphaAdmin, alphaApi, alphaOrigin } from '../support/api';
import { test } from '../support/test';

/** This machine builds pages slowly while the server works: each check waits up to 20 seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** A word of letters only, which the report's scrubber leaves as it is (it takes digits out). */
const marker = () => `Quokka${[...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

const isErrorReportingCode = (url: string) => /\/assets\/sentry-client-[\w-]+\.js$/.test(url);

test('a visit without an error never fetches the error-reporting code; an error fetches it, and the report reaches the console', async ({
  page,
  request,
  pageErrors,
}) => {
  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (isErrorReportingCode(sent.url())) fetched.push(sent.url());
  });
  await page.goto(`${alphaOrigin}/sign-in`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  // Past the moment the code was fetched when every visit fetched it: once the page is idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  expect(fetched, 'the error-reporting code, fetched by a visit without an error').toEqual([]);

  const message = `Nothing caught ${marker()}`;
  const envelope = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/monitoring' && response.request().method() === 'POST',
  );
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    }, 0);
  }, message);
  expect((await envelope).status()).toBe(200);
  expect(fetched).toHaveLength(1);
  // The error thrown on purpose is the page's only one.
  expect(pageErrors.splice(0)).toEqual([message]);

  const api = alphaApi(request);
  const adminToken = await api.signIn(alphaAdmin.email, alphaAdmin.password);
  await acceptCurrentTerms(api, adminToken);
  await page.goto(`${alphaOrigin}/admin/error-reports`);
  await page.getByLabel('Email').fill(alphaAdmin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(alphaAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Error reports', level: 1 })).toBeVisible();
  const reports = page.getByRole('table', { name: 'Error reports of this domain' });
  const report = reports.getByRole('row').filter({ hasText: message });
  await expect(report).toHaveCount(1);
  await expect(report).toContainText('/sign-in');
});
