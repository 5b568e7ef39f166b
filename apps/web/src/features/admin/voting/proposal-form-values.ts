import type { ProposalKind } from '@invest/contracts';

/** The new-proposal form as the administrator fills it: times in their local time, options one a line. */
export interface ProposalFormValues {
  asset: string;
  title: string;
  text: string;
  kind: ProposalKind;
  options: string;
  record_date: string;
  opens_at: string;
  closes_at: string;
  quorum_percent: number | string;
}

const day = 24 * 3_600_000;

/** A `datetime-local` input's value for `date` in the browser's time zone, to the second. */
export function localInputOf(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 19);
}

/** The ISO time of a `datetime-local` value, or the value itself when it is not a time (the schema says why). */
export function isoOfLocal(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** Voting from now for a week, on the holders of this second. */
export function initialProposalValues(now: Date): ProposalFormValues {
  return {
    asset: '',
    title: '',
    text: '',
    kind: 'resolution',
    options: '',
    record_date: localInputOf(now),
    opens_at: localInputOf(now),
    closes_at: localInputOf(new Date(now.getTime() + 7 * day)),
    quorum_percent: 50,
  };
}

/** The request body (POST /v1/admin/proposals) of the form's values. */
export function proposalRequestOf(values: ProposalFormValues) {
  return {
    ...values,
    options:
      values.kind === 'choice'
        ? values.options
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
        : [],
    record_date: isoOfLocal(values.record_date),
    opens_at: isoOfLocal(values.opens_at),
    closes_at: isoOfLocal(values.closes_at),
    quorum_percent: values.quorum_percent === '' ? Number.NaN : Number(values.quorum_percent),
  };
}
