import type { Remotes } from '../remotes';
import { createFragments } from './fragments';

const parcel = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };

function remotesAnswering(module: unknown): Remotes & { load: jest.Mock } {
  return { manifest: jest.fn(), load: jest.fn(async () => module) } as unknown as Remotes & {
    load: jest.Mock;
  };
}

describe('fragments', () => {
  it('loads <remote>/<fragment> through the remotes and returns the parcel config', async () => {
    const remotes = remotesAnswering(parcel);
    await expect(createFragments(remotes).load('catalog/ProductCarousel')).resolves.toBe(parcel);
    expect(remotes.load).toHaveBeenCalledWith('catalog', 'ProductCarousel');
  });

  it('accepts a default export', async () => {
    await expect(
      createFragments(remotesAnswering({ default: parcel })).load('catalog/ProductCarousel'),
    ).resolves.toBe(parcel);
  });

  it('rejects when the remote is unreachable or the module is not a parcel', async () => {
    const unreachable: Remotes = {
      manifest: jest.fn(),
      load: jest.fn(async () => Promise.reject(new Error('offline'))),
    };
    await expect(createFragments(unreachable).load('catalog/ProductCarousel')).rejects.toThrow(
      'offline',
    );
    await expect(
      createFragments(remotesAnswering({ render: () => null })).load(
        'catalog/X' as 'catalog/ProductCarousel',
      ),
    ).rejects.toThrow('catalog/X is not a parcel');
  });
});
