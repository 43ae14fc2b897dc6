'use strict';
/* eslint-disable @typescript-eslint/no-require-imports */
// Catalog seed: nested collections and mid-century replica products. Idempotent: every document is
// upserted by slug, and ids are derived from the slug so they survive a fresh database too.
const { createHash } = require('node:crypto');
const { ObjectId } = require('mongodb');

const IMAGE = { width: 800, height: 1000 };

/** A stable ObjectId for a seed key (same key, same id, on every machine). */
const stableId = (key) => new ObjectId(createHash('sha1').update(key).digest('hex').slice(0, 24));
const slugify = (text) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// [slug, name, parent, description, art] — art names the illustration the media generator draws.
const COLLECTIONS = [
  ['living-room', 'Living Room', null, 'Sofas, coffee tables and lounge pieces for the room you live in most.', 'sofa'],
  ['sofas', 'Sofas', 'living-room', 'Low, tailored sofas with tapered legs and deep cushions.', 'sofa'],
  ['sectional-sofas', 'Sectional Sofas', 'sofas', 'Modular and L-shaped sofas that seat the whole family.', 'sectional'],
  ['daybeds', 'Daybeds', 'sofas', 'Tufted daybeds for reading, napping and guests.', 'daybed'],
  ['coffee-tables', 'Coffee & Side Tables', 'living-room', 'Sculptural tables in walnut, marble and glass.', 'noguchi'],
  ['seating', 'Seating', null, 'Lounge chairs, accent chairs and stools from the golden age of design.', 'lounge'],
  ['lounge-chairs', 'Lounge Chairs', 'seating', 'The icons: moulded plywood, leather and wool lounge chairs.', 'lounge'],
  ['stools-and-benches', 'Stools & Benches', 'seating', 'Bar stools, turned stools and slatted benches.', 'stool'],
  ['dining', 'Dining', null, 'Pedestal tables and classic chairs for long dinners.', 'pedestal'],
  ['dining-chairs', 'Dining Chairs', 'dining', 'Wishbone, shell and bentwood chairs for the dining table.', 'woodchair'],
  ['dining-tables', 'Dining Tables', 'dining', 'Pedestal and trestle dining tables in marble, laminate and walnut.', 'pedestal'],
  ['office', 'Office', null, 'Desks and chairs that make working from home a pleasure.', 'office'],
  ['office-chairs', 'Office Chairs', 'office', 'Executive and task chairs on five-star bases.', 'office'],
  ['desks', 'Desks', 'office', 'Writing desks with slim profiles and clever storage.', 'desk'],
  ['storage', 'Storage', null, 'Credenzas and sideboards in warm wood veneers.', 'sideboard'],
  ['sideboards', 'Sideboards', 'storage', 'Long, low sideboards with sliding doors and tapered legs.', 'sideboard'],
  ['lighting', 'Lighting', null, 'Arc lamps, pendants and table lamps that set the mood.', 'arc'],
  ['floor-lamps', 'Floor Lamps', 'lighting', 'Arc and tripod floor lamps with marble and steel bases.', 'arc'],
  ['pendant-lamps', 'Pendant Lamps', 'lighting', 'Layered, saucer and flowerpot pendants.', 'pendant'],
  ['table-lamps', 'Table Lamps', 'lighting', 'Paper lanterns and mushroom lamps for side tables and desks.', 'tablelamp'],
  ['designer-furniture', 'Designer Furniture', null, 'Browse our replicas by the designer whose work inspired them.', 'lounge'],
];

