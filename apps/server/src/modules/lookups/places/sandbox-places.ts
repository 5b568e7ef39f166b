import { countries, type TCountryCode } from 'countries-list';
import type { PlaceAddress, PlaceSuggestion, PlacesProvider } from './places.port';
import { sandboxPlaces } from './sandbox-places.data';

const maxSuggestions = 5;

/** Lower case without accents, so "zurich" finds "Zürich". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function countryName(code: string): string {
  return countries[code as TCountryCode]?.name ?? code;
}

const addresses: PlaceAddress[] = sandboxPlaces.map((entry) => {
  const region = [entry.province, entry.postalCode].filter(Boolean).join(' ');
  const parts = [
    entry.addressLine1,
    entry.addressLine2,
    entry.suburb,
    entry.city,
    region,
    countryName(entry.countryCode),
  ];
  return { ...entry, formattedAddress: parts.filter(Boolean).join(', ') };
});
const searchText = new Map(addresses.map((address) => [address.id, fold(address.formattedAddress)]));

function toSuggestion(address: PlaceAddress): PlaceSuggestion {
  return {
    id: address.id,
    description: address.formattedAddress,
    mainText: address.addressLine1,
    secondaryText: address.formattedAddress.slice(address.addressLine1.length + 2),
  };
}

/** The default places provider: matches every word typed against a built-in set of addresses. */
export function createSandboxPlacesProvider(): PlacesProvider {
  return {
    isSandbox: true,
    async search(input, countryCode) {
      const words = fold(input)
        .split(/[\s,]+/)
        .filter(Boolean);
      return addresses
        .filter((address) => !countryCode || address.countryCode === countryCode)
        .filter((address) => words.every((word) => searchText.get(address.id)?.includes(word)))
        .slice(0, maxSuggestions)
        .map(toSuggestion);
    },
    async details(id) {
      return addresses.find((address) => address.id === id) ?? null;
    },
  };
}
