/** Two days as the server takes them: YYYY-MM-DD, UTC. */
export interface DayRange {
  from: string;
  to: string;
}

/** Whether `text` is a whole day as the server takes it (YYYY-MM-DD). */
export const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));
