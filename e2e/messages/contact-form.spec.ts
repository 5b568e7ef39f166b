import { randomBytes } from 'node:crypto';
import { mailWithSubject } from '../support/mail';
import { screenshotOf } from '../support/screenshot';
import { expect, test } from '../support/test';

/** The demo domain (localhost) has a support address from the seed (apps/server/src/seed.ts). */
const demoSupportEmail = 'support@meridian-invest.example';

test('a visitor finds the contact form in the footer, sends a question and is told it arrived (CONT-1)', async ({
  page,
}) => {
  const email = `visitor.${randomBytes(4).toString('hex')}@example.com`;
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('link', { name: demoSupportEmail })).toBeVisible();

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();

  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByLabel('Your email').fill(email);
  await page.getByLabel('Subject').fill('Opening an account');
  await page.getByLabel('Your message').fill('Short');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('At least 10 characters')).toBeVisible();

  await page.getByLabel('Your message').fill('Which documents do I need to open an account as a company?');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const sent = page.getByRole('status').filter({ hasText: 'Message sent' });
  await expect(sent).toContainText('Thank you for your message.');
  await screenshotOf(page, 'test-results/contact-form-sent.png');

  const copy = await mailWithSubject(email, 'Meridian Invest: we received your message: Opening an account');
  expect(copy).toContain('Which documents do I need to open an account as a company?');
  const toSupport = await mailWithSubject(demoSupportEmail, 'Meridian Invest contact form: Opening an account');
  expect(toSupport).toContain(`Reply-To: ${email}`);
});
