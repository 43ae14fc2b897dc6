'use strict';
/* eslint-disable @typescript-eslint/no-require-imports */
// A realistic catalogue of any size for the scale benchmark: the seed's collections, designers, looks and
// materials, and N generated products with varied names, prices, variants, materials and colours, placed in
// the seed's leaf collections (ancestors included) and designer collections. Deterministic for a given N.
const { ObjectId } = require('mongodb');
// The seed's catalogue by its path: the seed takes the catalogue's built mapper, so it is no dependency here.
const catalog = require('@sohnne/service-kit/testing').seedPart('catalog');

const STYLES = [
  'Tapered',
  'Low',
  'Curved',
  'Slatted',
  'Swivel',
  'Tufted',
  'Cantilever',
  'Stacking',
  'Rocking',
  'Winged',
  'Tulip',
  'Shell',
  'Arc',
  'Tripod',
  'Pedestal',
  'Bentwood',
  'Woven',
  'Sculpted',
  'Floating',
  'Folding',
  'Modular',
  'Compact',
  'Grand',
  'Tall',
  'Nesting',
  'Round',
  'Oval',
  'Square',
  'Ribbed',
  'Channelled',
];
const MOODS = [
  'Nordic',
  'Riviera',
  'Bauhaus',
  'Atomic',
  'Studio',
  'Harbour',
  'Meadow',
  'Canyon',
  'Aurora',
  'Cabin',
  'Loft',
  'Pavilion',
  'Orchard',
  'Lagoon',
  'Summit',
  'Terrace',
  'Atelier',
  'Salon',
  'Villa',
  'Kyoto',
  'Oslo',
  'Milano',
  'Palm',
  'Desert',
  'Coastal',
];
const PIECES = {
  sofas: ['Sofa', 'Loveseat', 'Settee'],
  'sectional-sofas': ['Sectional', 'Corner Sofa', 'Modular Sofa'],
  daybeds: ['Daybed', 'Chaise'],
  'coffee-tables': ['Coffee Table', 'Side Table', 'Nesting Tables'],
  'lounge-chairs': ['Lounge Chair', 'Armchair', 'Easy Chair', 'Club Chair'],
  'stools-and-benches': ['Stool', 'Bench', 'Bar Stool', 'Ottoman'],
  'dining-chairs': ['Dining Chair', 'Side Chair', 'Armchair'],
  'dining-tables': ['Dining Table', 'Trestle Table', 'Extending Table'],
  'office-chairs': ['Office Chair', 'Task Chair', 'Executive Chair'],
  desks: ['Desk', 'Writing Desk', 'Secretary'],
  sideboards: ['Sideboard', 'Credenza', 'Cabinet'],
  'floor-lamps': ['Floor Lamp', 'Arc Lamp', 'Reading Lamp'],
  'pendant-lamps': ['Pendant Lamp', 'Chandelier', 'Ceiling Light'],
  'table-lamps': ['Table Lamp', 'Desk Lamp', 'Lantern'],
  storage: ['Shelf', 'Bookcase', 'Storage Unit'],
};
// [variant value, material slug, material label, colour]
const FINISHES = [
  ['Cognac Leather', 'leather', 'Leather', 'brown'],
  ['Black Leather', 'leather', 'Leather', 'black'],
  ['White Leather', 'leather', 'Leather', 'white'],
  ['Olive Wool', 'wool', 'Wool', 'green'],
  ['Charcoal Wool', 'wool', 'Wool', 'grey'],
  ['Cream Boucle', 'boucle', 'Boucle', 'white'],
  ['Grey Boucle', 'boucle', 'Boucle', 'grey'],
  ['Green Velvet', 'velvet', 'Velvet', 'green'],
  ['Orange Velvet', 'velvet', 'Velvet', 'orange'],
  ['Walnut', 'walnut', 'Walnut', 'brown'],
  ['Natural Oak', 'oak', 'Oak', 'natural'],
  ['Teak', 'teak', 'Teak', 'brown'],
  ['Ash', 'ash', 'Ash', 'natural'],
  ['White Marble', 'marble', 'Marble', 'white'],
  ['Black Steel', 'steel', 'Steel', 'black'],
  ['Chrome', 'steel', 'Steel', 'grey'],
  ['Brass', 'brass', 'Brass', 'gold'],
  ['Natural Cane', 'cane', 'Cane', 'natural'],
  ['Clear Glass', 'glass', 'Glass', 'white'],
  ['Black Mesh', 'mesh', 'Mesh', 'black'],
];
const PHRASES = [
  'hand-finished by independent workshops',
  'with a five-year frame warranty',
  'made to the original proportions',
  'in solid, sustainably sourced materials',
  'that suits small apartments and large living rooms alike',
  'with deep, high-resilience foam cushions',
  'on slim tapered legs',
  'with a gently reclined back',
  'that ages with a rich patina',
  'easy to assemble and to care for',
];
const BADGES = [null, null, null, null, null, null, 'Best Seller', 'New', 'Limited'];
const EXPRESS_NOTE =
  'In stock: ships within 1 business day with express delivery in 3 to 5 business days (US).';
