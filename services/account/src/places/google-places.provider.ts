import { Logger } from '@nestjs/common';
import { MAX_SUGGESTIONS, PlaceSuggestion, PlacesProvider } from './place-suggestion';

export class PlacesUnavailableError extends Error {}

interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

/**
 * Google Places over HTTP: Autocomplete for address predictions, then Place Details for each one's
 * components (street number and route, locality, state short name, postal code, country long name).
 */
export class GooglePlacesProvider implements PlacesProvider {
  readonly name = 'google';
  private readonly logger = new Logger(GooglePlacesProvider.name);

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async suggest(query: string): Promise<PlaceSuggestion[]> {
    const predictions = await this.call<{
      predictions?: { place_id: string; description: string }[];
    }>('/maps/api/place/autocomplete/json', { input: query, types: 'address' });
    const top = (predictions.predictions ?? []).slice(0, MAX_SUGGESTIONS);
    const details = await Promise.all(
      top.map((prediction) =>
        this.call<{ result?: { address_components?: AddressComponent[] } }>(
          '/maps/api/place/details/json',
          { place_id: prediction.place_id, fields: 'address_component' },
        ).then((detail) =>
          toSuggestion(prediction.description, detail.result?.address_components ?? []),
        ),
      ),
    );
    return details;
  }

  private async call<T>(path: string, params: Record<string, string>): Promise<T> {
    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries({ ...params, key: this.apiKey }))
      url.searchParams.set(key, value);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const body = (await response.json()) as T & { status?: string; error_message?: string };
      if (body.status !== 'OK' && body.status !== 'ZERO_RESULTS')
        throw new Error(
          `status ${body.status}${body.error_message ? `: ${body.error_message}` : ''}`,
        );
      return body;
    } catch (error) {
      // The message never includes the URL, which carries the key.
      this.logger.warn(`Places request ${path} failed: ${(error as Error).message}`);
      throw new PlacesUnavailableError((error as Error).message);
    }
  }
}

function toSuggestion(label: string, components: AddressComponent[]): PlaceSuggestion {
  const find = (...types: string[]) =>
    components.find((component) => types.some((type) => component.types.includes(type)));
  const street = [find('street_number')?.long_name, find('route')?.long_name]
    .filter(Boolean)
    .join(' ');
  return {
    label,
    street,
    city:
      find('locality', 'postal_town', 'sublocality', 'administrative_area_level_2')?.long_name ??
      '',
    state: find('administrative_area_level_1')?.short_name ?? '',
    zip: find('postal_code')?.long_name ?? '',
    country: find('country')?.long_name ?? '',
  };
}
