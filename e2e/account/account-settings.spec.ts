import { readFile } from 'node:fs/promises';
import { alphaApi, approvedInvestor } from '../support/api';
import { screenshotOf } from '../support/screenshot';
import { expect, test } from '../support/test';
import { signedInBrowser } from '../trading/trading-setup';

test('an investor changes their phone and address at once, their name after a new identity check, and their tax information, then downloads the W-9 issued from it', async ({
  browser,
  request,
}) => {
  const investor = await approvedInvestor(alphaApi(request));
  const { page, errors, close } = await signedInBrowser(browser, investor);

  await page.goto('/account/settings');
  const sections = page.getByRole('navigation', { name: 'Account sections' });
  await sections.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/account\/contact$/);
  await expect(sections.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
  const contact = page.getByRole('region', { name: 'Phone and address' });
  await expect(contact.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('350 Fifth Avenue');

  await contact.getByLabel('Phone number').fill('9999999999');
  await contact.getByRole('button', { name: 'Save changes' }).click();
  await expect(contact.getByText('Enter a valid phone number for the chosen country (US)')).toBeVisible();
  await contact.getByLabel('Phone number').fill('(415) 555-0134');
  await contact.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Market Street');
  await contact.getByLabel('Postal code').fill('94105');
  await expect(contact.getByText('These details were verified')).toBeHidden();
  await contact.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved: your changes are in your profile.')).toBeVisible();
  await screenshotOf(page, 'test-results/account-settings-1-contact.png');
  await page.reload();
  await expect(contact.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('1 Market Street');
  await expect(contact.getByLabel('Phone number')).toHaveValue('(415) 555-0134');
  await expect(contact.getByLabel('Postal code')).toHaveValue('94105');

  await sections.getByRole('link', { name: 'Profile' }).click();
  const personal = page.getByRole('region', { name: 'Personal details' });
  const fullName = personal.getByLabel('Full legal name');
  await expect(fullName).toHaveValue(`${investor.firstName} ${investor.lastName}`);
  await fullName.fill(`${investor.firstName} Byron`);
  await expect(personal.getByText('These details were verified')).toBeVisible();
  await expect(personal.getByText(/^Changed: last name\./)).toBeVisible();
  await personal.getByRole('button', { name: 'Save changes' }).click();
  await expect(personal.getByLabel('Reason for the change')).toHaveAttribute('aria-invalid', 'true');
  await personal.getByLabel('Reason for the change').fill('My name changed by deed poll');
  await screenshotOf(page, 'test-results/account-settings-2-name.png');
  await personal.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/Sent for verification/)).toBeVisible();

  // The sandbox identity check answers within seconds; the profile then shows the new name.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Your last change was verified')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Personal details' }).getByLabel('Full legal name')).toHaveValue(
    `${investor.firstName} Byron`,
  );
  await screenshotOf(page, 'test-results/account-settings-3-verified.png');

  await sections.getByRole('link', { name: 'Tax' }).click();
  const tax = page.getByRole('region', { name: 'Taxpayer identification' });
  await expect(async () => {
    await tax.getByRole('combobox', { name: 'Country of tax residence' }).fill('United States');
    await page
      .getByRole('option', { name: /United States$/ })
      .first()
      .click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await tax.getByLabel('Tax identification number').fill('123-45-6789');
  await tax.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved. Your W-9 is prepared again from it.')).toBeVisible();
  const [taxForm] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download your W-9' }).click(),
  ]);
  expect(taxForm.suggestedFilename()).toBe('W-9.pdf');
  expect((await readFile((await taxForm.path()) as string)).subarray(0, 5).toString()).toBe('%PDF-');
  // The refused phone number and the missing reason were the server's two 400s.
  expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  await close();
});
