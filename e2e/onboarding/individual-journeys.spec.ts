import { expect, test } from '../support/test';
import {
  answerSuitability,
  continueAgreement,
  fillContact,
  fillIndividualDetails,
  finishAtDashboard,
  provideIdentity,
  saveAndContinue,
  screenshotter,
  signUp,
} from './onboarding-flow';

test('a US individual goes through every step to the dashboard', async ({ page }) => {
  const shot = screenshotter(page, 'us');
  const investor = await signUp(page, { country: 'United States' });
  const stepper = page.getByRole('navigation', { name: 'Profile steps' });
  for (const label of ['Agreement', 'My Details', 'My Contact Details', 'My Suitability', 'My Documents']) {
    await expect(stepper.getByText(label, { exact: true })).toBeVisible();
  }
  await shot('agreement');
  await continueAgreement(page);

  await expect(page).toHaveURL(/\/finish-profile\/details$/);
  await fillIndividualDetails(page, `Grace Brewster ${investor.lastName}`);
  await shot('details');
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/finish-profile\/contact$/);
  await fillContact(page, { phone: '2127365000', search: '350 Fifth' });
  await expect(page.getByLabel('Phone number')).toHaveValue('(212) 736-5000');
  await expect(page.getByLabel('Postal code')).toHaveValue('10118');
  await shot('contact');
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/finish-profile\/suitability$/);
  await answerSuitability(page, /^Moderate/);
  await shot('suitability');
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/finish-profile\/user-documents$/);
  await provideIdentity(page, /United States$/, 'United States');
  await shot('documents');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/finish-profile\/confirmation$/);
  await shot('confirmation');
  await finishAtDashboard(page);
  await expect(page.getByText('Complete', { exact: true }).first()).toBeVisible();
  await shot('dashboard');
});

test('a step not yet open sends the user back, and a draft survives leaving the screen', async ({ page }) => {
  await signUp(page, { country: 'United States' });
  await page.goto('/finish-profile/suitability');
  await expect(page).toHaveURL(/\/finish-profile\/details$/);

  await page.getByLabel('Full legal name').fill('Draft Kept Person');
  await page.goto('/dashboard');
  await page.goto('/finish-profile/details');
  await expect(page.getByLabel('Full legal name')).toHaveValue('Draft Kept Person');

  await page.getByLabel('Full legal name').fill('');
  await saveAndContinue(page);
  await expect(page.getByText('Required').first()).toBeVisible();
  await expect(page).toHaveURL(/\/finish-profile\/details$/);
});

test('a non-US individual has no suitability step', async ({ page }) => {
  const shot = screenshotter(page, 'non-us');
  const investor = await signUp(page, { country: 'Portugal' });
  const stepper = page.getByRole('navigation', { name: 'Profile steps' });
  await expect(stepper.getByText('My Documents', { exact: true })).toBeVisible();
  await expect(stepper.getByText('My Suitability', { exact: true })).toHaveCount(0);
  await continueAgreement(page);

  await fillIndividualDetails(page, `Inês ${investor.lastName}`);
  await saveAndContinue(page);
  await fillContact(page, { phone: '912345678', address: 'Avenida da Liberdade 1' });
  await shot('contact');
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/finish-profile\/user-documents$/);
  await provideIdentity(page, /Portugal/, 'Portug');
  await page.getByRole('button', { name: 'Continue' }).click();
  await finishAtDashboard(page);
});

test('a conservative investor is refused and signed out', async ({ page }) => {
  const shot = screenshotter(page, 'conservative');
  const investor = await signUp(page, { country: 'United States' });
  await continueAgreement(page);
  await fillIndividualDetails(page, `Carl ${investor.lastName}`);
  await saveAndContinue(page);
  await fillContact(page, { phone: '2127365000', address: '11 Wall Street' });
  await saveAndContinue(page);
  await answerSuitability(page, /^Conservative/);
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/finish-profile\/conservative-risk-tolerance$/);
  await expect(page.getByRole('alert')).toContainText('would not be suitable for you');
  await expect(page.getByRole('link', { name: 'support@meridian-invest.example' })).toHaveAttribute(
    'href',
    'mailto:support@meridian-invest.example?subject=We%20cannot%20open%20your%20account',
  );
  await shot('refused');
  await page.getByRole('button', { name: 'Sign out now' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
});
