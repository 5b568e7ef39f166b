import { describe, expect, it } from 'vitest';
import { makeStep, makeUser } from '../../test-support/factories';
import { landingPathFor, safeReturnPath } from './landing-path';

const steps = [
  makeStep({ step: 'signature_step', path: 'agreement' }),
  makeStep({ step: 'details', path: 'details' }),
  makeStep({ step: 'details', path: 'entity-details', type: 'entity' }),
  makeStep({ step: 'contact', path: 'contact-details' }),
  makeStep({ step: 'fund', path: 'fund', active: false }),
  makeStep({ step: 'deed', path: 'deed', pivot: { show_during_registration: false } }),
];
const settings = { registration_steps: steps, configs: { workflow: 'listx' } };

describe('landingPathFor', () => {
  it('sends a registered user to the dashboard', () => {
    expect(landingPathFor(makeUser({ registration_completed: true }))).toBe('/dashboard');
  });

  it('sends an unregistered user to the step after their last one, or to confirmation after the last', () => {
    const user = makeUser({ last_step: 'details', registration_domain_settings: settings });
    expect(landingPathFor(user)).toBe('/finish-profile/contact-details');
    const done = makeUser({ last_step: 'contact', registration_domain_settings: settings });
    expect(landingPathFor(done)).toBe('/finish-profile/confirmation');
  });

  it('starts at the first active step of the user type', () => {
    expect(landingPathFor(makeUser({ registration_domain_settings: settings }))).toBe('/finish-profile/agreement');
    const entity = makeUser({ user_type: 'Entity', registration_domain_settings: settings });
    expect(landingPathFor(entity)).toBe('/finish-profile/entity-details');
  });

  it('follows the tenant’s workflow', () => {
    const ipo = makeUser({ registration_domain_settings: { registration_steps: steps, configs: {} } });
    expect(landingPathFor(ipo)).toBe('/finish-profile/agreement');
    const ipoStep = makeStep({ step: 'contact', path: 'ipo-contact', workflow: 'ipo' });
    const withIpo = makeUser({
      registration_domain_settings: { registration_steps: [...steps, ipoStep], configs: {} },
    });
    expect(landingPathFor(withIpo)).toBe('/finish-profile/ipo-contact');
  });

  it('falls back to the agreement without configured steps', () => {
    expect(landingPathFor(makeUser())).toBe('/finish-profile/agreement');
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