// Designer collections live under designer-furniture: [slug, name, signature art].
const DESIGNERS = [
  ['eames', 'Charles & Ray Eames', 'lounge'],
  ['saarinen', 'Eero Saarinen', 'pedestal'],
  ['jacobsen', 'Arne Jacobsen', 'egg'],
  ['mies-van-der-rohe', 'Ludwig Mies van der Rohe', 'xframe'],
  ['wegner', 'Hans J. Wegner', 'woodchair'],
  ['castiglioni', 'Achille Castiglioni', 'arc'],
  ['noguchi', 'Isamu Noguchi', 'noguchi'],
  ['nelson', 'George Nelson', 'pendant'],
  ['bertoia', 'Harry Bertoia', 'wire'],
  ['le-corbusier', 'Le Corbusier', 'boxsofa'],
  ['henningsen', 'Poul Henningsen', 'pendant'],
  ['panton', 'Verner Panton', 'panton'],
  ['breuer', 'Marcel Breuer', 'woodchair'],
  ['florence-knoll', 'Florence Knoll', 'sofa'],
  ['mouille', 'Serge Mouille', 'tripod'],
];

const designerName = Object.fromEntries(DESIGNERS.map(([slug, name]) => [slug, name]));
const STUDIO = 'Sohnne Studio';

