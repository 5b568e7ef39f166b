/** The instants a report's day cut-offs stand for: from the start of `startDate` to the end of `endDate`, UTC. */
export function dayRangeOf(query: { startDate?: string | undefined; endDate?: string | undefined }): {
  from: Date | undefined;
  to: Date | undefined;
} {
  const from = query.startDate ? new Date(`${query.startDate}T00:00:00Z`) : undefined;
  let to: Date | undefined;
  if (query.endDate) {
    to = new Date(`${query.endDate}T00:00:00Z`);
    to.setUTCDate(to.getUTCDate() + 1);
  }
  return { from, to };
}

/** Rows to skip for a page counted from 1. */
export const offsetOf = (page: { page: number; limit: number }) => (page.page - 1) * page.limit;
