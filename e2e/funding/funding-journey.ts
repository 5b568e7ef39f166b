import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility';
import { alphaApi, alphaOrigin, approvedInvestor } from '../support/api';
import { screenshotOf } from '../support/screenshot';
import { expect } from '../support/test';

/** An approved investor of alpha (with an investor account), signed in on `page`, on the funding methods. */
export async function investorOnFunding(page: Page, request: APIRequestContext) {
  const investor = await approvedInvestor(alphaApi(request));
  await page.goto(`${alphaOrigin}/sign-in`);
  await page.getByLabel('Email').fill(investor.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(investor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Add funds' }).click();
  await expect(page).toHaveURL(/\/funding$/);
  return investor;
}

/**
 * Screenshots of a journey in test-results, numbered in order. `inBothThemes` checks the page with
 * axe and takes it in the dark theme (the default), then again in the light one, and goes back.
 */
export function screenshotter(page: Page, journey: string) {
  let count = 0;
  const shot = async (name: string) => {
    count += 1;
    await screenshotOf(page, `test-results/${journey}-${count}-${name}.png`);
  };
  return {
    shot,
    async inBothThemes(name: string) {
      await expectNoSeriousAccessibilityViolations(page);
      await shot(`${name}-dark`);
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      await expectNoSeriousAccessibilityViolations(page);
      await shot(`${name}-light`);
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    },
  };
}

/** Counts the page's loads from now on: a live update must not need one. */
export function countLoads(page: Page) {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}
