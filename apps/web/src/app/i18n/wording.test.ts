import { describe, expect, it } from 'vitest';
import { wordingToBundle } from './wording';

const resources = {
  common: { appName: 'Investing' },
  signIn: { title: 'Sign in', submit: 'Sign in' },
  orders: { cancel_one: 'Cancel {{count}} order?', cancel_other: 'Cancel {{count}} orders?' },
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

  it('overrides every plural form of a text named without its suffix', () => {
    expect(wordingToBundle({ 'orders.cancel': 'Withdraw {{count}} offer(s)?' }, resources)).toEqual({
      orders: { cancel_one: 'Withdraw {{count}} offer(s)?', cancel_other: 'Withdraw {{count}} offer(s)?' },
    });
  });

  it('lets a plural form named by its suffix win over the text named without it', () => {
    expect(
      wordingToBundle(
        { 'orders.cancel': 'Withdraw {{count}} offers?', 'orders.cancel_one': 'Withdraw your offer?' },
        resources,
      ),
    ).toEqual({ orders: { cancel_one: 'Withdraw your offer?', cancel_other: 'Withdraw {{count}} offers?' } });
  });
});
