// The ranges of the dashboard's account value chart, apart from the report's schemas (reports.ts),
// so the dashboard does not load the schema library for them.

/** The ranges the chart offers, each ending today. */
export const accountValueRanges = ['1W', '1M', '3M', '6M', '1Y'] as const;
export type AccountValueRange = (typeof accountValueRanges)[number];
