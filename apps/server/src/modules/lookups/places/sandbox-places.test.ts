import { describe, expect, it } from 'vitest';
import { sandboxPlaces } from './sandbox-places.data';

describe('the sandbox addresses', () => {
  it('are whole: a unique id, an address, a city, a country code and coordinates', () => {
    expect(new Set(sandboxPlaces.map((place) => place.id)).size).toBe(sandboxPlaces.length);
    for (const place of sandboxPlaces) {
      expect(place.id).toMatch(/^sbx-[a-z]{2}-\d+$/);
      expect(place.addressLine1).not.toBe('');
      expect(place.city).not.toBe('');
      expect(place.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(Math.abs(place.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(place.longitude)).toBeLessThanOrEqual(180);
    }
  });
});
