import { describe, expect, it } from 'vitest';
import { isNestedDeeperThan } from './json-depth';

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;

describe('JSON nesting depth', () => {
  it('allows the limit and refuses one level past it, for arrays and objects alike', () => {
    expect(isNestedDeeperThan(nested(32), 32)).toBe(false);
    expect(isNestedDeeperThan(nested(33), 32)).toBe(true);
    expect(isNestedDeeperThan(`${'{"a":'.repeat(33)}1${'}'.repeat(33)}`, 32)).toBe(true);
    expect(isNestedDeeperThan(`${'{"a":'.repeat(32)}1${'}'.repeat(32)}`, 32)).toBe(false);
  });

  it('counts siblings once, not the brackets in a row', () => {
    expect(isNestedDeeperThan(JSON.stringify(Array.from({ length: 1000 }, () => [[1], { a: [2] }])), 32)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(isNestedDeeperThan(JSON.stringify({ text: '['.repeat(100) }), 32)).toBe(false);
    expect(isNestedDeeperThan(JSON.stringify({ text: `\\"${'['.repeat(100)}` }), 32)).toBe(false);
    expect(isNestedDeeperThan(JSON.stringify(['"', nested(40)]), 32)).toBe(false);
  });

  it('finds depth in a body of a million levels without running out of stack', () => {
    expect(isNestedDeeperThan(nested(1_000_000), 32)).toBe(true);
  });
});
