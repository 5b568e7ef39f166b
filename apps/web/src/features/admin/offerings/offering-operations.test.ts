import { describe, expect, it } from 'vitest';
import { operationsOf } from './offering-operations';

describe('the operations an offering allows', () => {
  it('announces or opens a draft, and cancels anything not yet settled', () => {
    expect(operationsOf({ state: 'draft', workflow: 'reg_cf' })).toEqual(['announce', 'open', 'cancel']);
    expect(operationsOf({ state: 'upcoming', workflow: 'ipo' })).toEqual(['open', 'cancel']);
  });

  it('closes an open offering at a fixed price; an open ipo is priced first and closes once priced', () => {
    expect(operationsOf({ state: 'open', workflow: 'reg_cf' })).toEqual(['close', 'cancel']);
    expect(operationsOf({ state: 'open', workflow: 'ipo' })).toEqual(['price', 'cancel']);
    expect(operationsOf({ state: 'priced', workflow: 'ipo' })).toEqual(['close', 'cancel']);
  });

  it('lists a funded offering, and offers nothing once it is over', () => {
    expect(operationsOf({ state: 'funded', workflow: 'listx' })).toEqual(['list']);
    for (const state of ['closing', 'listed', 'cancelled', 'failed'] as const) {
      expect(operationsOf({ state, workflow: 'reg_cf' })).toEqual([]);
    }
  });
});
