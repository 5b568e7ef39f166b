/** An address suggestion for what the user typed. */
export interface PlaceSuggestion {
  id: string;
  description: string;
  mainText: string;
  secondaryText: string;
}

/** An address split into the parts the address forms need. */
export interface PlaceAddress {
  id: string;
  formattedAddress: string;
  addressLine1: string;
  addressLine2: string | null;
  suburb: string | null;
  city: string;
  province: string | null;
  /** The subdivision code without the country prefix ("NY" of ISO 3166-2 "US-NY"). */
  provinceCode: string | null;
  postalCode: string | null;
  countryCode: string;
  latitude: number;
  longitude: number;
}

/** The address search port; the sandbox adapter answers from a built-in set of addresses. */
export interface PlacesProvider {
  /** True for the built-in sandbox, so the web app can label its suggestions "Sandbox". */
  readonly isSandbox: boolean;
  search(input: string, countryCode?: string): Promise<PlaceSuggestion[]>;
  /** Null when the provider knows no place with that id. */
  details(id: string): Promise<PlaceAddress | null>;
}
