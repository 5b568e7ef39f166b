import type { Page } from '@playwright/test';
import { e2ePort } from '../playwright.config';
import { linkFromMail } from '../support/mail';
import { expect } from '../support/test';
import { newInvestor } from '../support/users';

/** The origin of a domain that serve.mjs created, such as reward.localhost. */
export const originOf = (host: string) => `http://${host}:${e2ePort}`;

/** A 1×1 PNG: the smallest image the server recognises by its content. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Screenshots of a journey, numbered in order, in test-results. */
export function screenshotter(page: Page, journey: string) {
  let count = 0;
  return async (name: string) => {
    count += 1;
    await page.screenshot({ path: `test-results/onboarding-${journey}-${count}-${name}.png`, fullPage: true });
  };
}

/**
 * Picks an option of a searchable select. The screen may still be filling the field from the
 * user's saved profile when the search is typed (the two then run together): the search is typed
 * again until the option shows.
 */
async function choose(page: Page, label: string | RegExp, option: string | RegExp, search?: string) {
  const box = page.getByRole('combobox', { name: label });
  await expect(async () => {
    if (search) await box.fill(search);
    else await box.click();
    await page.getByRole('option', { name: option }).first().click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Signs up on `origin` as an individual or entity from `country`, accepts the terms and confirms the
 * email from the mail the product wrote; the browser is then on the first finish-profile step.
 */
export async function signUp(page: Page, options: { origin?: string; entity?: string; country: string }) {
  const investor = newInvestor();
  const origin = options.origin ?? '';
  await page.goto(`${origin}/sign-up`);
  if (options.entity) {
    await page.getByRole('radio', { name: /Entity/ }).check();
    await page.getByLabel('Company name').fill(options.entity);
  }
  await page.getByLabel('First name').fill(investor.firstName);
  await page.getByLabel('Last name').fill(investor.lastName);
  await page.getByLabel('Email').fill(investor.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(investor.password);
  await page.getByLabel('Country').selectOption({ label: options.country });
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('I have read and agree to the Terms and Conditions').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page).toHaveURL(/\/finish-profile\//);
  await page.goto(await linkFromMail(investor.email, '/confirm-email'));
  await expect(page.getByText('Email confirmed')).toBeVisible();
  await page.goto(`${origin}/finish-profile/agreement`);
  return investor;
}

export async function continueAgreement(page: Page) {
  await expect(page.getByRole('heading', { name: 'Agreement', level: 2 })).toBeVisible();
  await expect(page.getByText(/You accepted version \d+ of the Terms and Conditions/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function fillIndividualDetails(page: Page, fullName: string) {
  await expect(page.getByRole('heading', { name: 'My Details', level: 2 })).toBeVisible();
  await page.getByLabel('Full legal name').fill(fullName);
  await page.getByLabel('Date of birth').fill('1985-12-10');
  await page.getByLabel('Date of birth').press('Tab');
  await choose(page, 'Profession', /Engineer/, 'Engin');
}

export async function saveAndContinue(page: Page) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/** My Contact Details, the address found with the search (sandbox places) or typed in. */
export async function fillContact(page: Page, contact: { phone: string; search?: string; address?: string }) {
  await expect(page.getByRole('heading', { name: 'My Contact Details', level: 2 })).toBeVisible();
  await page.getByLabel('Phone number').fill(contact.phone);
  if (contact.search) {
    await page.getByRole('combobox', { name: 'Find your address' }).fill(contact.search);
    await page.getByRole('option').first().click();
    await expect(page.getByRole('textbox', { name: 'Address', exact: true })).not.toHaveValue('');
  } else {
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill(contact.address ?? '1 Main Street');
  }
}

export async function answerSuitability(page: Page, riskTolerance: RegExp) {
  await expect(page.getByRole('heading', { name: 'My Suitability', level: 2 })).toBeVisible();
  await page.getByRole('radio', { name: 'Important', exact: true }).check();
  await page.getByRole('radio', { name: riskTolerance }).check();
  await page.getByRole('radio', { name: '1 to 5' }).check();
  await page.getByRole('radio', { name: 'I make my own decisions' }).check();
}

/** Picks a document type and a file in one uploader, sends it, and waits until it is in review. */
export async function uploadDocument(page: Page, section: RegExp, type: RegExp, fileName = 'passport.png') {
  const uploader = page.getByRole('region', { name: section });
  await uploader.getByRole('combobox', { name: 'Document type' }).click();
  await page.getByRole('option', { name: type }).first().click();
  await uploader
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: tinyPng });
  await uploader.getByRole('button', { name: /^Upload/ }).click();
  await expect(uploader.getByText('In review')).toBeVisible();
}

/** My Documents for an individual: the passport's details and a photo of it. */
export async function provideIdentity(page: Page, issuingCountry: RegExp, countrySearch: string) {
  await expect(page.getByRole('heading', { name: 'My Documents', level: 2 })).toBeVisible();
  await choose(page, 'Type of document', 'Passport');
  await page.getByLabel('Document number').fill('X1234567');
  await choose(page, 'Issuing country', issuingCountry, countrySearch);
  await page.getByLabel('Expiry date').fill('2031-06-30');
  await page.getByLabel('Expiry date').press('Tab');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your document’s details were saved.')).toBeVisible();
  await uploadDocument(page, /Upload your identity document/, /^Passport$/);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
}

/** The confirmation after the last step, then the dashboard. */
export async function finishAtDashboard(page: Page) {
  await expect(page.getByRole('heading', { name: 'Your profile is complete' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export { choose };
