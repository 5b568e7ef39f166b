import { expect, type Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility';
import { expectValidHtmlNesting } from '../support/html-nesting';

/** Waits until the route's screen has loaded: its heading shows and no loader or skeleton is left. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/**
 * Opens each route on `origin` in `page` and checks it with axe and for invalid HTML nesting, going
 * on after a failure so that one run lists every route's findings; answers them, one line each.
 */
export async function findingsOnRoutes(page: Page, origin: string, routes: string[]): Promise<string[]> {
  const findings: string[] = [];
  for (const route of routes) {
    try {
      await page.goto(`${origin}${route}`);
      await settle(page);
      await expectNoSeriousAccessibilityViolations(page);
      await expectValidHtmlNesting(page);
    } catch (error) {
      findings.push(`${route}: ${error instanceof Error ? error.message.split('\n').slice(0, 12).join(' ') : error}`);
    }
  }
  return findings;
}

/** Signs in through the sign-in screen of `origin`. */
export async function signIn(page: Page, origin: string, user: { email: string; password: string }) {
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in$/);
}

/** Signs out from the account menu, which leaves the signed-in screens. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeHidden();
}

/** Switches the app to its light colour scheme, which the app keeps for the next pages. */
export async function chooseLightScheme(page: Page, origin: string) {
  await page.goto(`${origin}/sign-in`);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
}
