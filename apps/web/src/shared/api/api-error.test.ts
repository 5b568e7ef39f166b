import { describe, expect, it } from 'vitest';
import { isApiError, parseApiError } from './api-error';

describe('parseApiError', () => {
  it('reads the error envelope', () => {
    expect(
      parseApiError(400, {
        success: false,
        message: 'Invalid email address',
        code: 'VALIDATION',
        errors: { email: ['Invalid email address'], password: [] },
      }),
    ).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: 'Invalid email address',
      fieldErrors: { email: ['Invalid email address'] },
    });
  });

  it('prefers payload.message over message', () => {
    expect(parseApiError(500, { message: 'outer', payload: { message: 'inner' } }).message).toBe('inner');
  });

  it('copes with bodies that are not an envelope', () => {
    expect(parseApiError(502, '<html>Bad gateway</html>')).toEqual({
      status: 502,
      code: null,
      message: null,
      fieldErrors: {},
    });
    expect(parseApiError(500, { message: '   ' }).message).toBeNull();
  });

  it('recognises its own errors', () => {
    expect(isApiError(parseApiError(400, null))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
