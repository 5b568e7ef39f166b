import { offeringStates, workflows } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { canMoveOffering } from './offering-states';

describe('offering states', () => {
  it('takes a reg_cf offering from draft through open and closing to funded and listed', () => {
    const path = ['draft', 'upcoming', 'open', 'closing', 'funded', 'listed'] as const;
    for (let i = 1; i < path.length; i += 1) {
      expect(canMoveOffering('reg_cf', path[i - 1] as never, path[i] as never)).toBe(true);
    }
  });

  it('prices an ipo before it closes, and prices nothing else', () => {
    expect(canMoveOffering('ipo', 'open', 'priced')).toBe(true);
    expect(canMoveOffering('ipo', 'priced', 'closing')).toBe(true);
    expect(canMoveOffering('ipo', 'open', 'closing')).toBe(false);
    expect(canMoveOffering('reg_cf', 'open', 'priced')).toBe(false);
    expect(canMoveOffering('listx', 'open', 'priced')).toBe(false);
  });

  it('never leaves listed, cancelled or failed, and never goes back to draft', () => {
    for (const workflow of workflows) {
      for (const to of offeringStates) {
        for (const from of ['listed', 'cancelled', 'failed'] as const) {
          expect(canMoveOffering(workflow, from, to)).toBe(false);
        }
        expect(canMoveOffering(workflow, to, 'draft')).toBe(false);
      }
    }
  });

  it('cancels an offering until it starts closing, and fails one only while it closes', () => {
    for (const from of ['draft', 'upcoming', 'open', 'priced'] as const) {
      expect(canMoveOffering('ipo', from, 'cancelled')).toBe(true);
    }
    expect(canMoveOffering('reg_cf', 'closing', 'cancelled')).toBe(false);
    expect(canMoveOffering('reg_cf', 'closing', 'failed')).toBe(true);
    expect(canMoveOffering('reg_cf', 'open', 'failed')).toBe(false);
  });
});
