import type { Page } from '@playwright/test';

/**
 * A screenshot of the whole page, or only of the window while a dialog is open: a full-page capture
 * resizes the window for a moment, which swaps the trading screen between its phone and desktop
 * layouts and takes an open dialog with it (a dialog lies within the window anyway).
 */
export async function screenshotOf(page: Page, path: string): Promise<void> {
  const isDialogOpen = (await page.getByRole('dialog').count()) > 0;
  await page.screenshot({ path, fullPage: !isDialogOpen });
}
