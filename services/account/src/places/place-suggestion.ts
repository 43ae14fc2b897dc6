/** One suggestion for the address form: what it fills in (state as its short name, country as its long name). */
export interface PlaceSuggestion {
  label: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** A source of address suggestions; the service picks one by configuration. */
export interface PlacesProvider {
  readonly name: 'google' | 'offline';
  suggest(query: string): Promise<PlaceSuggestion[]>;
}

export const MAX_SUGGESTIONS = 5;
