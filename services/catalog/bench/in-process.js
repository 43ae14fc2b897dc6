#!/usr/bin/env node
'use strict';
// The catalogue's own work at N products, in process and without a database or HTTP: a built service's
// snapshot (products, collections, search) made from the scale benchmark's generated products, then the main
// thread's CPU per search and per collection listing page (the scale benchmark's queries), and the longest a
// product write holds the event loop while it is applied (renamed and put back, as a refresh does) and the
// longest first listing page and search after it (what is kept per catalogue version made again); the same
// listing pages sorted by price (half each way), and the longest first sorted page after a write (which makes
// the collection's price order again). Run after
// building: `node bench/in-process.js`; BENCH_SIZE (50000); BENCH_BASELINE_DIST=<another build's dist/> measures
// that build first in the same run (each build in its own process, one after the other). Also the process's
// memory once built (RSS and V8's heap after a full collection) and at its peak (RSS): the catalogue's own
// memory, without Nest, the driver or a database read. Builds from before the cards-only read model (which
// kept whole products) are fed whole products.
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const SIZE = Number(process.env.BENCH_SIZE ?? 50_000);
const QUERIES = 400;
const WRITES = 50;
const ROUNDS = 3;

/** Main-thread CPU ms of `run()`. */
function cpuMs(run) {
  const start = process.threadCpuUsage();
  run();
  const used = process.threadCpuUsage(start);
  return (used.user + used.system) / 1000;
}

