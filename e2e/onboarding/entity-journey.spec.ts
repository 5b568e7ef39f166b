import { expect, test } from '../support/test';
import {
  choose,
  continueAgreement,
  fillContact,
  finishAtDashboard,
  saveAndContinue,
  screenshotter,
  signUp,
  uploadDocument,
} from './onboarding-flow';

const signers = [
  { first: 'Hanna', last: 'Berg', email: 'hanna.berg@example.com', role: 'Director', born: '1978-03-02' },
  { first: 'Jonas', last: 'Wolf', email: 'jonas.wolf@example.com', role: 'Secretary', born: '1983-11-20' },
];

test('an entity registers its company and two legal signers with their documents', async ({ page }) => {
  const shot = screenshotter(page, 'entity');
  await signUp(page, { entity: 'Nordlicht Holdings GmbH', country: 'Germany' });
  const stepper = page.getByRole('navigation', { name: 'Profile steps' });
  await expect(stepper.getByText('My Legal Signers', { exact: true })).toBeVisible();
  await expect(stepper.getByText('My Suitability', { exact: true })).toHaveCount(0);
  await continueAgreement(page);

  await expect(page.getByLabel('Company name')).toHaveValue('Nordlicht Holdings GmbH');
  await choose(page, 'Type of entity', /Limited liability company/);
  await choose(page, 'Country of incorporation', /Germany/, 'Germ');
  await page.getByLabel('Registration number').fill('HRB 123456');
  await page.getByLabel('Date of incorporation').fill('2015-04-01');
  await page.getByLabel('Date of incorporation').press('Tab');
  await shot('details');
  await saveAndContinue(page);

  await fillContact(page, { phone: '015123456789', search: 'Platz der Republik' });
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/finish-profile\/legal-signers$/);
  await page.getByRole('button', { name: 'Add a legal signer' }).click();
  for (const [index, signer] of signers.entries()) {
    const card = page.getByRole('group', { name: `Legal signer ${index + 1}` });
    await card.getByLabel('First name').fill(signer.first);
    await card.getByLabel('Last name').fill(signer.last);
    await card.getByLabel('Email').fill(signer.email);
    await card.getByLabel('Role').fill(signer.role);
    await card.getByLabel('Date of birth').fill(signer.born);
    await card.getByLabel('Date of birth').press('Tab');
    await card.getByRole('combobox', { name: 'Nationality' }).fill('Germ');
    await page
      .getByRole('option', { name: /Germany/ })
      .first()
      .click();
  }
  await shot('signers');
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/finish-profile\/legal-signers-documents$/);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  for (const signer of signers) {
    await uploadDocument(page, new RegExp(`Identity document of ${signer.first} ${signer.last}`), /^Passport$/);
  }
  await uploadDocument(page, /Company documents/, /Certificate of incorporation/, 'certificate.png');
  await shot('documents');
  await page.getByRole('button', { name: 'Continue' }).click();
  await finishAtDashboard(page);
});
