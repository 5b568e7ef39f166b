/** SPEC 4: signed-in users are signed out after this long without activity (minutes from app state). */
export function isInactive(lastActivity: number, now: number, allowedMinutes: number): boolean {
  return now - lastActivity >= allowedMinutes * 60_000;
}
