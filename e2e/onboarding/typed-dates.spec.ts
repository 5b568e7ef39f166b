import { alphaApi, alphaOrigin, investorAtDocuments } from '../support/api';
import { expect, test } from '../support/test';

// The server refuses a date of birth less than 18 years ago on purpose (400).
test.use({ expectedFailures: /status of 400/ });

test('a date of birth typed key by key keeps the year typed, and the calendar fills it in too', async ({
  page,
  request,
}) => {
  const investor = await investorAtDocuments(alphaApi(request));
  await page.goto(`${alphaOrigin}/sign-in`);
  await page.getByLabel('Email').fill(investor.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(investor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/finish-profile\//);
  await page.goto(`${alphaOrigin}/finish-profile/details`);

  const birth = page.getByLabel('Date of birth');
  await expect(birth).toHaveValue('1985-12-10');
  await birth.fill('');
  for (const [keys, shown] of [
    ['2', '2'],
    ['0', '20'],
    ['1', '201'],
    ['5', '2015'],
    ['06', '2015-06'],
    ['15', '2015-06-15'],
  ] as const) {
    await birth.pressSequentially(keys);
    await expect(birth).toHaveValue(shown);
  }
  await birth.press('Tab');
  await expect(birth).toHaveValue('2015-06-15');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('You must be at least 18 years old')).toBeVisible();
  await expect(birth).toHaveValue('2015-06-15');
  await page.screenshot({ path: 'test-results/typed-dates-refused.png', fullPage: true });

  await birth.fill('');
  await birth.pressSequentially('1990-2-03');
  await expect(birth).toHaveValue('1990-02-03');
  await page.getByRole('button', { name: 'Choose from a calendar' }).click();
  await page.getByRole('button', { name: '14 February 1990' }).click();
  await expect(birth).toHaveValue('1990-02-14');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/finish-profile\/contact$/);
  await page.goto(`${alphaOrigin}/finish-profile/details`);
  await expect(page.getByLabel('Date of birth')).toHaveValue('1990-02-14');
});
