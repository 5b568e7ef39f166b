import type { Page } from '@playwright/test';
import { countLoads, investorOnFunding, screenshotter } from '../funding/funding-journey';
import { alphaOrigin } from '../support/api';
import { expect, test } from '../support/test';

/** The bell of the signed-in header, named by its unread count. */
const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ });

test('a deposit is told live in the notification centre, which lists it and empties when cleared', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { shot, inBothThemes } = screenshotter(page, 'notifications');
  await investorOnFunding(page, request);
  const list = page.getByRole('list', { name: 'Your notifications' });

  // The review that approved the account was told already, and the identity check is told when the
  // sandbox answers, which may come later: the centre, once both are in it, has marked them seen.
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(list.getByRole('listitem').filter({ hasText: 'Your account is approved' })).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Your identity is verified' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await page.goto(`${alphaOrigin}/funding`);
  const loads = countLoads(page);

  await page.getByRole('link', { name: 'Deposit by Card' }).click();
  await expect(page).toHaveURL(/\/funding\/card$/);
  await page.getByLabel('Amount (USD)').fill('250');
  await page.getByLabel('Card number').pressSequentially('4007400000000007');
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1230');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('City').fill('New York');
  await page.getByRole('button', { name: 'Pay 250.00 USD' }).click();
  await expect(page.getByText('250.00 USD was added to your balance.')).toBeVisible();

  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notification-count')).toContainText('1');
  expect(loads()).toBe(0);
  await shot('bell-after-deposit');

  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const credited = list.getByRole('listitem').filter({ hasText: 'Deposit of 250.00 USD credited' });
  await expect(credited).toHaveCount(1);
  await expect(credited).toContainText('Your card deposit of 250.00 USD is in your available balance.');
  await expect(credited.getByText('New')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await inBothThemes('centre');

  await page.getByLabel('Search notifications').fill('withdrawal');
  await expect(page.getByText('No notification holds “withdrawal”.')).toBeVisible();
  await page.getByLabel('Search notifications').fill('DEPOSIT');
  await expect(credited).toHaveCount(1);
  await page.getByLabel('Search notifications').fill('');
  await expect(credited).toHaveCount(1);

  const clearAll = page.getByRole('main').getByRole('button', { name: 'Clear all' });
  await clearAll.click();
  const dialog = page.getByRole('dialog', { name: 'Clear all notifications?' });
  await expect(dialog).toBeVisible();
  await shot('clear-confirm');
  // The safe choice has the focus (SPEC 8 dialogs), so Enter keeps them.
  await expect(dialog.getByRole('button', { name: 'Keep them' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(credited).toHaveCount(1);
  await clearAll.click();
  await dialog.getByRole('button', { name: 'Clear all' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(
      'No notifications yet. Deposits, fills, offerings, votes and account reviews show here as they happen.',
    ),
  ).toBeVisible();
  await expect(list).toBeHidden();
  await inBothThemes('cleared');

  await page.reload();
  await expect(page.getByText(/^No notifications yet\./)).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});
