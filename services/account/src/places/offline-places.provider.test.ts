import { OfflinePlacesProvider } from './offline-places.provider';

const provider = new OfflinePlacesProvider();

describe('OfflinePlacesProvider (the zipcodes data set)', () => {
  it('suggests the place of a ZIP code typed after the street', async () => {
    expect(await provider.suggest('742 Evergreen Terrace 90210')).toEqual([
      {
        label: '742 Evergreen Terrace, Beverly Hills, CA 90210, United States',
        street: '742 Evergreen Terrace',
        city: 'Beverly Hills',
        state: 'CA',
        zip: '90210',
        country: 'United States',
      },
    ]);
  });

  it('suggests by the beginning of a ZIP code, in ZIP order, at most five', async () => {
    const suggestions = await provider.suggest('Elm St, 627');
    expect(suggestions).toHaveLength(5);
    expect(suggestions.every((s) => s.zip.startsWith('627') && s.state === 'IL')).toBe(true);
    expect(suggestions.map((s) => s.zip)).toEqual([...suggestions.map((s) => s.zip)].sort());
    expect(suggestions[0].street).toBe('Elm St');
  });

  it('suggests cities by the beginning of their name after a comma, one per city and state', async () => {
    const suggestions = await provider.suggest('12 Oak Ave, Springfield');
    expect(suggestions.length).toBeGreaterThan(1);
    expect(suggestions.every((s) => s.city === 'Springfield' && s.street === '12 Oak Ave')).toBe(
      true,
    );
    expect(new Set(suggestions.map((s) => s.state)).size).toBe(suggestions.length);

    const inIllinois = await provider.suggest('12 Oak Ave, springfield il');
    expect(inIllinois).toEqual([
      expect.objectContaining({
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        country: 'United States',
      }),
    ]);
  });

  it("finds a street of the shop's own cities by a house number and the beginning of its name", async () => {
    expect(await provider.suggest('1550 Market')).toEqual([
      {
        label: '1550 Market Street, San Francisco, CA 94102, United States',
        street: '1550 Market Street',
        city: 'San Francisco',
        state: 'CA',
        zip: '94102',
        country: 'United States',
      },
    ]);
    expect(await provider.suggest('311 w lake st')).toEqual([
      expect.objectContaining({ street: '311 West Lake Street', city: 'Chicago', zip: '60606' }),
    ]);
    expect(await provider.suggest('Maple Av')).toEqual([
      expect.objectContaining({ street: 'Maple Avenue', city: 'Springfield', state: 'IL' }),
    ]);
  });

  it('knows nothing of a street of another city alone, or of a single letter', async () => {
    expect(await provider.suggest('742 Evergreen Terrace')).toEqual([]);
    expect(await provider.suggest('Elm St, S')).toEqual([]);
  });
});
