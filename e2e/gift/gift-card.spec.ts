import { expect as baseExpect } from '@playwright/test';
import { screenshotter } from '../funding/funding-journey';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility';
import { alphaApi, alphaOrigin, approvedInvestor } from '../support/api';
import { linkFromMail, matchInMail } from '../support/mail';
import { test } from '../support/test';
import { newInvestor } from '../support/users';
import { fundByCard, signedInBrowser } from '../trading/trading-setup';

/** This machine builds pages slowly while the server works: each check waits up to 20 seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

test('an investor sends a gift card; the recipient opens the link signed out, signs up with it, and the sender sees it claimed', async ({
  browser,
  request,
}) => {
  const sender = await approvedInvestor(alphaApi(request));
  const alice = await signedInBrowser(browser, sender);
  const { shot, inBothThemes } = screenshotter(alice.page, 'gift');
  await fundByCard(alice.page, '100');

  const recipient = newInvestor();
  await alice.page.goto('/gift');
  await expect(alice.page.getByText('The gift cards you send and claim will appear here.')).toBeVisible();
  await expect(alice.page.getByText('Available: 100.00 USD')).toBeVisible();
  await alice.page.getByLabel('Amount').fill('40');
  await alice.page.getByLabel('Recipient’s first name').fill('Marie');
  await alice.page.getByLabel('Recipient’s last name').fill('Curie');
  await alice.page.getByLabel('Recipient’s email').fill(recipient.email);
  const preview = alice.page.getByRole('img', { name: 'Preview of the gift card' });
  await expect(preview).toContainText('$40.00');
  await expect(preview).toContainText('For Marie Curie');
  await shot('send-form');
  await alice.page.getByRole('button', { name: 'Send gift card' }).click();
  await expect(
    alice.page.getByText(`Your 40.00 USD gift card is on its way to Marie (${recipient.email}).`),
  ).toBeVisible();
  const sent = alice.page.getByRole('table', { name: 'Gift cards you sent' });
  await expect(sent.getByRole('row').filter({ hasText: 'Marie Curie' })).toContainText('Waiting to be claimed');
  await expect(alice.page.getByText('Available: 60.00 USD')).toBeVisible();

  const link = await matchInMail(recipient.email, /https?:\/\/[^\s"<>]*\/gift\/[A-Z2-7]{26}/, 'a gift link');
  const visitor = await browser.newContext({ baseURL: alphaOrigin });
  const page = await visitor.newPage();
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'You have a gift card' })).toBeVisible();
  await expect(
    page.getByText(/^Ada sent you 40\.00 USD to invest with\. Claim it by \d{4}-\d{2}-\d{2}\.$/),
  ).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  await page.screenshot({ path: 'test-results/gift-link-signed-out.png', fullPage: true });
  await page.getByRole('link', { name: 'Sign up to claim it' }).click();

  await expect(page.getByLabel(/Gift card code/)).toHaveValue(/^[A-Z2-7]{26}$/);
  await page.getByLabel('First name').fill('Marie');
  await page.getByLabel('Last name').fill('Curie');
  await page.getByLabel('Email').fill(recipient.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(recipient.password);
  await page.getByLabel('Country').selectOption({ label: 'France' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('I have read and agree to the Terms and Conditions').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page).toHaveURL(/\/finish-profile\//);

  await page.goto('/gift');
  const claimed = page.getByRole('table', { name: 'Gift cards you claimed' });
  await expect(claimed.getByRole('row').filter({ hasText: 'Ada' })).toContainText('40.00 USD');
  await expect(page.getByText('You can send gift cards once your account is approved')).toBeVisible();
  const confirmLink = await linkFromMail(recipient.email, '/confirm-email');
  await page.goto(confirmLink.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByText('Email confirmed')).toBeVisible();
  await page.goto('/dashboard');
  const balances = page.getByRole('table', { name: 'Your balances per asset' });
  await expect(balances.getByRole('row').filter({ hasText: 'USD' })).toContainText('40.00');
  await visitor.close();

  await alice.page.reload();
  await expect(sent.getByRole('row').filter({ hasText: 'Marie Curie' })).toContainText('Claimed');
  await inBothThemes('claimed');
  baseExpect(alice.errors).toEqual([]);
  await alice.close();
});

test.describe('a gift link nobody can claim', () => {
  test.use({ expectedFailures: /status of 404/ });

  test('says so without telling why, and offers the way home', async ({ page }) => {
    await page.goto(`${alphaOrigin}/gift/${'A'.repeat(26)}`);
    await expect(page.getByText('This gift card cannot be claimed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });
});
