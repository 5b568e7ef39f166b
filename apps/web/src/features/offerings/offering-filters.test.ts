import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchFromFilters } from './offering-filters';

describe('the offering filters in the address', () => {
  it('read back what they wrote', () => {
    const filters = { workflow: 'reg_cf', state: 'open', favorite: true } as const;
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
    expect(searchFromFilters(filters).toString()).toBe('workflow=reg_cf&state=open&favorite=true');
  });

  it('ignore unknown values and the draft state, which investors never see', () => {
    expect(filtersFromSearch(new URLSearchParams('workflow=spac&state=draft&favorite=yes'))).toEqual({
      workflow: undefined,
      state: undefined,
      favorite: undefined,
    });
  });
});
