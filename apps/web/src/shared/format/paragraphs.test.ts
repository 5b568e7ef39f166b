import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './paragraphs';

describe('the paragraphs of a plain text', () => {
  it('splits at blank lines and keeps a single line break inside its paragraph', () => {
    expect(paragraphsOf('You may lose it all.\n\n  Shares are illiquid.\nNo market may form.\n \n')).toEqual([
      'You may lose it all.',
      'Shares are illiquid.\nNo market may form.',
    ]);
  });

  it('has none for an empty or blank text', () => {
    expect(paragraphsOf('')).toEqual([]);
    expect(paragraphsOf(' \n\n ')).toEqual([]);
  });
});
