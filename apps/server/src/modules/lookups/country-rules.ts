import type { CountryValidation } from '@invest/contracts';

/**
 * Countries under comprehensive US sanctions (OFAC embargo programs), refused on every domain:
 * Cuba, Iran, North Korea and Syria (kept, the conservative choice, although OFAC ended its Syria
 * program in 2025). Russia and Belarus are under list-based and sectoral, not comprehensive,
 * sanctions: a domain that must refuse them lists them in its configs.
 */
const sanctionedCountryCodes: ReadonlySet<string> = new Set(['CU', 'IR', 'KP', 'SY']);

/** The domain's `configs.restricted_countries`: comma-separated ISO 3166-1 alpha-2 codes. */
function restrictedCountryCodes(configs: Record<string, unknown>): Set<string> {
  const value = configs.restricted_countries;
  if (typeof value !== 'string') return new Set();
  return new Set(
    value
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  );
}

export function validateCountryCode(countryCode: string, configs: Record<string, unknown>): CountryValidation {
  if (sanctionedCountryCodes.has(countryCode)) return { valid: false, reason: 'sanctioned' };
  if (restrictedCountryCodes(configs).has(countryCode)) return { valid: false, reason: 'restricted' };
  return { valid: true, reason: null };
}
