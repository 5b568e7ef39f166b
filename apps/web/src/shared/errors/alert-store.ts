import type { Alert } from './alert-policy';

let current: Alert | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows an alert unless one is already visible (SPEC 8: never two at once). Returns whether it is shown. */
export function showAlert(alert: Alert): boolean {
  if (current) return false;
  current = alert;
  emit();
  return true;
}

export function closeAlert() {
  current = null;
  emit();
}

export function getAlert(): Alert | null {
  return current;
}

export function subscribeToAlerts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
