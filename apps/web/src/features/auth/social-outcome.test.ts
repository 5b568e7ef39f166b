import { describe, expect, it } from 'vitest';
import { socialOutcomeOf } from './social-outcome';

describe('the outcome of a social sign-in, read from the landing page’s fragment', () => {
  it('is a ticket to collect a session with, and a return path of this site only', () => {
    expect(socialOutcomeOf('#sign-in=abc&return=%2Finvites')).toEqual({
      kind: 'sign-in',
      ticket: 'abc',
      returnPath: '/invites',
    });
    expect(socialOutcomeOf('#sign-in=abc&return=%2F%2Fevil.example')).toMatchObject({ returnPath: null });
  });

  it('is a sign-up ticket, an error worded by its code, or nothing', () => {
    expect(socialOutcomeOf('#sign-up=jwe')).toEqual({ kind: 'sign-up', ticket: 'jwe' });
    expect(socialOutcomeOf('#error=denied&provider=Local+ID&for_signup=1')).toEqual({
      kind: 'error',
      error: 'denied',
      provider: 'Local ID',
      forSignup: true,
    });
    expect(socialOutcomeOf('#error=%3Cscript%3E')).toMatchObject({ error: 'failed', provider: '' });
    expect(socialOutcomeOf('')).toEqual({ kind: 'none' });
  });
});
