import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors';
import { returnPathOf } from './return-path';

const origin = 'https://alpha.example';

describe('the page a social sign-in returns to', () => {
  it('is a path of this site, or an address on the same origin reduced to its path', () => {
    expect(returnPathOf('/gift/ABC?x=1#top', origin)).toBe('/gift/ABC?x=1#top');
    expect(returnPathOf('https://alpha.example/trading/ACME-USD', origin)).toBe('/trading/ACME-USD');
    expect(returnPathOf('/a/../dashboard', origin)).toBe('/dashboard');
    expect(returnPathOf(undefined, origin)).toBeNull();
    expect(returnPathOf('', origin)).toBeNull();
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'https://alpha.example.evil.example/',
    'http://alpha.example/',
    '/\tevil',
    'dashboard',
  ])('refuses %s, naming referrer_url', (referrer) => {
    const refusal = (() => {
      try {
        returnPathOf(referrer, origin);
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).errors).toHaveProperty('referrer_url');
  });
});