const STANDARD_NOTE =
  'Made to order: ships in 4 to 6 weeks; white-glove delivery available at checkout.';

/** A small deterministic PRNG (mulberry32), so every run seeds the same catalogue. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slugify = (text) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function catalogueShape() {
  const collections = catalog.collectionDocs();
  const parentOf = new Map(collections.map((doc) => [doc.slug, doc.parent_slug]));
  const withAncestors = (slugs) => {
    const all = new Set();
    for (let slug of slugs) {
      for (; slug; slug = parentOf.get(slug)) all.add(slug);
    }
    return [...all];
  };
  const designers = catalog.designerDocs();
  return { collections, designers, withAncestors };
}

/** Product `index` of the generated catalogue (same index, same product). */
function productDoc(index, shape, next = random(index + 1)) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const leaves = Object.keys(PIECES);
  const leaf = pick(leaves);
  const designer = next() < 0.8 ? pick(shape.designers) : null;
  const name = `${pick(MOODS)} ${pick(STYLES)} ${pick(PIECES[leaf])} (${designer ? `${designer.name.split(' ').pop()} Style Replica` : 'Mid-Century Style'})`;
  const slug = `${slugify(name)}-${index.toString(36)}`;
  const basePrice = Math.round(99 + next() ** 2 * 4900);
  const finishes = Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(FINISHES));
  const unique = [...new Map(finishes.map((finish) => [finish[0], finish])).values()];
  const variants = unique.map(([value], position) => {
    const price = basePrice + position * 40;
    const onSale = position === 0 && next() < 0.3;
    return {
      _id: new ObjectId(),
      type: 'Finish',
      value,
      price,
      discount_price: onSale ? Math.round(price * 0.85) : null,
      is_discount: onSale,
      gallery: [
        {
          url: `/media/products/bench-${index % 50}.svg`,
          alternativeText: `${name} in ${value}`,
          width: 800,
          height: 1000,
        },
      ],
    };
  });
  const materials = [
    ...new Map(unique.map(([, material, label]) => [material, label])).entries(),
  ].sort(([a], [b]) => a.localeCompare(b));
  const express = next() < 0.4;
  return {
    _id: new ObjectId(),
    slug,
    name,
    designer: designer ? designer.name : 'Sohnne Studio',
    designer_slug: designer ? designer.slug : null,
    description: `A ${name.split(' (')[0].toLowerCase()} ${pick(PHRASES)}, ${pick(PHRASES)}.`,
    badge_text: pick(BADGES),
    featured: next() < 0.05,
    category: leaf,
    collection_slugs: shape.withAncestors(designer ? [leaf, designer.slug] : [leaf]),
    materials: materials.map(([material]) => material),
    material_labels: materials.map(([, label]) => label),
    colors: [...new Set(unique.map((finish) => finish[3]))].sort(),
    express_shipping: express,
    delivery_note: express ? EXPRESS_NOTE : STANDARD_NOTE,
    dimensions: `W ${40 + Math.floor(next() * 200)} x D ${40 + Math.floor(next() * 80)} x H ${40 + Math.floor(next() * 150)} cm`,
    image_list: variants.map((variant) => variant.gallery[0]),
    variants,
  };
}

/** Seeds the catalogue with `size` generated products into `db` (empty), in batches of `batch`. */
async function seedCatalog(db, size, { batch = 1000 } = {}) {
  const shape = catalogueShape();
  await db.collection('collections').insertMany(shape.collections);
  await db.collection('designers').insertMany(shape.designers);
  await db.collection('looks').insertMany(catalog.lookDocs());
  await db.collection('materials').insertMany(catalog.materialDocs());
  for (let start = 0; start < size; start += batch) {
    const docs = Array.from({ length: Math.min(batch, size - start) }, (_, offset) =>
      productDoc(start + offset, shape),
    );
    await db.collection('products').insertMany(docs, { ordered: false });
  }
}

module.exports = {
  seedCatalog,
  productDoc,
  catalogueShape,
  random,
  vocabulary: { STYLES, MOODS, PIECES, FINISHES },
};
