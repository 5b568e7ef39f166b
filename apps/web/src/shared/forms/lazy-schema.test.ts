import { loginRequestSchema } from '@invest/contracts/auth';
import { describe, expect, it } from 'vitest';
import { lazySchema } from './lazy-schema';

const badLogin = { email: 'not-an-email', password: '' };

describe('lazySchema', () => {
  it('loads the schema on first use and answers its field errors', async () => {
    const schema = lazySchema(async () => loginRequestSchema);
    const errors = schema.errorsOf(badLogin);
    expect(errors).toBeInstanceOf(Promise);
    expect(await errors).toEqual({ email: 'Invalid email address', password: 'Password is required' });
  });

  it('answers at once and parses with the schema once it is loaded', async () => {
    const schema = lazySchema(async () => loginRequestSchema);
    await schema.load();
    expect(schema.errorsOf({ email: 'ada@example.com', password: 'x' })).toEqual({});
    expect(schema.parse({ email: ' Ada@Example.com ', password: 'x' })).toEqual({
      email: 'ada@example.com',
      password: 'x',
    });
  });

  it('lets values pass to the server when the schema cannot be loaded, and tries again next time', async () => {
    let attempts = 0;
    const schema = lazySchema(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return loginRequestSchema;
    });
    expect(await schema.errorsOf(badLogin)).toEqual({});
    expect(schema.parse(badLogin)).toBe(badLogin);
    expect(await schema.errorsOf(badLogin)).toHaveProperty('email');
    expect(attempts).toBe(2);
  });
});
