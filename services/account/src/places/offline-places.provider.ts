import { codes } from 'zipcodes';
import { MAX_SUGGESTIONS, PlaceSuggestion, PlacesProvider } from './place-suggestion';
import { SEED_STREETS } from './seed-streets';

const COUNTRY_NAMES = { US: 'United States', CA: 'Canada' } as const;

interface Place {
  zip: string;
  city: string;
  /** Lowercase city, for prefix matching. */
  key: string;
  state: string;
  country: string;
}

/** The trailing ZIP code (or its first 3-4 digits, while typing) and what comes before it. */
const TRAILING_ZIP = /^(.*?)[\s,]*\b(\d{3,5})$/;
/** A house number (1550, 12b, 10-12), if any, and the beginning of a street name. */
const HOUSE_AND_STREET = /^(?:(\d+[a-z]?(?:-\d+)?)\s+)?(\D.*)$/i;

interface Street {
  name: string;
  /** The name's lowercase words, for prefix matching. */
  words: string[];
  place: Place;
}

/**
 * Suggestions without a provider: the `zipcodes` package's offline US and Canadian postal codes. A query
 * ending in a ZIP code (or its beginning) suggests the places with that code; otherwise the text after
 * the last comma is taken as the beginning of a city name ("12 Elm St, Springf" → Springfield, IL, …);
 * without a comma, the text is also looked up as a house number and the beginning of a street of the shop's
 * own cities ("1550 Market" → 1550 Market Street, San Francisco, CA 94102). The street is what the customer
 * typed before the ZIP code or the comma, or the street found.
 */
export class OfflinePlacesProvider implements PlacesProvider {
  readonly name = 'offline';
  private places?: Place[];
  private streets?: Street[];

  async suggest(query: string): Promise<PlaceSuggestion[]> {
    const text = query.trim();
    const byZip = TRAILING_ZIP.exec(text);
    if (byZip) {
      const [, street, zip] = byZip;
      return this.all()
        .filter((place) => place.zip.startsWith(zip))
        .slice(0, MAX_SUGGESTIONS)
        .map((place) => suggestion(street, place));
    }
    const comma = text.lastIndexOf(',');
    if (comma >= 0) return this.byCity(text.slice(0, comma).trim(), text.slice(comma + 1));
    return [...this.byStreet(text), ...this.byCity('', text)].slice(0, MAX_SUGGESTIONS);
  }

  /** The seed streets whose name has words beginning with the typed ones, in order ("w lake" → West Lake Street). */
  private byStreet(text: string): PlaceSuggestion[] {
    const match = HOUSE_AND_STREET.exec(text);
    if (!match) return [];
    const [, house, nameText] = match;
    const typed = nameText.toLowerCase().split(/\s+/).filter(Boolean);
    if (typed.join(' ').length < 2) return [];
    return this.allStreets()
      .filter(({ words }) =>
        words.some((_, start) =>
          typed.every((word, offset) => words[start + offset]?.startsWith(word)),
        ),
      )
      .map(({ name, place }) => suggestion(house ? `${house} ${name}` : name, place));
  }

  /** The cities whose name begins with `cityQuery` (and in its state, when it ends with one). */
  private byCity(street: string, cityQuery: string): PlaceSuggestion[] {
    const [cityText, stateText] = splitState(cityQuery.trim().toLowerCase());
    if (cityText.length < 2) return [];
    const seen = new Set<string>();
    return this.all()
      .filter(
        (place) =>
          place.key.startsWith(cityText) && (!stateText || place.state.toLowerCase() === stateText),
      )
      .sort(
        (a, b) =>
          Number(b.key === cityText) - Number(a.key === cityText) || a.key.localeCompare(b.key),
      )
      .filter((place) => {
        const id = `${place.key}|${place.state}`;
        return !seen.has(id) && seen.add(id);
      })
      .slice(0, MAX_SUGGESTIONS)
      .map((place) => suggestion(street, place));
  }

  /** Built on first use; ordered by ZIP code, so each city is represented by its lowest one. */
  private all(): Place[] {
    this.places ??= Object.values(codes)
      .filter((entry) => /^\d{5}$/.test(entry.zip) || entry.country === 'CA')
      .map(toPlace)
      .sort((a, b) => a.zip.localeCompare(b.zip));
    return this.places;
  }

  private allStreets(): Street[] {
    this.streets ??= SEED_STREETS.map(({ name, zip }) => ({
      name,
      words: name.toLowerCase().split(' '),
      place: toPlace(codes[zip]),
    }));
    return this.streets;
  }
}

function toPlace(entry: (typeof codes)[string]): Place {
  return {
    zip: entry.zip,
    city: entry.city,
    key: entry.city.toLowerCase(),
    state: entry.state,
    country: COUNTRY_NAMES[entry.country],
  };
}

/** "springfield il" → ["springfield", "il"]; a last word of two letters is read as a state. */
function splitState(text: string): [string, string | undefined] {
  const match = /^(.+?)\s+([a-z]{2})$/.exec(text);
  return match ? [match[1], match[2]] : [text, undefined];
}

function suggestion(street: string, place: Place): PlaceSuggestion {
  const where = `${place.city}, ${place.state} ${place.zip}, ${place.country}`;
  return {
    label: street ? `${street}, ${where}` : where,
    street,
    city: place.city,
    state: place.state,
    zip: place.zip,
    country: place.country,
  };
}
