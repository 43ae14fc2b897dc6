import type { RenderFunction } from '@sohnne/platform/src/server';
import { createWidgets } from '../platform/widgets';
import { VISITOR_START } from '@sohnne/platform';
import { serverPlatform } from './services';
import { loadRegion, regionHtml, type RegionOptions } from './region';

const entry = {
  version: '1.2.0',
  entry: '/e.js',
  serverEntry: 'catalog/1.2.0/server/remoteEntry.js',
  routes: [],
};
const platform = serverPlatform(
  () => Promise.reject(new Error('a region render calls no service')),
  VISITOR_START,
  createWidgets(),
);
const request = {
  mfe: 'catalog',
  entry,
  url: '/collections/seating',
  cookie: 'c=1',
  formToken: '',
  platform,
};

function options(render: RenderFunction, timeoutMs = 1000) {
  const fellBack = jest.fn();
  const load = jest.fn(async () => render);
  const region: RegionOptions = { load, apiUrl: (p) => `http://svc${p}`, timeoutMs, fellBack };
  return { region, fellBack, load };
}

describe('the owning region', () => {
  it("loads the MFE's server entry and renders with the visitor's cookie and the platform", async () => {
    const result = { status: 200, head: { title: 'Seating' }, html: null };
    const render = jest.fn(async () => result);
    const { region, load } = options(render);
    expect(await loadRegion(request, region)).toBe(result);
    expect(load).toHaveBeenCalledWith('catalog', entry.serverEntry);
    expect(render).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/collections/seating', cookie: 'c=1', platform }),
    );
  });

  it('is left to the browser (null, and said) when it throws, is slow or has no server entry', async () => {
    const failing = options(async () => {
      throw new Error('catalog down');
    });
    expect(await loadRegion(request, failing.region)).toBeNull();
    expect(failing.fellBack).toHaveBeenCalledWith(
      expect.objectContaining({ mfe: 'catalog', version: '1.2.0', error: 'Error: catalog down' }),
    );

    const slow = options(() => new Promise(() => {}), 20);
    expect(await loadRegion(request, slow.region)).toBeNull();
    expect(String(slow.fellBack.mock.calls[0][0].error)).toMatch(/took longer than 20 ms/);

    const noEntry = options(jest.fn());
    const { serverEntry: _none, ...browserOnly } = entry;
    expect(await loadRegion({ ...request, entry: browserOnly }, noEntry.region)).toBeNull();
    expect(noEntry.load).not.toHaveBeenCalled();
  });

  it('its HTML, or null (said) when rendering it fails after the head was sent', async () => {
    const html = { html: '<p>chairs</p>', css: '', state: {} };
    const { region, fellBack } = options(jest.fn());
    const ok = { status: 200, head: {}, html: async () => html };
    expect(await regionHtml(ok, request, region)).toBe(html);
    const broken = {
      ...ok,
      html: async () => {
        throw new Error('render failed');
      },
    };
    expect(await regionHtml(broken, request, region)).toBeNull();
    expect(fellBack).toHaveBeenCalledTimes(1);
    expect(await regionHtml({ ...ok, html: null }, request, region)).toBeNull();
  });
});
