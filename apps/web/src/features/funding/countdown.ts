import { useEffect, useState } from 'react';

/** Whole seconds from `now` (milliseconds) to `deadline` (ISO 8601), counted up, never below zero. */
export function secondsUntil(deadline: string, now: number): number {
  const at = Date.parse(deadline);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** "14:59", "0:07"; past an hour "1:02:03". */
export function formatCountdown(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** The seconds left until `deadline`, counted down every second while any are left; null without a deadline. */
export function useSecondsLeft(deadline: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const left = deadline === null ? null : secondsUntil(deadline, now);
  const isRunning = left !== null && left > 0;
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isRunning]);
  return left;
}
