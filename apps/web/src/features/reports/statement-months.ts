/** A month of a statement: YYYY-MM of UTC, as GET reports/statement-account takes it. */
const monthKey = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex, 1)).toISOString().slice(0, 7);

/**
 * The months a statement can be asked for, newest first: from the month the account was created
 * (`createdAt`, an ISO instant) to the month of `now`, in UTC as the server counts them. A creation
 * date that cannot be read, or one after now, leaves only this month.
 */
export function statementMonthsOf(createdAt: string, now: Date): string[] {
  const created = new Date(createdAt);
  const last = { year: now.getUTCFullYear(), month: now.getUTCMonth() };
  const first =
    Number.isNaN(created.getTime()) || created > now
      ? last
      : { year: created.getUTCFullYear(), month: created.getUTCMonth() };
  const months: string[] = [];
  for (let index = last.year * 12 + last.month; index >= first.year * 12 + first.month; index -= 1) {
    months.push(monthKey(Math.floor(index / 12), index % 12));
  }
  return months;
}

/** A month as people read it, such as "March 2026", in the language of the page. */
export const monthLabelOf = (month: string, language: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