// Variants: [value, price, salePrice?]. Product rows:
// [name, designer slug (null: our own studio design), art, collections (leaves), variant type, variants, flags { featured, badge }, blurb]
const PRODUCTS = [
  ['Lounge Chair & Ottoman (Eames Style Replica)', 'eames', 'lounge', ['lounge-chairs'], 'Material',
    [['Black Leather / Palisander', 1899, 1599], ['Cognac Leather / Walnut', 1899], ['White Leather / Walnut', 1999]],
    { featured: true, badge: 'Best Seller' }, 'Seven-ply moulded veneer shells, full-grain leather and a die-cast swivel base, after the 1956 classic.'],
  ['Egg Chair (Jacobsen Style Replica)', 'jacobsen', 'egg', ['lounge-chairs'], 'Color',
    [['Teak Wool', 1299, 1099], ['Olive Wool', 1299], ['Charcoal Leather', 1599]],
    { featured: true, badge: 'Best Seller' }, 'A cocooning fibreglass shell upholstered by hand, on a four-star swivel base.'],
  ['Swan Chair (Jacobsen Style Replica)', 'jacobsen', 'egg', ['lounge-chairs'], 'Color',
    [['Cream Boucle', 999], ['Teak Wool', 999], ['Charcoal Wool', 999, 849]],
    { featured: true }, 'Soft curves and no straight lines: the lower sibling of the egg, for smaller rooms.'],
  ['Womb Chair (Saarinen Style Replica)', 'saarinen', 'egg', ['lounge-chairs'], 'Color',
    [['Olive Wool', 1399], ['Cream Boucle', 1449], ['Charcoal Wool', 1399]],
    { badge: 'New' }, 'A deep, enveloping seat on a slim chrome rod frame, made to curl up in.'],
  ['Barcelona Chair (Mies Style Replica)', 'mies-van-der-rohe', 'xframe', ['lounge-chairs'], 'Material',
    [['Black Leather', 899, 749], ['Cream Leather', 899], ['Cognac Leather', 949]],
    { featured: true, badge: 'Best Seller' }, 'Hand-tufted leather cushions on a polished stainless steel X-frame.'],
  ['Barcelona Daybed (Mies Style Replica)', 'mies-van-der-rohe', 'daybed', ['daybeds'], 'Material',
    [['Black Leather', 1499], ['Cream Leather', 1499]],
    {}, 'A tufted leather mattress on a walnut frame with chrome legs.'],
  ['LC2 Armchair (Le Corbusier Style Replica)', 'le-corbusier', 'boxsofa', ['lounge-chairs'], 'Material',
    [['Black Leather', 849], ['Cognac Leather', 849], ['Cream Leather', 899]],
    {}, 'Loose cushions held in a tubular chrome cage: the original cube armchair, reinterpreted.'],
  ['LC3 Three-Seater Sofa (Le Corbusier Style Replica)', 'le-corbusier', 'boxsofa', ['sofas'], 'Material',
    [['Black Leather', 2199, 1899], ['Cognac Leather', 2199]],
    {}, 'A generous three-seater with feather-wrapped cushions in a chrome frame.'],
  ['LC4 Chaise Longue (Le Corbusier Style Replica)', 'le-corbusier', 'chaise', ['lounge-chairs'], 'Material',
    [['Black Leather', 1099], ['Pony Hide Print', 1199], ['Cream Leather', 1099]],
    {}, 'An adjustable chaise that follows the body, on a black steel H-base.'],
  ['Diamond Chair (Bertoia Style Replica)', 'bertoia', 'wire', ['lounge-chairs'], 'Seat Pad',
    [['Charcoal Pad', 549], ['Teak Pad', 549], ['Olive Pad', 549, 469]],
    { featured: true }, 'A sculpture of welded steel wire that happens to be very comfortable.'],
  ['Wire Side Chair (Bertoia Style Replica)', 'bertoia', 'wire', ['dining-chairs'], 'Seat Pad',
    [['Charcoal Pad', 229], ['Cream Pad', 229]],
    {}, 'A welded wire side chair with a tie-on seat pad.'],
  ['Wishbone Chair (Wegner Style Replica)', 'wegner', 'woodchair', ['dining-chairs'], 'Material',
    [['Natural Oak / Paper Cord', 449, 379], ['Walnut / Black Cord', 499], ['Black Oak / Paper Cord', 479]],
    { featured: true, badge: 'Best Seller' }, 'A steam-bent Y-back and a hand-woven paper-cord seat.'],
  ['Papa Bear Chair (Wegner Style Replica)', 'wegner', 'lounge', ['lounge-chairs'], 'Color',
    [['Cream Boucle', 1599], ['Olive Wool', 1599]],
    { badge: 'New' }, 'Outstretched arms and a high wing back, on solid oak legs.'],
  ['Shell Side Chair with Dowel Legs (Eames Style Replica)', 'eames', 'shell', ['dining-chairs'], 'Color',
    [['Cream White', 129], ['Charcoal', 129, 109], ['Olive Green', 129], ['Teak Orange', 129]],
    { featured: true, badge: 'Best Seller' }, 'A moulded polypropylene shell on birch dowel legs with a wire cradle.'],
  ['Shell Armchair with Eiffel Base (Eames Style Replica)', 'eames', 'shell', ['dining-chairs'], 'Color',
    [['Cream White', 179], ['Charcoal', 179], ['Teak Orange', 179]],
    {}, 'The armchair version of the shell, on a chrome Eiffel wire base.'],
  ['Molded Plywood Dining Chair (Eames Style Replica)', 'eames', 'woodchair', ['dining-chairs'], 'Material',
    [['Walnut', 389], ['Natural Ash', 369], ['Black Ash', 369]],
    {}, 'Five pieces of moulded plywood joined by rubber shock mounts.'],
  ['Tulip Chair (Saarinen Style Replica)', 'saarinen', 'shell', ['dining-chairs'], 'Seat Cushion',
    [['Teak Cushion', 299], ['Olive Cushion', 299], ['Charcoal Cushion', 299]],
    {}, 'A single fibreglass shell on a slender pedestal, to match the tulip table.'],
  ['Series 7 Chair (Jacobsen Style Replica)', 'jacobsen', 'woodchair', ['dining-chairs'], 'Color',
    [['Natural Oak', 259], ['Black', 259], ['Teak Orange', 269]],
    {}, 'Pressure-moulded plywood in one sweep, on four chrome legs. Stackable.'],
  ['Panton Chair (Panton Style Replica)', 'panton', 'panton', ['dining-chairs'], 'Color',
    [['Teak Orange', 249], ['Charcoal', 249], ['Cream White', 249]],
    { badge: 'New' }, 'A cantilevered S in one piece of moulded plastic.'],
  ['Cesca Chair (Breuer Style Replica)', 'breuer', 'woodchair', ['dining-chairs'], 'Frame',
    [['Natural Beech / Cane', 299], ['Black Beech / Cane', 299, 259]],
    {}, 'A cantilevered chrome frame with a hand-caned seat and back.'],
  ['Wassily Chair (Breuer Style Replica)', 'breuer', 'boxsofa', ['lounge-chairs'], 'Material',
    [['Black Leather', 799], ['Cognac Leather', 799]],
    {}, 'Tubular steel and taut saddle leather: a chair drawn in lines.'],
  ['Tulip Dining Table (Saarinen Style Replica)', 'saarinen', 'pedestal', ['dining-tables'], 'Top',
    [['White Laminate 120 cm', 899], ['Carrara Marble 120 cm', 1499, 1299], ['Walnut Veneer 137 cm', 1199]],
    { featured: true, badge: 'Best Seller' }, 'A cast aluminium pedestal that cleans up the slum of legs under the table.'],
  ['Oval Tulip Dining Table (Saarinen Style Replica)', 'saarinen', 'pedestal', ['dining-tables'], 'Top',
    [['Carrara Marble 199 cm', 2399], ['White Laminate 199 cm', 1699], ['Black Marble 199 cm', 2499]],
    {}, 'The oval version seats six to eight, on the same sculpted pedestal.'],
  ['Tulip Side Table (Saarinen Style Replica)', 'saarinen', 'pedestal', ['coffee-tables'], 'Top',
    [['Carrara Marble', 549], ['White Laminate', 349]],
    {}, 'The pedestal at side-table height, ideal beside a lounge chair.'],
  ['Sculptural Coffee Table (Noguchi Style Replica)', 'noguchi', 'noguchi', ['coffee-tables'], 'Base',
    [['Walnut', 599], ['Black Ash', 599, 499], ['Natural Ash', 579]],
    { featured: true }, 'Two interlocking wooden bases carrying a heavy free-form glass top.'],
  ['Elliptical Coffee Table (Eames Style Replica)', 'eames', 'legtable', ['coffee-tables'], 'Top',
    [['Black Laminate', 449], ['Walnut Veneer', 499]],
    {}, 'The low surfboard table: long, slim and on wire bases.'],
  ['Platform Bench (Nelson Style Replica)', 'nelson', 'bench', ['stools-and-benches', 'coffee-tables'], 'Material',
    [['Natural Maple', 499], ['Walnut', 549]],
    {}, 'A slatted bench that is just as happy as a coffee table.'],
  ['Marshmallow Sofa (Nelson Style Replica)', 'nelson', 'marshmallow', ['sofas'], 'Color',
    [['Multicolour', 2899], ['Charcoal Vinyl', 2799], ['Cream Vinyl', 2799]],
    {}, 'Eighteen round cushions floating on a steel frame. Pop art you can sit on.'],
  ['Coconut Chair (Nelson Style Replica)', 'nelson', 'egg', ['lounge-chairs'], 'Color',
    [['Cream Leather', 1299], ['Teak Leather', 1299]],
    {}, 'A wedge of coconut shell, upholstered, on chrome legs.'],
  ['Swag Leg Desk (Nelson Style Replica)', 'nelson', 'desk', ['desks'], 'Finish',
    [['Walnut / White', 1199], ['Walnut / Charcoal', 1199]],
    { badge: 'New' }, 'A compact writing desk on curved swag legs, with a pigeonhole organiser.'],
  ['Saucer Bubble Pendant (Nelson Style Replica)', 'nelson', 'pendant', ['pendant-lamps'], 'Size',
    [['Small 44 cm', 249], ['Medium 60 cm', 319], ['Large 122 cm', 499]],
    {}, 'A steel wire frame sprayed with a translucent skin: soft, glare-free light.'],
  ['Thin Edge Credenza (Nelson Style Replica)', 'nelson', 'sideboard', ['sideboards'], 'Finish',
    [['Walnut', 1799, 1549], ['Teak', 1849]],
    {}, 'Rosewood-style veneer, porcelain pulls and an impossibly slim top edge.'],
  ['Aluminum Group Office Chair (Eames Style Replica)', 'eames', 'office', ['office-chairs'], 'Material',
    [['Black Leather', 699], ['Charcoal Mesh', 549], ['Cognac Leather', 749]],
    { featured: true }, 'A sling seat stretched between die-cast side frames, on a five-star base.'],
  ['Soft Pad Executive Chair (Eames Style Replica)', 'eames', 'office', ['office-chairs'], 'Material',
    [['Black Leather', 849, 729], ['White Leather', 899]],
    { badge: 'Best Seller' }, 'Thick cushioned pads added to the aluminium frame for long days.'],
  ['Executive Armchair (Saarinen Style Replica)', 'saarinen', 'office', ['office-chairs'], 'Color',
    [['Olive Wool', 999], ['Charcoal Wool', 999]],
    {}, 'A rounded upholstered shell on a swivel base, for the head of the table.'],
  ['Walnut Writing Desk (Mid-Century Style)', null, 'desk', ['desks'], 'Finish',
    [['Walnut', 899], ['Black Oak', 899]],
    {}, 'A slim rectangular desk with a single drawer and chrome-capped legs.'],
  ['Three-Seater Sofa (Knoll Style Replica)', 'florence-knoll', 'sofa', ['sofas'], 'Color',
    [['Olive Wool', 2299], ['Charcoal Wool', 2299, 1999], ['Cream Boucle', 2399]],
    { featured: true }, 'Tight upholstery, a rigid rectangular frame and polished steel legs.'],
  ['Modular Sectional Sofa (Knoll Style Replica)', 'florence-knoll', 'sectional', ['sectional-sofas'], 'Color',
    [['Charcoal Wool', 3299], ['Olive Wool', 3299], ['Cream Boucle', 3499]],
    { badge: 'New' }, 'An L-shaped sectional with a reversible chaise, built on the same steel legs.'],
  ['Curved Modular Sectional (Mid-Century Style)', null, 'sectional', ['sectional-sofas'], 'Color',
    [['Cream Boucle', 3899], ['Teak Velvet', 3899]],
    {}, 'Five deep modules you can arrange in a curve, a line or an L.'],
  ['Compact Sofa (Eames Style Replica)', 'eames', 'sofa', ['sofas'], 'Color',
    [['Charcoal Wool', 1999], ['Olive Wool', 1999], ['Teak Wool', 2049]],
    {}, 'A slim, fold-down-back sofa designed for small apartments.'],
  ['Daybed Sofa (Mid-Century Style)', null, 'daybed', ['daybeds'], 'Color',
    [['Olive Wool', 1299], ['Charcoal Wool', 1299, 1099]],
    {}, 'A low daybed with bolster cushions that doubles as a guest bed.'],
  ['Arco Floor Lamp (Castiglioni Style Replica)', 'castiglioni', 'arc', ['floor-lamps'], 'Base',
    [['White Marble', 699, 599], ['Black Marble', 749]],
    { featured: true, badge: 'Best Seller' }, 'A polished steel arc reaching over two metres from a solid marble block.'],
  ['Three-Arm Floor Lamp (Mouille Style Replica)', 'mouille', 'tripod', ['floor-lamps'], 'Finish',
    [['Black', 899], ['Black / Brass', 949]],
    {}, 'Three pivoting arms with breast-shaped shades on a tripod base.'],
  ['Snoopy Table Lamp (Castiglioni Style Replica)', 'castiglioni', 'tablelamp', ['table-lamps'], 'Color',
    [['Charcoal', 449], ['Olive Green', 449], ['Cream White', 449]],
    {}, 'An enamelled steel shade balanced on a marble block, with a touch of humour.'],
  ['PH5 Pendant Lamp (Henningsen Style Replica)', 'henningsen', 'pendant', ['pendant-lamps'], 'Color',
    [['Cream White', 329], ['Olive Green', 349], ['Teak Orange', 349, 299]],
    { featured: true }, 'Layered shades that throw all the light down and none into your eyes.'],
  ['Artichoke Pendant Lamp (Henningsen Style Replica)', 'henningsen', 'pendant', ['pendant-lamps'], 'Finish',
    [['Copper', 1299], ['Brushed Steel', 1199], ['White', 1199]],
    {}, 'Seventy-two leaves arranged in twelve rows, each hiding the bulb from view.'],
  ['Flowerpot Pendant (Panton Style Replica)', 'panton', 'pendant', ['pendant-lamps'], 'Color',
    [['Teak Orange', 219], ['Olive Green', 219], ['Cream White', 219]],
    { badge: 'New' }, 'Two hemispheres facing each other in glossy lacquered aluminium.'],
  ['Paper Lantern Table Lamp (Noguchi Style Replica)', 'noguchi', 'tablelamp', ['table-lamps'], 'Size',
    [['Small 30 cm', 149], ['Medium 45 cm', 199]],
    {}, 'Handmade washi paper on a bamboo rib frame, glowing like a moon.'],
  ['Mushroom Table Lamp (Mid-Century Style)', null, 'tablelamp', ['table-lamps'], 'Color',
    [['Cream White', 179], ['Teak Orange', 179, 149], ['Olive Green', 179]],
    {}, 'A portable mushroom-shaped lamp with a dimmable warm LED.'],
  ['Walnut Stool (Eames Style Replica)', 'eames', 'stool', ['stools-and-benches'], 'Profile',
    [['Walnut - Profile A', 549], ['Walnut - Profile B', 549], ['Ebony - Profile C', 579]],
    {}, 'Turned from solid walnut; a stool, a side table and a small sculpture.'],
  ['Wire Bar Stool (Bertoia Style Replica)', 'bertoia', 'wire', ['stools-and-benches'], 'Seat Pad',
    [['Charcoal Pad', 329], ['Teak Pad', 329]],
    {}, 'The welded wire seat raised to counter height, with a foot ring.'],
  ['Tulip Bar Stool (Saarinen Style Replica)', 'saarinen', 'stool', ['stools-and-benches'], 'Seat Cushion',
    [['Charcoal Cushion', 279], ['Olive Cushion', 279]],
    {}, 'A moulded seat on a tall pedestal with a swivel and foot rest.'],
  ['Storage Unit (Eames Style Replica)', 'eames', 'sideboard', ['sideboards'], 'Panels',
    [['Primary Colours', 1499], ['Walnut / White', 1549]],
    {}, 'Zinc-plated steel frames with birch shelves and coloured sliding panels.'],
  ['Danish Teak Sideboard (Wegner Style Replica)', 'wegner', 'sideboard', ['sideboards'], 'Finish',
    [['Teak', 1699], ['Walnut', 1749, 1499]],
    { featured: true }, 'Four sliding doors, adjustable shelves and solid tapered legs.'],
  ['Trestle Dining Table (Wegner Style Replica)', 'wegner', 'legtable', ['dining-tables'], 'Top',
    [['Oak 180 cm', 1399], ['Walnut 180 cm', 1549], ['Oak 220 cm', 1599]],
    {}, 'A solid wood trestle table with a softly rounded edge.'],
  ['Extendable Walnut Dining Table (Mid-Century Style)', null, 'legtable', ['dining-tables'], 'Top',
    [['Walnut 160-220 cm', 1799], ['Oak 160-220 cm', 1699]],
    {}, 'A butterfly leaf folds out of the top to seat two more guests.'],
  ['Wire Coffee Table (Mid-Century Style)', null, 'legtable', ['coffee-tables'], 'Top',
    [['Walnut', 399], ['Black Ash', 399]],
    {}, 'A round wooden top on a welded wire base.'],
  ['Ottoman Footstool (Mies Style Replica)', 'mies-van-der-rohe', 'xframe', ['stools-and-benches'], 'Material',
    [['Black Leather', 449], ['Cream Leather', 449]],
    {}, 'The matching X-frame stool with a tufted leather cushion.'],
  ['Ant Chair (Jacobsen Style Replica)', 'jacobsen', 'woodchair', ['dining-chairs'], 'Color',
    [['Natural Oak', 249], ['Charcoal', 249], ['Olive Green', 259]],
    {}, 'A waisted plywood shell on three slim steel legs.'],
];

