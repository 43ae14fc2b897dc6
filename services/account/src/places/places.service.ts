import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { SERVICE_ENV } from '@sohnne/service-kit';
import type { AccountEnv } from '../config';
import { GooglePlacesProvider, PlacesUnavailableError } from './google-places.provider';
import { OfflinePlacesProvider } from './offline-places.provider';
import { PlaceSuggestion, PlacesProvider } from './place-suggestion';

const PLACES_UNAVAILABLE = 'Address suggestions are unavailable right now';

/** Google Places when PLACES_API_KEY is set, the offline ZIP code data set otherwise. */
@Injectable()
export class PlacesService {
  readonly provider: PlacesProvider;

  constructor(@Inject(SERVICE_ENV) env: AccountEnv) {
    this.provider = env.PLACES_API_KEY
      ? new GooglePlacesProvider(env.PLACES_API_KEY, env.PLACES_API_URL, env.PLACES_TIMEOUT_MS)
      : new OfflinePlacesProvider();
  }

  async suggest(query: string): Promise<PlaceSuggestion[]> {
    try {
      return await this.provider.suggest(query);
    } catch (error) {
      if (error instanceof PlacesUnavailableError)
        throw new ServiceUnavailableException(PLACES_UNAVAILABLE);
      throw error;
    }
  }
}
