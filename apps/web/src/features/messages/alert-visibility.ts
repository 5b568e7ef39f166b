/** What becomes of an alert that the user may have chosen not to see again. */
export type AlertVisibility = 'show' | 'wait' | 'skip';

/** The user's hidden messages as the server answered them: undefined until it has, or when it could not. */
export interface IgnoredList {
  isSignedIn: boolean;
  ids: readonly string[] | undefined;
  isFailed: boolean;
}

/**
 * An alert without an id, or for a visitor who is not signed in, shows at once; one with an id waits
 * for the user's list from the server, and is skipped when the list holds it. Should the list fail
 * to load, the alert shows: a refusal is never hidden by mistake.
 */
export function alertVisibility(id: string | null, list: IgnoredList): AlertVisibility {
  if (id === null || !list.isSignedIn) return 'show';
  if (list.ids === undefined) return list.isFailed ? 'show' : 'wait';
  return list.ids.includes(id) ? 'skip' : 'show';
}
