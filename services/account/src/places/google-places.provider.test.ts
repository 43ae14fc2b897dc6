import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GooglePlacesProvider, PlacesUnavailableError } from './google-places.provider';

/** A local stand-in for the Google Places HTTP API, on a free port. */
let server: Server;
let baseUrl: string;
let requests: URL[] = [];
let answer: (url: URL) => { status: number; body: unknown };

const component = (long_name: string, short_name: string, ...types: string[]) => ({
  long_name,
  short_name,
  types,
});

const googleLike = (url: URL) => {
  if (url.pathname === '/maps/api/place/autocomplete/json')
    return {
      status: 200,
      body: {
        status: 'OK',
        predictions: [
          { place_id: 'p1', description: '1600 Amphitheatre Pkwy, Mountain View, CA, USA' },
          { place_id: 'p2', description: '10 Downing St, London, UK' },
        ],
      },
    };
  const byPlace: Record<string, unknown[]> = {
    p1: [
      component('1600', '1600', 'street_number'),
      component('Amphitheatre Parkway', 'Amphitheatre Pkwy', 'route'),
      component('Mountain View', 'Mountain View', 'locality', 'political'),
      component('California', 'CA', 'administrative_area_level_1', 'political'),
      component('United States', 'US', 'country', 'political'),
      component('94043', '94043', 'postal_code'),
    ],
    p2: [
      component('10', '10', 'street_number'),
      component('Downing Street', 'Downing St', 'route'),
      component('London', 'London', 'postal_town'),
      component('England', 'England', 'administrative_area_level_1', 'political'),
      component('United Kingdom', 'GB', 'country', 'political'),
      component('SW1A 2AA', 'SW1A 2AA', 'postal_code'),
    ],
  };
  return {
    status: 200,
    body: {
      status: 'OK',
      result: { address_components: byPlace[url.searchParams.get('place_id')!] },
    },
  };
};

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://places');
    requests.push(url);
    const { status, body } = answer(url);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  requests = [];
  answer = googleLike;
});

describe('GooglePlacesProvider', () => {
  it('asks Autocomplete for addresses, then Place Details, and fills the form fields', async () => {
    const provider = new GooglePlacesProvider('test-key', baseUrl, 1000);
    const suggestions = await provider.suggest('1600 Amph');
    expect(suggestions).toEqual([
      {
        label: '1600 Amphitheatre Pkwy, Mountain View, CA, USA',
        street: '1600 Amphitheatre Parkway',
        city: 'Mountain View',
        state: 'CA',
        zip: '94043',
        country: 'United States',
      },
      {
        label: '10 Downing St, London, UK',
        street: '10 Downing Street',
        city: 'London',
        state: 'England',
        zip: 'SW1A 2AA',
        country: 'United Kingdom',
      },
    ]);
    const [autocomplete, ...details] = requests;
    expect(Object.fromEntries(autocomplete.searchParams)).toEqual({
      input: '1600 Amph',
      types: 'address',
      key: 'test-key',
    });
    expect(details.map((url) => url.searchParams.get('place_id')).sort()).toEqual(['p1', 'p2']);
    expect(details.every((url) => url.searchParams.get('fields') === 'address_component')).toBe(
      true,
    );
  });

  it('answers no suggestions for ZERO_RESULTS', async () => {
    answer = () => ({ status: 200, body: { status: 'ZERO_RESULTS', predictions: [] } });
    await expect(new GooglePlacesProvider('k', baseUrl, 1000).suggest('zzzz')).resolves.toEqual([]);
  });

  it('reports a refused key, an HTTP error or no answer as unavailable', async () => {
    const provider = new GooglePlacesProvider('bad-key', baseUrl, 200);
    answer = () => ({
      status: 200,
      body: { status: 'REQUEST_DENIED', error_message: 'invalid key' },
    });
    await expect(provider.suggest('elm')).rejects.toBeInstanceOf(PlacesUnavailableError);
    answer = () => ({ status: 500, body: {} });
    await expect(provider.suggest('elm')).rejects.toBeInstanceOf(PlacesUnavailableError);
    const closed = new GooglePlacesProvider('k', 'http://127.0.0.1:9', 200);
    await expect(closed.suggest('elm')).rejects.toBeInstanceOf(PlacesUnavailableError);
  });
});
