import { describe, expect, it } from 'vitest';
import { createPersistConfig } from './persist-config';

const storage = {
  getItem: async () => null,
  setItem: async () => undefined,
  removeItem: async () => undefined,
};

describe('persist config', () => {
  it('persists only the auth and app sections and times out after 5000 ms', () => {
    const config = createPersistConfig(storage);
    expect(config.whitelist).toEqual(['auth', 'app']);
    expect(config.timeout).toBe(5000);
  });
});