const parentOf = new Map([
  ...COLLECTIONS.map(([slug, , parent]) => [slug, parent]),
  ...DESIGNERS.map(([slug]) => [slug, 'designer-furniture']),
]);

/** A collection and all of its ancestors: a product listed in a leaf belongs to its parents too. */
function withAncestors(slugs) {
  const all = new Set();
  for (let slug of slugs) {
    while (slug) {
      if (!parentOf.has(slug)) throw new Error(`Unknown collection ${slug}`);
      all.add(slug);
      slug = parentOf.get(slug);
    }
  }
  return [...all];
}

const round2 = (value) => Math.round(value * 100) / 100;

/** Collections with the illustration each one's images show (`art`, not stored). */
function collectionRows() {
  return [
    ...COLLECTIONS.map(([slug, name, parent, description, art]) => ({ slug, name, parent, description, art })),
    ...DESIGNERS.map(([slug, name, art]) => ({
      slug,
      name,
      parent: 'designer-furniture',
      description: `Replicas inspired by the designs of ${name}, made to the original proportions by independent workshops.`,
      art,
    })),
  ];
}

function collectionDocs() {
  return collectionRows().map((row, position) => ({
    slug: row.slug,
    name: row.name,
    parent_slug: row.parent,
    description: row.description,
    position,
    thumbnail_desktop: `/media/collections/${row.slug}.svg`,
    banner: `/media/collections/${row.slug}-banner.svg`,
    meta_title: `${row.name} | Mid-Century Replica Furniture | Sohnne`,
    meta_description: row.description,
    faqs: [
      {
        question: `How close are your ${row.name.toLowerCase()} replicas to the originals?`,
        answers: 'We follow the original proportions and materials as closely as we can, and say so honestly where we differ.',
      },
      {
        question: 'How long does delivery take?',
        answers: 'Items in stock ship within 2 business days; express shipping arrives in 3 to 5 business days in the US.',
      },
    ],
  }));
}

