import { z } from 'zod';
import { AppError } from '../../../platform/errors';
import type { PlaceAddress, PlaceSuggestion, PlacesProvider } from './places.port';

/** Google's Places API (New): Autocomplete for suggestions, Place Details for the address parts. */
export interface GooglePlacesSettings {
  apiKey: string;
  /** https://places.googleapis.com, or a local fake in tests. */
  baseUrl: string;
}

const maxSuggestions = 5;

const autocompleteSchema = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            placeId: z.string(),
            text: z.object({ text: z.string() }),
            structuredFormat: z
              .object({
                mainText: z.object({ text: z.string() }),
                secondaryText: z.object({ text: z.string() }).optional(),
              })
              .optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});

const componentSchema = z.object({ longText: z.string(), shortText: z.string(), types: z.array(z.string()) });
const placeSchema = z.object({
  id: z.string(),
  formattedAddress: z.string(),
  addressComponents: z.array(componentSchema).default([]),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
});
type Component = z.infer<typeof componentSchema>;

const detailsFieldMask = 'id,formattedAddress,addressComponents,location';

const unavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'Address search is unavailable: type the address instead');

function component(components: Component[], ...types: string[]): Component | undefined {
  return types.map((type) => components.find((entry) => entry.types.includes(type))).find(Boolean);
}

/** Google's address parts as our forms want them; the street line is the formatted address's first part. */
export function toPlaceAddress(place: z.infer<typeof placeSchema>): PlaceAddress | null {
  const parts = place.addressComponents;
  const country = component(parts, 'country');
  const city = component(parts, 'locality', 'postal_town', 'administrative_area_level_2');
  if (!country || !city) return null;
  const province = component(parts, 'administrative_area_level_1');
  return {
    id: place.id,
    formattedAddress: place.formattedAddress,
    addressLine1: place.formattedAddress.split(',')[0]?.trim() ?? place.formattedAddress,
    addressLine2: component(parts, 'subpremise')?.longText ?? null,
    suburb: component(parts, 'sublocality', 'sublocality_level_1', 'neighborhood')?.longText ?? null,
    city: city.longText,
    province: province?.longText ?? null,
    provinceCode: province?.shortText ?? null,
    postalCode: component(parts, 'postal_code')?.longText ?? null,
    countryCode: country.shortText.toUpperCase(),
    latitude: place.location.latitude,
    longitude: place.location.longitude,
  };
}

export function createGooglePlacesProvider(settings: GooglePlacesSettings): PlacesProvider {
  async function request(path: string, init: RequestInit & { fieldMask?: string }) {
    const headers: Record<string, string> = { 'X-Goog-Api-Key': settings.apiKey };
    if (init.fieldMask) headers['X-Goog-FieldMask'] = init.fieldMask;
    if (init.body) headers['Content-Type'] = 'application/json';
    try {
      return await fetch(new URL(path, settings.baseUrl), { ...init, headers, signal: AbortSignal.timeout(5000) });
    } catch {
      throw unavailable();
    }
  }

  return {
    isSandbox: false,
    async search(input, countryCode): Promise<PlaceSuggestion[]> {
      const response = await request('/v1/places:autocomplete', {
        method: 'POST',
        body: JSON.stringify({ input, ...(countryCode && { includedRegionCodes: [countryCode.toLowerCase()] }) }),
      });
      if (!response.ok) throw unavailable();
      const { suggestions } = autocompleteSchema.parse(await response.json());
      return suggestions
        .flatMap(({ placePrediction }) => (placePrediction ? [placePrediction] : []))
        .slice(0, maxSuggestions)
        .map((prediction) => ({
          id: prediction.placeId,
          description: prediction.text.text,
          mainText: prediction.structuredFormat?.mainText.text ?? prediction.text.text,
          secondaryText: prediction.structuredFormat?.secondaryText?.text ?? '',
        }));
    },
    async details(id): Promise<PlaceAddress | null> {
      const response = await request(`/v1/places/${encodeURIComponent(id)}`, {
        method: 'GET',
        fieldMask: detailsFieldMask,
      });
      if (response.status === 404) return null;
      if (!response.ok) throw unavailable();
      return toPlaceAddress(placeSchema.parse(await response.json()));
    },
  };
}
