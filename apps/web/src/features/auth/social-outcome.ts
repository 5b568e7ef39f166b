import { type SocialSignInError, socialSignInErrors } from '@invest/contracts/social-sign-in';
import { safeReturnPath } from './landing-path';

/** What the server's social sign-in callback left in the fragment of /social-sign-in. */
export type SocialOutcome =
  | { kind: 'sign-in'; ticket: string; returnPath: string | null }
  | { kind: 'sign-up'; ticket: string }
  | { kind: 'error'; error: SocialSignInError; provider: string; forSignup: boolean }
  | { kind: 'none' };

export function socialOutcomeOf(hash: string): SocialOutcome {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const signIn = fragment.get('sign-in');
  if (signIn) return { kind: 'sign-in', ticket: signIn, returnPath: safeReturnPath(fragment.get('return')) };
  const signUp = fragment.get('sign-up');
  if (signUp) return { kind: 'sign-up', ticket: signUp };
  const error = fragment.get('error');
  if (error) {
    return {
      kind: 'error',
      error: (socialSignInErrors as readonly string[]).includes(error) ? (error as SocialSignInError) : 'failed',
      provider: fragment.get('provider') ?? '',
      forSignup: fragment.get('for_signup') === '1',
    };
  }
  return { kind: 'none' };
}
