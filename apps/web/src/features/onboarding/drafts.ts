/**
 * What a user typed in a step's form and has not saved yet, kept per user and step so leaving the
 * screen and coming back (or reloading) loses nothing. Kept in sessionStorage: personal data does not
 * outlive the browser tab on a shared computer. Storage that is full or blocked only loses the draft.
 */
const prefix = 'onboarding-draft';

const keyOf = (userId: string, step: string) => `${prefix}:${userId}:${step}`;

export function readDraft<Values>(userId: string, step: string): Partial<Values> | null {
  try {
    const text = sessionStorage.getItem(keyOf(userId, step));
    return text ? (JSON.parse(text) as Partial<Values>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, step: string, values: unknown): void {
  try {
    sessionStorage.setItem(keyOf(userId, step), JSON.stringify(values));
  } catch {
    // A draft is a convenience: without storage the form still works.
  }
}

export function clearDraft(userId: string, step: string): void {
  try {
    sessionStorage.removeItem(keyOf(userId, step));
  } catch {
    // Nothing was kept.
  }
}

/** Drops every draft, at sign-out. */
export function clearAllDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(`${prefix}:`)) sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
