import type { Page } from '@playwright/test';
import { signIn } from '../accessibility/route-check';
import { alphaApi, alphaOrigin, registeredInvestor } from '../support/api';
import { expect, test } from '../support/test';

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

/** Where the header's brand (the domain's name, linking home) sits on the page. */
async function brandBox(page: Page) {
  const brand = page.locator('header a[href="/dashboard"]', { hasText: 'Alpha Capital' });
  await expect(brand).toBeVisible();
  return brand.boundingBox();
}

for (const [name, viewport] of Object.entries({ phone, desktop })) {
  test(`on a ${name}, the signed-in shell drawn before the app's code has the brand where the app's header has it`, async ({
    page,
    browser,
    request,
  }) => {
    const investor = await registeredInvestor(alphaApi(request));
    await page.setViewportSize(viewport);
    await signIn(page, alphaOrigin, investor);
    await page.goto(`${alphaOrigin}/dashboard`);
    await expect(page.locator('[inert]')).toHaveCount(0);
    const drawnByApp = await brandBox(page);

    const withoutScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport,
      storageState: await page.context().storageState(),
    });
    const shell = await withoutScript.newPage();
    await shell.goto(`${alphaOrigin}/dashboard`);
    await expect(shell.locator('#root[data-app-shell]')).toHaveCount(1);
    expect(await brandBox(shell)).toEqual(drawnByApp);
    await withoutScript.close();
  });
}
