import { describe, expect, it } from 'vitest';
import { wordingToBundle } from './wording';

const resources = {
  common: { appName: 'Investing' },
  signIn: { title: 'Sign in', submit: 'Sign in' },
};

describe('tenant wording', () => {
  it('nests dotted keys so they override the matching texts', () => {
    expect(
      wordingToBundle({ 'signIn.title': 'Log in', 'signIn.submit': 'Continue', 'common.appName': 'Acme' }, resources),
    ).toEqual({
      signIn: { title: 'Log in', submit: 'Continue' },
      common: { appName: 'Acme' },
    });
  });

  it('ignores keys that are not texts of the app', () => {
    expect(
      wordingToBundle(
        { signIn: 'x', 'signIn.title.more': 'y', 'unknown.key': 'z', 'signIn.title': 'Log in' },
        resources,
      ),
    ).toEqual({ signIn: { title: 'Log in' } });
  });
});
