import { describe, expect, it } from 'vitest';
import { alertVisibility } from './alert-visibility';

const signedIn = (ids: string[] | undefined, isFailed = false) => ({ isSignedIn: true, ids, isFailed });

describe('an alert the user may have chosen not to see again', () => {
  it('shows at once when it has no id, or no one is signed in', () => {
    expect(alertVisibility(null, signedIn(undefined))).toBe('show');
    expect(alertVisibility('TRD-5', { isSignedIn: false, ids: undefined, isFailed: false })).toBe('show');
  });

  it("waits for the user's list, then is skipped when the list holds its id", () => {
    expect(alertVisibility('TRD-5', signedIn(undefined))).toBe('wait');
    expect(alertVisibility('TRD-5', signedIn(['ACCT-7', 'TRD-5']))).toBe('skip');
    expect(alertVisibility('TRD-5', signedIn(['ACCT-7']))).toBe('show');
  });

  it('shows when the list could not be loaded', () => {
    expect(alertVisibility('TRD-5', signedIn(undefined, true))).toBe('show');
  });
});
