import { describe, expect, it } from 'vitest';
import { loggedOut } from '../features/auth';
import { legalTermsChecked, notificationCountChanged, themeTypeChanged } from './app.slice';
import { rootReducer } from './root-reducer';

describe('the client state', () => {
  it("forgets at sign-out that the user accepted the terms and their unread count, and keeps the browser's own choices", () => {
    const acceptedAt = '2026-11-01T10:00:00Z';
    let state = rootReducer(undefined, legalTermsChecked({ accepted: true, accepted_at: acceptedAt }));
    state = rootReducer(state, themeTypeChanged('light'));
    state = rootReducer(state, notificationCountChanged(3));
    expect(state.app.showLegalTerms).toEqual({ show: false, accept: true, accepted_at: acceptedAt });

    const signedOut = rootReducer(state, loggedOut());
    expect(signedOut.app.showLegalTerms).toEqual({ show: false, accept: false, accepted_at: null });
    expect(signedOut.app.themeType).toBe('light');
    expect(signedOut.app.notificationCount).toBe(0);
    expect(signedOut.auth.token).toBeNull();
  });

  it('leaves the answer alone on any other action', () => {
    const state = rootReducer(undefined, legalTermsChecked({ accepted: true, accepted_at: null }));
    expect(rootReducer(state, themeTypeChanged('dark')).app.showLegalTerms.accept).toBe(true);
  });
});
