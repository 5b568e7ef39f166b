import { expect, test } from '../support/test';
import {
  continueAgreement,
  fillContact,
  fillIndividualDetails,
  originOf,
  saveAndContinue,
  screenshotter,
  signUp,
} from './onboarding-flow';

test('an investor matching the offering’s restriction is shown the restriction screen', async ({ page }) => {
  const shot = screenshotter(page, 'ipo-restriction');
  const origin = originOf('offering.localhost');
  const investor = await signUp(page, { origin, country: 'France' });
  await continueAgreement(page);
  await fillIndividualDetails(page, `Marie ${investor.lastName}`);
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/finish-profile\/ipo-restriction$/);
  await expect(page.getByRole('alert')).toContainText('Registration for this offering is restricted');
  await shot('restricted');
  await page.goto(`${origin}/finish-profile/contact`);
  await expect(page).toHaveURL(/\/finish-profile\/ipo-restriction$/);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a new investor with a fresh signup reward goes to /invites after the contact step', async ({ page }) => {
  const shot = screenshotter(page, 'reward');
  const origin = originOf('reward.localhost');
  const investor = await signUp(page, { origin, country: 'United States' });
  await continueAgreement(page);
  await fillIndividualDetails(page, `Rita ${investor.lastName}`);
  await saveAndContinue(page);
  await fillContact(page, { phone: '2127365000', address: '1 Infinite Loop' });
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/invites$/);
  await expect(page.getByText(/25\.00/)).toBeVisible();
  await shot('invites');
  await page.getByRole('link', { name: 'Continue your profile' }).click();
  await expect(page).toHaveURL(/\/finish-profile\/suitability$/);
});
