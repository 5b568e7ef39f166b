import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';

export function newInvestor() {
  const id = randomBytes(4).toString('hex');
  return {
    firstName: 'Ada',
    lastName: `Lovelace ${id}`,
    email: `ada.${id}@example.com`,
    password: `Analytical-${id}-1`,
  };
}

/** The authenticator app's code, `stepsAhead` 30-second steps from now (codes are accepted once). */
export function authenticatorCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });
}
