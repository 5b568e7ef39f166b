import { type OfferingState, offeringStates } from '@invest/contracts/offerings';
import { type Workflow, workflows } from '@invest/contracts/workflows';
import type { OfferingFilters } from './offerings.api';

/** The states investors may filter by: every state but the administrators' draft. */
export const publicOfferingStates = offeringStates.filter((state) => state !== 'draft');

const isOneOf = <Value extends string>(values: readonly Value[], value: string | null): value is Value =>
  value !== null && (values as readonly string[]).includes(value);

/** The list's filters from the address (?workflow=reg_cf&state=open&favorite=true); unknown values are ignored. */
export function filtersFromSearch(search: URLSearchParams): OfferingFilters {
  const workflow = search.get('workflow');
  const state = search.get('state');
  return {
    workflow: isOneOf<Workflow>(workflows, workflow) ? workflow : undefined,
    state: isOneOf<OfferingState>(publicOfferingStates, state) ? state : undefined,
    favorite: search.get('favorite') === 'true' ? true : undefined,
  };
}

/** The address's query for the filters, leaving out those not set. */
export function searchFromFilters(filters: OfferingFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.workflow) search.set('workflow', filters.workflow);
  if (filters.state) search.set('state', filters.state);
  if (filters.favorite) search.set('favorite', 'true');
  return search;
}
