import { readFileSync } from 'node:fs';
import { darkSchemeDefaults } from '@invest/contracts/theme-contrast';
import { describe, expect, it } from 'vitest';
import { cssVariableName } from './theme';

const colorSchemes = readFileSync(new URL('./color-schemes.css', import.meta.url), 'utf8');

describe('the dark colour scheme', () => {
  it('falls back to the colours the server checks a theme’s contrast against', () => {
    const fallbacks = Object.fromEntries(
      Object.keys(darkSchemeDefaults).map((field) => {
        const pattern = new RegExp(`var\\(${cssVariableName(field)}, (#[0-9a-f]+)\\)`);
        return [field, pattern.exec(colorSchemes)?.[1]];
      }),
    );
    expect(fallbacks).toEqual(darkSchemeDefaults);
  });
});