async function measure(dist) {
  const { BSON, ObjectId } = require('mongoose').mongo;
  const { catalogueShape, productDoc, random, vocabulary } = require('./generate-catalog');
  // The seed's catalogue by its path: the seed takes the catalogue's built mapper, so it is no dependency here.
  const seed = require('@sohnne/service-kit/testing').seedPart('catalog');
  const { SharedStrings } = require(path.join(dist, 'products/shared-strings.js'));
  const cardsOnly = require('node:fs').existsSync(path.join(dist, 'products/product-card.js'));
  const toRead = cardsOnly
    ? require(path.join(dist, 'products/product-card.js')).toProductRead
    : (doc, shared) => shared.share(doc);
  const { productLists, PRODUCTS } = require(path.join(dist, 'products/product-lists.js'));
  const { collectionsPart, COLLECTIONS } = require(
    path.join(dist, 'collections/collections-part.js'),
  );
  const { searchPart, SEARCH } = require(path.join(dist, 'search/search-part.js'));
  const { CatalogIndex } = require(path.join(dist, 'store/catalog-snapshot.js'));
  const { parseListingQuery } = require(path.join(dist, 'collections/listing-query.js'));

  // Documents as the driver gives them (BSON round trip), ids fixed so that every build sees the same ones.
  const shape = catalogueShape();
  const shared = new SharedStrings();
  const products = Array.from({ length: SIZE }, (_, index) => {
    const doc = {
      ...productDoc(index, shape),
      _id: new ObjectId(index.toString(16).padStart(24, '0')),
    };
    return toRead(BSON.deserialize(BSON.serialize(doc)), shared);
  });
  const collections = seed
    .collectionDocs()
    .map((doc) => ({ ...doc, _id: doc._id ?? new ObjectId() }));
  const index = await CatalogIndex.build(
    products,
    [productLists, collectionsPart(async () => collections), searchPart],
    '1',
  );
  products.length = 0;
  globalThis.gc?.();
  const memory = {
    'RSS MB built': Math.round(process.memoryUsage().rss / 2 ** 20),
    'heap MB built': Math.round(process.memoryUsage().heapUsed / 2 ** 20),
  };

  const next = random(7);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const words = [
    ...vocabulary.STYLES,
    ...vocabulary.MOODS,
    ...Object.values(vocabulary.PIECES).flat(),
    ...vocabulary.FINISHES.map(([value]) => value),
  ].map((word) => word.toLowerCase());
  const searches = Array.from({ length: QUERIES }, (_, i) => [
    `${pick(words)} ${pick(words)}`,
    12 * (1 + (i % 3)),
  ]);
  const paths = [
    'living-room',
    'seating',
    'seating/lounge-chairs',
    'dining/dining-chairs',
    'office',
    'storage',
  ];
  const colors = ['black', 'brown', 'green', 'grey', 'white', 'natural', 'orange', 'gold'];
  const materials = vocabulary.FINISHES.map(([, material]) => material);
  const listings = Array.from({ length: QUERIES }, (_, i) =>
    parseListingQuery(
      `path=${pick(paths)}&material[0]=${pick(materials)}&color[0]=${pick(colors)}&price[min]=${i}&price[max]=${3000 + i}`,
    ),
  );
  // The same pages by price, half of them each way (a build without sorting gives them in its own order).
  const sortedListings = listings.map((query, i) => ({
    ...query,
    sort: i % 2 === 0 ? 'price_asc' : 'price_desc',
  }));
  const lists = index.part(PRODUCTS);
  const listing = index.part(COLLECTIONS);
  const { materialLabel } = require(path.join(dist, 'collections/facets.js'));
  const labelFor = (key, value, product) =>
    key === 'category'
      ? (listing.bySlug.get(value)?.collection.name ?? value)
      : key === 'material'
        ? materialLabel(product, value)
        : value.charAt(0).toUpperCase() + value.slice(1);
  const page = (query) => {
    const slug = query.path.split('/').at(-1);
    const ordered = lists.byCollection.get(slug) ?? [];
    const range = {
      start: (query.page - 1) * query.perPage,
      count: query.perPage,
      sort: query.sort,
    };
    // Pages of the same collection and version reuse what only changes with the catalogue (as a service does).
    // (An older build takes the option labels per page: the service's, as it gave them.)
    return listing.listing.page(slug, query.filters, ordered, range, labelFor);
  };
  const search = index.part(SEARCH).search;
  const rows = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    rows.push({
      'search CPU ms/query': (
        cpuMs(() => searches.forEach(([text, limit]) => search.search(text, limit))) / QUERIES
      ).toFixed(2),
      'listing page CPU ms': (cpuMs(() => listings.forEach(page)) / QUERIES).toFixed(2),
      'sorted listing page CPU ms': (cpuMs(() => sortedListings.forEach(page)) / QUERIES).toFixed(
        2,
      ),
    });
  }
  // A write applied: the product read back, renamed, put into every part (one synchronous step); then the
  // first listing page and search, which make again what is kept per catalogue version.
  let longestWrite = 0;
  let longestAfterWrite = 0;
  let longestSortedAfterWrite = 0;
  for (let write = 0; write < WRITES; write += 1) {
    const product = lists.products[Math.floor(next() * lists.products.length)];
    const name = `${pick(words)} ${product.name}`;
    // A refresh puts the product as read back: a read product (card and words), or a whole one before.
    const renamed = cardsOnly
      ? { card: { ...product, name }, words: { materials: '', description: product.name } }
      : { ...product, name };
    longestWrite = Math.max(
      longestWrite,
      cpuMs(() => index.put(renamed)),
    );
    const [text, limit] = searches[write];
    longestAfterWrite = Math.max(
      longestAfterWrite,
      cpuMs(() => {
        page(listings[write]);
        search.search(text, limit);
      }),
    );
    longestSortedAfterWrite = Math.max(
      longestSortedAfterWrite,
      cpuMs(() => page(sortedListings[write])),
    );
  }
  return {
    rounds: rows,
    'longest write apply ms': longestWrite.toFixed(2),
    'longest first listing and search after a write ms': longestAfterWrite.toFixed(2),
    'longest first sorted listing after a write ms': longestSortedAfterWrite.toFixed(2),
    ...memory,
    'RSS MB peak': Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

if (process.argv[2] === '--child') {
  measure(process.argv[3]).then((result) => process.stdout.write(JSON.stringify(result)));
} else {
  const builds = [
    ...(process.env.BENCH_BASELINE_DIST
      ? [['baseline', path.resolve(process.env.BENCH_BASELINE_DIST)]]
      : []),
    ['this', path.join(__dirname, '..', 'dist')],
  ];
  for (const [build, dist] of builds) {
    const result = JSON.parse(
      execFileSync(process.execPath, ['--expose-gc', __filename, '--child', dist], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    console.log(
      `${build} (${dist}), ${SIZE} products: longest write apply ${result['longest write apply ms']} ms (main-thread CPU), then the first listing page and search ${result['longest first listing and search after a write ms']} ms, the first sorted page ${result['longest first sorted listing after a write ms']} ms; RSS ${result['RSS MB built']} MB built (heap ${result['heap MB built']} MB), ${result['RSS MB peak']} MB peak`,
    );
    console.table(result.rounds);
  }
}