/** Products with their illustration and variant values, for the media generator. */
function productArt() {
  return PRODUCTS.map(([name, , art, , , variantRows]) => ({
    slug: slugify(name),
    art,
    values: variantRows.map(([value]) => value),
  }));
}

function productDocs() {
  return PRODUCTS.map(([name, designer, , leaves, type, variantRows, flags, blurb]) => {
    const slug = slugify(name);
    const variants = variantRows.map(([value, price, salePrice], index) => {
      const image = {
        url: `/media/products/${slug}-${index + 1}.svg`,
        alternativeText: `${name} in ${value}`,
        ...IMAGE,
      };
      return {
        _id: stableId(`variant:${slug}:${value}`),
        type,
        value,
        price: round2(price),
        discount_price: salePrice === undefined ? null : round2(salePrice),
        is_discount: salePrice !== undefined,
        gallery: [image],
      };
    });
    return {
      _id: stableId(`product:${slug}`),
      slug,
      name,
      designer: designer ? designerName[designer] : STUDIO,
      description: blurb,
      badge_text: flags.badge ?? null,
      featured: Boolean(flags.featured),
      collection_slugs: withAncestors(designer ? [...leaves, designer] : leaves),
      image_list: variants.map((variant) => variant.gallery[0]),
      variants,
    };
  });
}

module.exports = {
  dbName: 'sohnne_catalog',
  collectionDocs,
  productDocs,
  /** What the media generator draws. */
  collectionArt: () => collectionRows().map(({ slug, art }) => ({ slug, art })),
  productArt,
  async seed(db) {
    for (const doc of collectionDocs()) {
      await db
        .collection('collections')
        .updateOne({ slug: doc.slug }, { $set: doc, $setOnInsert: { _id: stableId(`collection:${doc.slug}`) } }, { upsert: true });
    }
    for (const { _id, ...doc } of productDocs()) {
      await db.collection('products').updateOne({ slug: doc.slug }, { $set: doc, $setOnInsert: { _id } }, { upsert: true });
    }
  },
};
