import { describe, expect, it } from 'vitest';
import { makeStep, makeUser } from '../../test-support/factories';
import { landingPathFor, safeReturnPath } from './landing-path';

const steps = [
  makeStep({ step: 'signature_step', path: 'agreement' }),
  makeStep({ step: 'details', path: 'details' }),
  makeStep({ step: 'details', path: 'entity-details', type: 'entity' }),
  makeStep({ step: 'contact', path: 'contact-details' }),
  makeStep({ step: 'fund', path: 'fund', active: false }),
];
const settings = { registration_steps: steps, configs: {} };

describe('landingPathFor', () => {
  it('sends a registered user to the dashboard', () => {
    expect(landingPathFor(makeUser({ registration_completed: true }))).toBe('/dashboard');
  });

  it('sends an unregistered user to their last step', () => {
    const user = makeUser({ last_step: 'contact', registration_domain_settings: settings });
    expect(landingPathFor(user)).toBe('/finish-profile/contact-details');
  });

  it('starts at the first active step of the user type', () => {
    expect(landingPathFor(makeUser({ registration_domain_settings: settings }))).toBe('/finish-profile/agreement');
    const entity = makeUser({
      user_type: 'Entity',
      last_step: 'details',
      registration_domain_settings: settings,
    });
    expect(landingPathFor(entity)).toBe('/finish-profile/entity-details');
  });

  it('falls back to the details step without configured steps', () => {
    expect(landingPathFor(makeUser())).toBe('/finish-profile/details');
  });
});

describe('safeReturnPath', () => {
  it('accepts same-site paths only', () => {
    expect(safeReturnPath('/account/security?tab=1')).toBe('/account/security?tab=1');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});
