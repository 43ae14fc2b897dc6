'use strict';
// Catalog seed: nested collections and mid-century replica products. Idempotent: every document is
// upserted by slug, and ids are derived from the slug so they survive a fresh database too.
const { createHash } = require('node:crypto');
const { ObjectId } = require('mongodb');
const { DELIVERY_PROMISE } = require('./content-delivery');

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
  [
    'living-room',
    'Living Room',
    null,
    'Sofas, coffee tables and lounge pieces for the room you live in most.',
    'sofa',
  ],
  [
    'sofas',
    'Sofas',
    'living-room',
    'Low, tailored sofas with tapered legs and deep cushions.',
    'sofa',
  ],
  [
    'sectional-sofas',
    'Sectional Sofas',
    'sofas',
    'Modular and L-shaped sofas that seat the whole family.',
    'sectional',
  ],
  ['daybeds', 'Daybeds', 'sofas', 'Tufted daybeds for reading, napping and guests.', 'daybed'],
  [
    'coffee-tables',
    'Coffee & Side Tables',
    'living-room',
    'Sculptural tables in walnut, marble and glass.',
    'noguchi',
  ],
  [
    'seating',
    'Seating',
    null,
    'Lounge chairs, accent chairs and stools from the golden age of design.',
    'lounge',
  ],
  [
    'lounge-chairs',
    'Lounge Chairs',
    'seating',
    'The icons: moulded plywood, leather and wool lounge chairs.',
    'lounge',
  ],
  [
    'stools-and-benches',
    'Stools & Benches',
    'seating',
    'Bar stools, turned stools and slatted benches.',
    'stool',
  ],
  ['dining', 'Dining', null, 'Pedestal tables and classic chairs for long dinners.', 'pedestal'],
  [
    'dining-chairs',
    'Dining Chairs',
    'dining',
    'Wishbone, shell and bentwood chairs for the dining table.',
    'woodchair',
  ],
  [
    'dining-tables',
    'Dining Tables',
    'dining',
    'Pedestal and trestle dining tables in marble, laminate and walnut.',
    'pedestal',
  ],
  ['office', 'Office', null, 'Desks and chairs that make working from home a pleasure.', 'office'],
  [
    'office-chairs',
    'Office Chairs',
    'office',
    'Executive and task chairs on five-star bases.',
    'office',
  ],
  ['desks', 'Desks', 'office', 'Writing desks with slim profiles and clever storage.', 'desk'],
  ['storage', 'Storage', null, 'Credenzas and sideboards in warm wood veneers.', 'sideboard'],
  [
    'sideboards',
    'Sideboards',
    'storage',
    'Long, low sideboards with sliding doors and tapered legs.',
    'sideboard',
  ],
  ['lighting', 'Lighting', null, 'Arc lamps, pendants and table lamps that set the mood.', 'arc'],
  [
    'floor-lamps',
    'Floor Lamps',
    'lighting',
    'Arc and tripod floor lamps with marble and steel bases.',
    'arc',
  ],
  [
    'pendant-lamps',
    'Pendant Lamps',
    'lighting',
    'Layered, saucer and flowerpot pendants.',
    'pendant',
  ],
  [
    'table-lamps',
    'Table Lamps',
    'lighting',
    'Paper lanterns and mushroom lamps for side tables and desks.',
    'tablelamp',
  ],
  [
    'essentials',
    'Essentials',
    null,
    'The pieces our customers order upholstery and finish swatches for most.',
    'sofa',
  ],
  [
    'lounge-chair',
    'Lounge Chair',
    'essentials',
    'Upholstered lounge chairs: order swatches before you choose.',
    'lounge',
  ],
  [
    'sofa-sectional',
    'Sofa & Sectional',
    'essentials',
    'Sofas and sectionals in wool, boucle, velvet and leather.',
    'sectional',
  ],
  [
    'office-furniture',
    'Office Furniture',
    'essentials',
    'Office chairs and desks in leather, mesh and wood finishes.',
    'office',
  ],
  [
    'coffee-side-tables',
    'Coffee & Side Tables',
    'essentials',
    'Marble, laminate and veneer tops for the living room.',
    'noguchi',
  ],
  [
    'designer-furniture',
    'Designer Furniture',
    null,
    'Browse our replicas by the designer whose work inspired them.',
    'lounge',
  ],
];

// Designers (each also a collection under designer-furniture): [slug, name, country (null: not recorded), signature art, biography].
const DESIGNERS = [
  [
    'eames',
    'Charles & Ray Eames',
    'United States',
    'lounge',
    'A husband-and-wife studio in Venice, California, that moulded plywood, fibreglass and wire into furniture for everyone, and made films, toys and exhibitions along the way.',
  ],
  [
    'saarinen',
    'Eero Saarinen',
    'Finland',
    'pedestal',
    'Finnish-born architect who worked in the United States; he wanted to clear away the "slum of legs" under tables and chairs, and did it with a single pedestal.',
  ],
  [
    'jacobsen',
    'Arne Jacobsen',
    'Denmark',
    'egg',
    'Danish architect who designed a whole hotel down to the cutlery, and the sculpted lounge chairs that furnished its lobby.',
  ],
  [
    'mies-van-der-rohe',
    'Ludwig Mies van der Rohe',
    'Germany',
    'xframe',
    'Director of the Bauhaus and author of "less is more"; his steel-framed chairs were drawn for a royal visit to a 1929 pavilion.',
  ],
  [
    'wegner',
    'Hans J. Wegner',
    'Denmark',
    'woodchair',
    'A trained cabinetmaker who designed more than five hundred chairs, carving joints that make solid wood look effortless.',
  ],
  [
    'castiglioni',
    'Achille Castiglioni',
    'Italy',
    'arc',
    'Milanese designer with a sense of humour, who built lamps from found parts: a car headlight, a tractor seat, a block of marble.',
  ],
  [
    'noguchi',
    'Isamu Noguchi',
    'United States',
    'noguchi',
    'Sculptor first and designer second; his tables and paper lanterns carry the calm of a garden.',
  ],
  [
    'nelson',
    'George Nelson',
    'United States',
    'pendant',
    'Writer, architect and design director who brought many of the great American designers together, and invented the storage wall.',
  ],
  [
    'bertoia',
    'Harry Bertoia',
    'Italy',
    'wire',
    'Sculptor and jeweller who bent steel rod into chairs that are "mostly made of air".',
  ],
  [
    'le-corbusier',
    'Le Corbusier',
    'Switzerland',
    'boxsofa',
    'Architect of the machine age, who with his cousin and a young partner caged cushions in polished steel tube.',
  ],
  [
    'henningsen',
    'Poul Henningsen',
    'Denmark',
    'pendant',
    'Danish writer and lighting pioneer who layered shades so that a lamp lights the room and never the eyes.',
  ],
  [
    'panton',
    'Verner Panton',
    'Denmark',
    'panton',
    'Pop-era Dane who loved colour and plastic, and made the first chair cast in a single piece.',
  ],
  [
    'breuer',
    'Marcel Breuer',
    'Hungary',
    'woodchair',
    'Bauhaus student and teacher, inspired by bicycle handlebars to bend steel tube into furniture.',
  ],
  [
    'florence-knoll',
    'Florence Knoll',
    'United States',
    'sofa',
    'Architect and head of a furniture company, who planned modern offices and drew the tailored sofas to fill them.',
  ],
  [
    'mouille',
    'Serge Mouille',
    'France',
    'tripod',
    'French silversmith who turned to lighting, shaping spun aluminium shades on long, pivoting arms.',
  ],
  [
    'aalto',
    'Alvar Aalto',
    'Finland',
    'stool',
    'Finnish architect who bent birch into stools, stacking chairs and cantilevered lounge chairs for a sanatorium.',
  ],
  [
    'juhl',
    'Finn Juhl',
    'Denmark',
    'lounge',
    'A self-taught furniture designer who treated armrests and frames as sculpture floating around the seat.',
  ],
  [
    'mogensen',
    'Borge Mogensen',
    'Denmark',
    'sofa',
    'Danish designer of honest, sturdy furniture for everyday family life.',
  ],
  [
    'kjaerholm',
    'Poul Kjaerholm',
    'Denmark',
    'xframe',
    'He worked steel with the care other Danes gave to wood, in precise, quiet lounge chairs and daybeds.',
  ],
  [
    'prouve',
    'Jean Prouve',
    'France',
    'legtable',
    'Metalworker and engineer who folded sheet steel into desks, chairs and even whole houses.',
  ],
  [
    'perriand',
    'Charlotte Perriand',
    'France',
    'chaise',
    'Architect and designer whose chaise longue and later work in Japan brought the modern interior to life.',
  ],
  [
    'ponti',
    'Gio Ponti',
    'Italy',
    'woodchair',
    'Milan architect, editor and designer of a famously light chair that a child can lift with one finger.',
  ],
  [
    'risom',
    'Jens Risom',
    'Denmark',
    'woodchair',
    'Danish-born designer who used surplus parachute webbing for one of the first modern chairs sold in America.',
  ],
  [
    'platner',
    'Warren Platner',
    'United States',
    'wire',
    'Architect who welded hundreds of curved steel rods into shimmering tables and chairs.',
  ],
  [
    'jeanneret',
    'Pierre Jeanneret',
    'Switzerland',
    'woodchair',
    'Architect who furnished a whole new city in India with teak and cane chairs shaped like a V.',
  ],
  [
    'wanscher',
    'Ole Wanscher',
    'Denmark',
    'lounge',
    'Danish designer and historian of furniture whose slender chairs draw on English and Egyptian forms.',
  ],
  [
    'aarnio',
    'Eero Aarnio',
    'Finland',
    'egg',
    'Finnish designer of the space age who put a telephone inside a fibreglass ball.',
  ],
  [
    'paulin',
    'Pierre Paulin',
    'France',
    'egg',
    'French designer who stretched jersey over curving frames to make low, colourful lounge chairs.',
  ],
  [
    'bellini',
    'Mario Bellini',
    'Italy',
    'sectional',
    'Milanese architect who made a sofa from cushions held together by belts.',
  ],
  [
    'magistretti',
    'Vico Magistretti',
    'Italy',
    'tablelamp',
    'Milan designer of simple, lasting lamps and chairs.',
  ],
  [
    'sottsass',
    'Ettore Sottsass',
    'Austria',
    'sideboard',
    'Founder of a design collective that filled the 1980s with colour and laminate.',
  ],
  [
    'colombo',
    'Joe Colombo',
    'Italy',
    'egg',
    'A visionary of modular living who died young, leaving chairs and lamps that still look like the future.',
  ],
  [
    'bellmann',
    'Hans Bellmann',
    'Switzerland',
    'legtable',
    'Swiss architect known for a light, demountable table with a bone-shaped base.',
  ],
  [
    'eileen-gray',
    'Eileen Gray',
    'Ireland',
    'legtable',
    'Irish designer working in Paris whose adjustable side table slides over the bed.',
  ],
  [
    'frank-lloyd-wright',
    'Frank Lloyd Wright',
    'United States',
    'tablelamp',
    "America's best known architect designed furniture and lamps to belong to his houses.",
  ],
  [
    'wormley',
    'Edward Wormley',
    'United States',
    'sofa',
    'American designer who mixed modern and traditional in comfortable, well-made furniture.',
  ],
  [
    'mccobb',
    'Paul McCobb',
    null,
    'desk',
    'American designer of affordable modern desks and storage for young households.',
  ],
  [
    'knoll',
    'Hans Knoll',
    'Germany',
    'woodchair',
    'Founder of a furniture company that brought many of the best European modernists to America.',
  ],
  [
    'laverne',
    'Erwine & Estelle Laverne',
    null,
    'shell',
    'A couple who made transparent chairs of moulded acrylic and named them after flowers.',
  ],
  [
    'kagan',
    'Vladimir Kagan',
    'Germany',
    'sectional',
    'New York designer of sinuous, curving sofas.',
  ],
  [
    'nakashima',
    'George Nakashima',
    'United States',
    'bench',
    'Woodworker who kept the natural edge of the board and made it the heart of the piece.',
  ],
  [
    'probber',
    'Harvey Probber',
    null,
    'sectional',
    'American pioneer of modular seating that could be arranged to suit the room.',
  ],
  [
    'cherner',
    'Norman Cherner',
    'United States',
    'woodchair',
    'Designer of a waisted bentwood chair that has appeared in a thousand photographs.',
  ],
  [
    'tapiovaara',
    'Ilmari Tapiovaara',
    'Finland',
    'woodchair',
    'Finnish designer of practical stacking chairs for schools and dormitories.',
  ],
  [
    'mathsson',
    'Bruno Mathsson',
    'Sweden',
    'chaise',
    'Swedish designer who studied the seated body and bent laminated wood to fit it.',
  ],
  [
    'klint',
    'Kaare Klint',
    'Denmark',
    'woodchair',
    'Father of modern Danish furniture, who measured people and their things before he drew.',
  ],
  [
    'moller',
    'Niels Otto Moller',
    'Denmark',
    'woodchair',
    'Danish designer who spent a career refining a handful of dining chairs.',
  ],
  [
    'arad',
    'Ron Arad',
    null,
    'boxsofa',
    'Designer who began by welding scrap car seats into chairs.',
  ],
  [
    'zanuso',
    'Marco Zanuso',
    'Italy',
    'lounge',
    'Milan architect who used foam rubber and elastic straps to lighten the armchair.',
  ],
  [
    'wilkes',
    'Raymond Wilkes',
    null,
    'sofa',
    'Designer of a low seating system with round, pebble-like cushions.',
  ],
  [
    'grossman',
    'Greta Magnusson Grossman',
    'Sweden',
    'arc',
    'Swedish designer in Los Angeles whose tilting lamps lit the California modern house.',
  ],
];
const designerName = Object.fromEntries(DESIGNERS.map(([slug, name]) => [slug, name]));
const STUDIO = 'Sohnne Studio';

// Variants: [value, price, salePrice?]. Product rows:
// [name, designer slug (null: our own studio design), art, collections (leaves), variant type, variants, flags { featured, badge }, blurb]
const PRODUCTS = [
  [
    'Lounge Chair & Ottoman (Eames Style Replica)',
    'eames',
    'lounge',
    ['lounge-chairs'],
    'Material',
    [
      ['Black Leather / Palisander', 1899, 1599],
      ['Cognac Leather / Walnut', 1899],
      ['White Leather / Walnut', 1999],
    ],
    { featured: true, badge: 'Best Seller' },
    'Seven-ply moulded veneer shells, full-grain leather and a die-cast swivel base, after the 1956 classic.',
  ],
  [
    'Egg Chair (Jacobsen Style Replica)',
    'jacobsen',
    'egg',
    ['lounge-chairs'],
    'Color',
    [
      ['Teak Wool', 1299, 1099],
      ['Olive Wool', 1299],
      ['Charcoal Leather', 1599],
    ],
    { featured: true, badge: 'Best Seller' },
    'A cocooning fibreglass shell upholstered by hand, on a four-star swivel base.',
  ],
  [
    'Swan Chair (Jacobsen Style Replica)',
    'jacobsen',
    'egg',
    ['lounge-chairs'],
    'Color',
    [
      ['Cream Boucle', 999],
      ['Teak Wool', 999],
      ['Charcoal Wool', 999, 849],
    ],
    { featured: true },
    'Soft curves and no straight lines: the lower sibling of the egg, for smaller rooms.',
  ],
  [
    'Womb Chair (Saarinen Style Replica)',
    'saarinen',
    'egg',
    ['lounge-chairs'],
    'Color',
    [
      ['Olive Wool', 1399],
      ['Cream Boucle', 1449],
      ['Charcoal Wool', 1399],
    ],
    { badge: 'New' },
    'A deep, enveloping seat on a slim chrome rod frame, made to curl up in.',
  ],
  [
    'Barcelona Chair (Mies Style Replica)',
    'mies-van-der-rohe',
    'xframe',
    ['lounge-chairs'],
    'Material',
    [
      ['Black Leather', 899, 749],
      ['Cream Leather', 899],
      ['Cognac Leather', 949],
    ],
    { featured: true, badge: 'Best Seller' },
    'Hand-tufted leather cushions on a polished stainless steel X-frame.',
  ],
  [
    'Barcelona Daybed (Mies Style Replica)',
    'mies-van-der-rohe',
    'daybed',
    ['daybeds'],
    'Material',
    [
      ['Black Leather', 1499],
      ['Cream Leather', 1499],
    ],
    {},
    'A tufted leather mattress on a walnut frame with chrome legs.',
  ],
  [
    'LC2 Armchair (Le Corbusier Style Replica)',
    'le-corbusier',
    'boxsofa',
    ['lounge-chairs'],
    'Material',
    [
      ['Black Leather', 849],
      ['Cognac Leather', 849],
      ['Cream Leather', 899],
    ],
    {},
    'Loose cushions held in a tubular chrome cage: the original cube armchair, reinterpreted.',
  ],
  [
    'LC3 Three-Seater Sofa (Le Corbusier Style Replica)',
    'le-corbusier',
    'boxsofa',
    ['sofas'],
    'Material',
    [
      ['Black Leather', 2199, 1899],
      ['Cognac Leather', 2199],
    ],
    {},
    'A generous three-seater with feather-wrapped cushions in a chrome frame.',
  ],
  [
    'LC4 Chaise Longue (Le Corbusier Style Replica)',
    'le-corbusier',
    'chaise',
    ['lounge-chairs'],
    'Material',
    [
      ['Black Leather', 1099],
      ['Pony Hide Print', 1199],
      ['Cream Leather', 1099],
    ],
    {},
    'An adjustable chaise that follows the body, on a black steel H-base.',
  ],
  [
    'Diamond Chair (Bertoia Style Replica)',
    'bertoia',
    'wire',
    ['lounge-chairs'],
    'Seat Pad',
    [
      ['Charcoal Pad', 549],
      ['Teak Pad', 549],
      ['Olive Pad', 549, 469],
    ],
    { featured: true },
    'A sculpture of welded steel wire that happens to be very comfortable.',
  ],
  [
    'Wire Side Chair (Bertoia Style Replica)',
    'bertoia',
    'wire',
    ['dining-chairs'],
    'Seat Pad',
    [
      ['Charcoal Pad', 229],
      ['Cream Pad', 229],
    ],
    {},
    'A welded wire side chair with a tie-on seat pad.',
  ],
  [
    'Wishbone Chair (Wegner Style Replica)',
    'wegner',
    'woodchair',
    ['dining-chairs'],
    'Material',
    [
      ['Natural Oak / Paper Cord', 449, 379],
      ['Walnut / Black Cord', 499],
      ['Black Oak / Paper Cord', 479],
    ],
    { featured: true, badge: 'Best Seller' },
    'A steam-bent Y-back and a hand-woven paper-cord seat.',
  ],
  [
    'Papa Bear Chair (Wegner Style Replica)',
    'wegner',
    'lounge',
    ['lounge-chairs'],
    'Color',
    [
      ['Cream Boucle', 1599],
      ['Olive Wool', 1599],
    ],
    { badge: 'New' },
    'Outstretched arms and a high wing back, on solid oak legs.',
  ],
  [
    'Shell Side Chair with Dowel Legs (Eames Style Replica)',
    'eames',
    'shell',
    ['dining-chairs'],
    'Color',
    [
      ['Cream White', 129],
      ['Charcoal', 129, 109],
      ['Olive Green', 129],
      ['Teak Orange', 129],
    ],
    { featured: true, badge: 'Best Seller' },
    'A moulded polypropylene shell on birch dowel legs with a wire cradle.',
  ],
  [
    'Shell Armchair with Eiffel Base (Eames Style Replica)',
    'eames',
    'shell',
    ['dining-chairs'],
    'Color',
    [
      ['Cream White', 179],
      ['Charcoal', 179],
      ['Teak Orange', 179],
    ],
    {},
    'The armchair version of the shell, on a chrome Eiffel wire base.',
  ],
  [
    'Molded Plywood Dining Chair (Eames Style Replica)',
    'eames',
    'woodchair',
    ['dining-chairs'],
    'Material',
    [
      ['Walnut', 389],
      ['Natural Ash', 369],
      ['Black Ash', 369],
    ],
    {},
    'Five pieces of moulded plywood joined by rubber shock mounts.',
  ],
  [
    'Tulip Chair (Saarinen Style Replica)',
    'saarinen',
    'shell',
    ['dining-chairs'],
    'Seat Cushion',
    [
      ['Teak Cushion', 299],
      ['Olive Cushion', 299],
      ['Charcoal Cushion', 299],
    ],
    {},
    'A single fibreglass shell on a slender pedestal, to match the tulip table.',
  ],
  [
    'Series 7 Chair (Jacobsen Style Replica)',
    'jacobsen',
    'woodchair',
    ['dining-chairs'],
    'Color',
    [
      ['Natural Oak', 259],
      ['Black', 259],
      ['Teak Orange', 269],
    ],
    {},
    'Pressure-moulded plywood in one sweep, on four chrome legs. Stackable.',
  ],
  [
    'Panton Chair (Panton Style Replica)',
    'panton',
    'panton',
    ['dining-chairs'],
    'Color',
    [
      ['Teak Orange', 249],
      ['Charcoal', 249],
      ['Cream White', 249],
    ],
    { badge: 'New' },
    'A cantilevered S in one piece of moulded plastic.',
  ],
  [
    'Cesca Chair (Breuer Style Replica)',
    'breuer',
    'woodchair',
    ['dining-chairs'],
    'Frame',
    [
      ['Natural Beech / Cane', 299],
      ['Black Beech / Cane', 299, 259],
    ],
    {},
    'A cantilevered chrome frame with a hand-caned seat and back.',
  ],
  [
    'Wassily Chair (Breuer Style Replica)',
    'breuer',
    'boxsofa',
    ['lounge-chairs'],
    'Material',
    [
      ['Black Leather', 799],
      ['Cognac Leather', 799],
    ],
    {},
    'Tubular steel and taut saddle leather: a chair drawn in lines.',
  ],
  [
    'Tulip Dining Table (Saarinen Style Replica)',
    'saarinen',
    'pedestal',
    ['dining-tables'],
    'Top',
    [
      ['White Laminate 120 cm', 899],
      ['Carrara Marble 120 cm', 1499, 1299],
      ['Walnut Veneer 137 cm', 1199],
    ],
    { featured: true, badge: 'Best Seller' },
    'A cast aluminium pedestal that cleans up the slum of legs under the table.',
  ],
  [
    'Oval Tulip Dining Table (Saarinen Style Replica)',
    'saarinen',
    'pedestal',
    ['dining-tables'],
    'Top',
    [
      ['Carrara Marble 199 cm', 2399],
      ['White Laminate 199 cm', 1699],
      ['Black Marble 199 cm', 2499],
    ],
    {},
    'The oval version seats six to eight, on the same sculpted pedestal.',
  ],
  [
    'Tulip Side Table (Saarinen Style Replica)',
    'saarinen',
    'pedestal',
    ['coffee-tables'],
    'Top',
    [
      ['Carrara Marble', 549],
      ['White Laminate', 349],
    ],
    {},
    'The pedestal at side-table height, ideal beside a lounge chair.',
  ],
  [
    'Sculptural Coffee Table (Noguchi Style Replica)',
    'noguchi',
    'noguchi',
    ['coffee-tables'],
    'Base',
    [
      ['Walnut', 599],
      ['Black Ash', 599, 499],
      ['Natural Ash', 579],
    ],
    { featured: true },
    'Two interlocking wooden bases carrying a heavy free-form glass top.',
  ],
  [
    'Elliptical Coffee Table (Eames Style Replica)',
    'eames',
    'legtable',
    ['coffee-tables'],
    'Top',
    [
      ['Black Laminate', 449],
      ['Walnut Veneer', 499],
    ],
    {},
    'The low surfboard table: long, slim and on wire bases.',
  ],
  [
    'Platform Bench (Nelson Style Replica)',
    'nelson',
    'bench',
    ['stools-and-benches', 'coffee-tables'],
    'Material',
    [
      ['Natural Maple', 499],
      ['Walnut', 549],
    ],
    {},
    'A slatted bench that is just as happy as a coffee table.',
  ],
  [
    'Marshmallow Sofa (Nelson Style Replica)',
    'nelson',
    'marshmallow',
    ['sofas'],
    'Color',
    [
      ['Multicolour', 2899],
      ['Charcoal Vinyl', 2799],
      ['Cream Vinyl', 2799],
    ],
    {},
    'Eighteen round cushions floating on a steel frame. Pop art you can sit on.',
  ],
  [
    'Coconut Chair (Nelson Style Replica)',
    'nelson',
    'egg',
    ['lounge-chairs'],
    'Color',
    [
      ['Cream Leather', 1299],
      ['Teak Leather', 1299],
    ],
    {},
    'A wedge of coconut shell, upholstered, on chrome legs.',
  ],
  [
    'Swag Leg Desk (Nelson Style Replica)',
    'nelson',
    'desk',
    ['desks'],
    'Finish',
    [
      ['Walnut / White', 1199],
      ['Walnut / Charcoal', 1199],
    ],
    { badge: 'New' },
    'A compact writing desk on curved swag legs, with a pigeonhole organiser.',
  ],
  [
    'Saucer Bubble Pendant (Nelson Style Replica)',
    'nelson',
    'pendant',
    ['pendant-lamps'],
    'Size',
    [
      ['Small 44 cm', 249],
      ['Medium 60 cm', 319],
      ['Large 122 cm', 499],
    ],
    {},
    'A steel wire frame sprayed with a translucent skin: soft, glare-free light.',
  ],
  [
    'Thin Edge Credenza (Nelson Style Replica)',
    'nelson',
    'sideboard',
    ['sideboards'],
    'Finish',
    [
      ['Walnut', 1799, 1549],
      ['Teak', 1849],
    ],
    {},
    'Rosewood-style veneer, porcelain pulls and an impossibly slim top edge.',
  ],
  [
    'Aluminum Group Office Chair (Eames Style Replica)',
    'eames',
    'office',
    ['office-chairs'],
    'Material',
    [
      ['Black Leather', 699],
      ['Charcoal Mesh', 549],
      ['Cognac Leather', 749],
    ],
    { featured: true },
    'A sling seat stretched between die-cast side frames, on a five-star base.',
  ],
  [
    'Soft Pad Executive Chair (Eames Style Replica)',
    'eames',
    'office',
    ['office-chairs'],
    'Material',
    [
      ['Black Leather', 849, 729],
      ['White Leather', 899],
    ],
    { badge: 'Best Seller' },
    'Thick cushioned pads added to the aluminium frame for long days.',
  ],
  [
    'Executive Armchair (Saarinen Style Replica)',
    'saarinen',
    'office',
    ['office-chairs'],
    'Color',
    [
      ['Olive Wool', 999],
      ['Charcoal Wool', 999],
    ],
    {},
    'A rounded upholstered shell on a swivel base, for the head of the table.',
  ],
  [
    'Walnut Writing Desk (Mid-Century Style)',
    null,
    'desk',
    ['desks'],
    'Finish',
    [
      ['Walnut', 899],
      ['Black Oak', 899],
    ],
    {},
    'A slim rectangular desk with a single drawer and chrome-capped legs.',
  ],
  [
    'Three-Seater Sofa (Knoll Style Replica)',
    'florence-knoll',
    'sofa',
    ['sofas'],
    'Color',
    [
      ['Olive Wool', 2299],
      ['Charcoal Wool', 2299, 1999],
      ['Cream Boucle', 2399],
    ],
    { featured: true },
    'Tight upholstery, a rigid rectangular frame and polished steel legs.',
  ],
  [
    'Modular Sectional Sofa (Knoll Style Replica)',
    'florence-knoll',
    'sectional',
    ['sectional-sofas'],
    'Color',
    [
      ['Charcoal Wool', 3299],
      ['Olive Wool', 3299],
      ['Cream Boucle', 3499],
    ],
    { badge: 'New' },
    'An L-shaped sectional with a reversible chaise, built on the same steel legs.',
  ],
  [
    'Curved Modular Sectional (Mid-Century Style)',
    null,
    'sectional',
    ['sectional-sofas'],
    'Color',
    [
      ['Cream Boucle', 3899],
      ['Teak Velvet', 3899],
    ],
    {},
    'Five deep modules you can arrange in a curve, a line or an L.',
  ],
  [
    'Compact Sofa (Eames Style Replica)',
    'eames',
    'sofa',
    ['sofas'],
    'Color',
    [
      ['Charcoal Wool', 1999],
      ['Olive Wool', 1999],
      ['Teak Wool', 2049],
    ],
    {},
    'A slim, fold-down-back sofa designed for small apartments.',
  ],
  [
    'Daybed Sofa (Mid-Century Style)',
    null,
    'daybed',
    ['daybeds'],
    'Color',
    [
      ['Olive Wool', 1299],
      ['Charcoal Wool', 1299, 1099],
    ],
    {},
    'A low daybed with bolster cushions that doubles as a guest bed.',
  ],
  [
    'Arco Floor Lamp (Castiglioni Style Replica)',
    'castiglioni',
    'arc',
    ['floor-lamps'],
    'Base',
    [
      ['White Marble', 699, 599],
      ['Black Marble', 749],
    ],
    { featured: true, badge: 'Best Seller' },
    'A polished steel arc reaching over two metres from a solid marble block.',
  ],
  [
    'Three-Arm Floor Lamp (Mouille Style Replica)',
    'mouille',
    'tripod',
    ['floor-lamps'],
    'Finish',
    [
      ['Black', 899],
      ['Black / Brass', 949],
    ],
    {},
    'Three pivoting arms with breast-shaped shades on a tripod base.',
  ],
  [
    'Snoopy Table Lamp (Castiglioni Style Replica)',
    'castiglioni',
    'tablelamp',
    ['table-lamps'],
    'Color',
    [
      ['Charcoal', 449],
      ['Olive Green', 449],
      ['Cream White', 449],
    ],
    {},
    'An enamelled steel shade balanced on a marble block, with a touch of humour.',
  ],
  [
    'PH5 Pendant Lamp (Henningsen Style Replica)',
    'henningsen',
    'pendant',
    ['pendant-lamps'],
    'Color',
    [
      ['Cream White', 329],
      ['Olive Green', 349],
      ['Teak Orange', 349, 299],
    ],
    { featured: true },
    'Layered shades that throw all the light down and none into your eyes.',
  ],
  [
    'Artichoke Pendant Lamp (Henningsen Style Replica)',
    'henningsen',
    'pendant',
    ['pendant-lamps'],
    'Finish',
    [
      ['Copper', 1299],
      ['Brushed Steel', 1199],
      ['White', 1199],
    ],
    {},
    'Seventy-two leaves arranged in twelve rows, each hiding the bulb from view.',
  ],
  [
    'Flowerpot Pendant (Panton Style Replica)',
    'panton',
    'pendant',
    ['pendant-lamps'],
    'Color',
    [
      ['Teak Orange', 219],
      ['Olive Green', 219],
      ['Cream White', 219],
    ],
    { badge: 'New' },
    'Two hemispheres facing each other in glossy lacquered aluminium.',
  ],
  [
    'Paper Lantern Table Lamp (Noguchi Style Replica)',
    'noguchi',
    'tablelamp',
    ['table-lamps'],
    'Size',
    [
      ['Small 30 cm', 149],
      ['Medium 45 cm', 199],
    ],
    {},
    'Handmade washi paper on a bamboo rib frame, glowing like a moon.',
  ],
  [
    'Mushroom Table Lamp (Mid-Century Style)',
    null,
    'tablelamp',
    ['table-lamps'],
    'Color',
    [
      ['Cream White', 179],
      ['Teak Orange', 179, 149],
      ['Olive Green', 179],
    ],
    {},
    'A portable mushroom-shaped lamp with a dimmable warm LED.',
  ],
  [
    'Walnut Stool (Eames Style Replica)',
    'eames',
    'stool',
    ['stools-and-benches'],
    'Profile',
    [
      ['Walnut - Profile A', 549],
      ['Walnut - Profile B', 549],
      ['Ebony - Profile C', 579],
    ],
    {},
    'Turned from solid walnut; a stool, a side table and a small sculpture.',
  ],
  [
    'Wire Bar Stool (Bertoia Style Replica)',
    'bertoia',
    'wire',
    ['stools-and-benches'],
    'Seat Pad',
    [
      ['Charcoal Pad', 329],
      ['Teak Pad', 329],
    ],
    {},
    'The welded wire seat raised to counter height, with a foot ring.',
  ],
  [
    'Tulip Bar Stool (Saarinen Style Replica)',
    'saarinen',
    'stool',
    ['stools-and-benches'],
    'Seat Cushion',
    [
      ['Charcoal Cushion', 279],
      ['Olive Cushion', 279],
    ],
    {},
    'A moulded seat on a tall pedestal with a swivel and foot rest.',
  ],
  [
    'Storage Unit (Eames Style Replica)',
    'eames',
    'sideboard',
    ['sideboards'],
    'Panels',
    [
      ['Primary Colours', 1499],
      ['Walnut / White', 1549],
    ],
    {},
    'Zinc-plated steel frames with birch shelves and coloured sliding panels.',
  ],
  [
    'Danish Teak Sideboard (Wegner Style Replica)',
    'wegner',
    'sideboard',
    ['sideboards'],
    'Finish',
    [
      ['Teak', 1699],
      ['Walnut', 1749, 1499],
    ],
    { featured: true },
    'Four sliding doors, adjustable shelves and solid tapered legs.',
  ],
  [
    'Trestle Dining Table (Wegner Style Replica)',
    'wegner',
    'legtable',
    ['dining-tables'],
    'Top',
    [
      ['Oak 180 cm', 1399],
      ['Walnut 180 cm', 1549],
      ['Oak 220 cm', 1599],
    ],
    {},
    'A solid wood trestle table with a softly rounded edge.',
  ],
  [
    'Extendable Walnut Dining Table (Mid-Century Style)',
    null,
    'legtable',
    ['dining-tables'],
    'Top',
    [
      ['Walnut 160-220 cm', 1799],
      ['Oak 160-220 cm', 1699],
    ],
    {},
    'A butterfly leaf folds out of the top to seat two more guests.',
  ],
  [
    'Wire Coffee Table (Mid-Century Style)',
    null,
    'legtable',
    ['coffee-tables'],
    'Top',
    [
      ['Walnut', 399],
      ['Black Ash', 399],
    ],
    {},
    'A round wooden top on a welded wire base.',
  ],
  [
    'Ottoman Footstool (Mies Style Replica)',
    'mies-van-der-rohe',
    'xframe',
    ['stools-and-benches'],
    'Material',
    [
      ['Black Leather', 449],
      ['Cream Leather', 449],
    ],
    {},
    'The matching X-frame stool with a tufted leather cushion.',
  ],
  [
    'Ant Chair (Jacobsen Style Replica)',
    'jacobsen',
    'woodchair',
    ['dining-chairs'],
    'Color',
    [
      ['Natural Oak', 249],
      ['Charcoal', 249],
      ['Olive Green', 259],
    ],
    {},
    'A waisted plywood shell on three slim steel legs.',
  ],
];

// More of the range, same row shape as PRODUCTS.
const MORE_PRODUCTS = [
  [
    'Paimio Lounge Chair (Aalto Style Replica)',
    'aalto',
    'lounge',
    ['lounge-chairs'],
    'Finish',
    [
      ['Natural Birch', 899],
      ['Black Birch', 899, 769],
    ],
    { badge: 'Best Seller' },
    'A scroll of bent birch plywood suspended in a laminated frame, drawn for a sanatorium.',
  ],
  [
    'Stool 60 (Aalto Style Replica)',
    'aalto',
    'stool',
    ['stools-and-benches'],
    'Color',
    [
      ['Natural Birch', 189],
      ['Black Birch', 189],
      ['Olive Green', 199],
    ],
    { featured: true },
    'Three bent birch legs screwed straight into a round seat. Stacks in a spiral.',
  ],
  [
    'Tea Trolley (Aalto Style Replica)',
    'aalto',
    'legtable',
    ['coffee-tables'],
    'Finish',
    [
      ['Natural Birch / White', 999],
      ['Natural Birch / Black', 999],
    ],
    {},
    'A serving trolley with large wooden wheels and a wicker basket.',
  ],
  [
    'Chieftain Chair (Juhl Style Replica)',
    'juhl',
    'lounge',
    ['lounge-chairs'],
    'Material',
    [
      ['Cognac Leather / Teak', 2999],
      ['Black Leather / Walnut', 2999, 2599],
    ],
    {},
    'A throne of a lounge chair with shield-shaped armrests floating off the frame.',
  ],
  [
    'Pelican Chair (Juhl Style Replica)',
    'juhl',
    'egg',
    ['lounge-chairs'],
    'Color',
    [
      ['Cream Boucle', 1899],
      ['Olive Wool', 1799],
    ],
    { badge: 'New' },
    'Soft, winged, and friendly: an armchair that opens its arms to you.',
  ],
  [
    '45 Armchair (Juhl Style Replica)',
    'juhl',
    'lounge',
    ['lounge-chairs'],
    'Material',
    [
      ['Teak / Charcoal Wool', 1699],
      ['Walnut / Cognac Leather', 1899],
    ],
    {},
    'The seat and back float inside a sculpted wooden frame.',
  ],
  [
    'Spanish Chair (Mogensen Style Replica)',
    'mogensen',
    'lounge',
    ['lounge-chairs'],
    'Material',
    [
      ['Cognac Leather / Oak', 1599],
      ['Black Leather / Oak', 1599, 1349],
    ],
    { badge: 'Best Seller' },
    'Wide armrests for a cup of coffee and thick saddle leather that ages beautifully.',
  ],
  [
    '2213 Sofa (Mogensen Style Replica)',
    'mogensen',
    'sofa',
    ['sofas'],
    'Material',
    [
      ['Cognac Leather', 4299],
      ['Black Leather', 4299],
    ],
    {},
    'A deep leather sofa with a buttoned back and solid oak frame.',
  ],
  [
    'PK22 Lounge Chair (Kjaerholm Style Replica)',
    'kjaerholm',
    'xframe',
    ['lounge-chairs'],
    'Material',
    [
      ['Black Leather', 1199],
      ['Natural Cane', 1099],
    ],
    {},
    'Low, wide and precise: brushed steel legs under a leather seat.',
  ],
  [
    'PK80 Daybed (Kjaerholm Style Replica)',
    'kjaerholm',
    'daybed',
    ['daybeds'],
    'Material',
    [
      ['Black Leather', 2499],
      ['Cream Leather', 2599, 2199],
    ],
    {},
    'A leather mattress on a steel frame with a maple or oak top.',
  ],
  [
    'Standard Chair (Prouve Style Replica)',
    'prouve',
    'woodchair',
    ['dining-chairs'],
    'Color',
    [
      ['Natural Oak / Black', 429],
      ['Natural Oak / Olive', 429, 369],
    ],
    {},
    'Folded sheet-steel back legs carry the load where it is greatest.',
  ],
  [
    'Compas Desk (Prouve Style Replica)',
    'prouve',
    'desk',
    ['desks'],
    'Top',
    [
      ['Natural Oak', 1299],
      ['Black Oak', 1299],
    ],
    { featured: true },
    'A solid oak top on compass-shaped steel legs.',
  ],
  [
    'Tokyo Chaise Longue (Perriand Style Replica)',
    'perriand',
    'chaise',
    ['lounge-chairs'],
    'Material',
    [
      ['Natural Bamboo', 1599],
      ['Black Bamboo', 1599],
    ],
    {},
    'Laminated bamboo strips bent into a chaise, after a design from her years in Japan.',
  ],
  [
    'Bookshelf Wall Unit (Perriand Style Replica)',
    'perriand',
    'sideboard',
    ['sideboards'],
    'Color',
    [
      ['Natural Oak / Multicolour', 2699],
      ['Black Oak / Charcoal', 2699],
    ],
    {},
    'Coloured aluminium blocks separate long oak shelves.',
  ],
  [
    'Superleggera Chair (Ponti Style Replica)',
    'ponti',
    'woodchair',
    ['dining-chairs'],
    'Color',
    [
      ['Black Ash / Paper Cord', 549],
      ['Natural Ash / Paper Cord', 549],
      ['Olive Ash', 569],
    ],
    {},
    'A triangular-section ash frame so light it can be lifted with one finger.',
  ],
  [
    'Risom Side Chair (Risom Style Replica)',
    'risom',
    'woodchair',
    ['dining-chairs'],
    'Color',
    [
      ['Natural Maple / Olive Webbing', 379],
      ['Walnut / Charcoal Webbing', 399],
    ],
    {},
    'Cotton webbing stretched across a solid maple frame.',
  ],
  [
    'Risom Lounge Chair (Risom Style Replica)',
    'risom',
    'lounge',
    ['lounge-chairs'],
    'Color',
    [
      ['Natural Maple / Olive Webbing', 749],
      ['Walnut / Charcoal Webbing', 799, 689],
    ],
    {},
    'The low lounge version of the webbed chair.',
  ],
  [
    'Platner Side Table (Platner Style Replica)',
    'platner',
    'wire',
    ['coffee-tables'],
    'Top',
    [
      ['Brass / Glass', 999],
      ['Nickel / Walnut', 949],
    ],
    {},
    'Hundreds of welded steel rods form a shimmering base.',
  ],
  [
    'Platner Lounge Chair (Platner Style Replica)',
    'platner',
    'wire',
    ['lounge-chairs'],
    'Color',
    [
      ['Teak Velvet', 1999],
      ['Olive Velvet', 1999, 1749],
    ],
    {},
    'An upholstered seat cradled in curved steel rods.',
  ],
  [
    'Office Cane Chair (Jeanneret Style Replica)',
    'jeanneret',
    'woodchair',
    ['office-chairs', 'dining-chairs'],
    'Finish',
    [
      ['Teak / Cane', 749],
      ['Black Teak / Cane', 749],
    ],
    { featured: true, badge: 'Best Seller' },
    'The V-leg teak and cane chair from the offices of a new city.',
  ],
  [
    'Kangaroo Chair (Jeanneret Style Replica)',
    'jeanneret',
    'chaise',
    ['lounge-chairs'],
    'Finish',
    [
      ['Teak / Cane', 1199],
      ['Walnut / Cane', 1249],
    ],
    {},
    'A low-slung teak lounge chair with a woven cane seat.',
  ],
  [
    'Colonial Chair (Wanscher Style Replica)',
    'wanscher',
    'lounge',
    ['lounge-chairs'],
    'Material',
    [
      ['Cognac Leather / Teak', 1499],
      ['Cream Boucle / Oak', 1449],
    ],
    {},
    'A slender frame with softly tapered legs and a loose cushion.',
  ],
  [
    'Ball Chair (Aarnio Style Replica)',
    'aarnio',
    'egg',
    ['lounge-chairs'],
    'Color',
    [
      ['Cream White / Teak', 2499],
      ['Charcoal / Olive', 2499, 2199],
    ],
    { badge: 'New' },
    'A fibreglass sphere with a padded interior: a room within a room.',
  ],
  [
    'Ribbon Chair (Paulin Style Replica)',
    'paulin',
    'egg',
    ['lounge-chairs'],
    'Color',
    [
      ['Teak Orange', 1899],
      ['Cream Boucle', 1999],
    ],
    {},
    'A ribbon of foam and jersey looped over a lacquered base.',
  ],
  [
    'Mushroom Lounge Chair (Paulin Style Replica)',
    'paulin',
    'egg',
    ['lounge-chairs'],
    'Color',
    [
      ['Olive Velvet', 1299],
      ['Teak Velvet', 1299],
    ],
    {},
    'A low, round seat on a hidden steel frame.',
  ],
  [
    'Camaleonda Sectional (Bellini Style Replica)',
    'bellini',
    'sectional',
    ['sectional-sofas'],
    'Color',
    [
      ['Cream Boucle', 4999],
      ['Olive Velvet', 4799],
      ['Cognac Leather', 5499],
    ],
    { featured: true, badge: 'Best Seller' },
    'Deep padded modules held together by belts and rings; rearrange it as you like.',
  ],
  [
    'Atollo Table Lamp (Magistretti Style Replica)',
    'magistretti',
    'tablelamp',
    ['table-lamps'],
    'Color',
    [
      ['Cream White', 399],
      ['Black', 399],
      ['Brass', 549],
    ],
    {},
    'A cylinder, a cone and a hemisphere: the lamp a child would draw.',
  ],
  [
    'Carlton Room Divider (Sottsass Style Replica)',
    'sottsass',
    'sideboard',
    ['sideboards'],
    'Color',
    [
      ['Multicolour', 3499],
      ['Charcoal / White', 3299],
    ],
    {},
    'Laminate shelves at every angle, in a riot of colour.',
  ],
  [
    'Elda Armchair (Colombo Style Replica)',
    'colombo',
    'egg',
    ['lounge-chairs'],
    'Material',
    [
      ['Black Leather', 2899],
      ['Cream Leather', 2899, 2499],
    ],
    {},
    'A swivelling fibreglass shell with plump leather rolls.',
  ],
  [
    'Bone Table (Bellmann Style Replica)',
    'bellmann',
    'legtable',
    ['dining-tables'],
    'Top',
    [
      ['Walnut 160 cm', 1399],
      ['Oak 160 cm', 1299],
    ],
    {},
    'A demountable dining table on a bone-shaped wooden base.',
  ],
  [
    'Adjustable Side Table (Eileen Gray Style Replica)',
    'eileen-gray',
    'legtable',
    ['coffee-tables'],
    'Top',
    [
      ['Clear Glass / Chrome', 299],
      ['Black Glass / Chrome', 299, 249],
    ],
    { badge: 'Best Seller' },
    'A height-adjustable glass table that slides over a sofa or a bed.',
  ],
  [
    'Taliesin Table Lamp (Wright Style Replica)',
    'frank-lloyd-wright',
    'tablelamp',
    ['table-lamps'],
    'Finish',
    [
      ['Walnut', 899],
      ['Cherry', 899],
    ],
    {},
    'Stacked wooden planes around a vertical light.',
  ],
  [
    'Listen-to-Me Chaise (Wormley Style Replica)',
    'wormley',
    'chaise',
    ['daybeds'],
    'Color',
    [
      ['Olive Wool', 2299],
      ['Charcoal Wool', 2299],
    ],
    {},
    'A reclining chaise for reading, with a gently curved back.',
  ],
  [
    'Planner Group Desk (McCobb Style Replica)',
    'mccobb',
    'desk',
    ['desks'],
    'Finish',
    [
      ['Natural Maple', 999],
      ['Walnut', 1049, 899],
    ],
    {},
    'A slim desk with a drawer stack, part of a modular range.',
  ],
  [
    'Planner Group Dresser (McCobb Style Replica)',
    'mccobb',
    'sideboard',
    ['sideboards'],
    'Finish',
    [
      ['Natural Maple', 1599],
      ['Walnut', 1649],
    ],
    {},
    'Six drawers with round brass pulls on a slim iron base.',
  ],
  [
    'Lily Acrylic Chair (Laverne Style Replica)',
    'laverne',
    'shell',
    ['dining-chairs'],
    'Color',
    [
      ['Clear', 699],
      ['Smoke Grey', 699],
    ],
    {},
    'A chair of moulded acrylic you can almost see through.',
  ],
  [
    'Serpentine Sofa (Kagan Style Replica)',
    'kagan',
    'sectional',
    ['sofas'],
    'Color',
    [
      ['Cream Boucle', 5299],
      ['Olive Velvet', 4999, 4499],
    ],
    {},
    'A sofa that curves like a river across the room.',
  ],
  [
    'Conoid Bench (Nakashima Style Replica)',
    'nakashima',
    'bench',
    ['stools-and-benches'],
    'Finish',
    [
      ['Walnut', 1899],
      ['Black Walnut', 1999],
    ],
    {},
    'A solid walnut slab bench with the natural edge kept.',
  ],
  [
    'Modular Cubo Sofa (Probber Style Replica)',
    'probber',
    'sectional',
    ['sectional-sofas'],
    'Color',
    [
      ['Charcoal Wool', 3899],
      ['Cream Boucle', 3999],
    ],
    {},
    'Square modules that can be a sofa, a corner or a chaise.',
  ],
  [
    'Bentwood Counter Stool (Cherner Style Replica)',
    'cherner',
    'stool',
    ['stools-and-benches'],
    'Finish',
    [
      ['Walnut', 599],
      ['Natural Oak', 579],
    ],
    {},
    'The waisted bentwood back on a counter-height stool.',
  ],
  [
    'Cherner Armchair (Cherner Style Replica)',
    'cherner',
    'woodchair',
    ['dining-chairs'],
    'Finish',
    [
      ['Walnut', 699],
      ['Natural Oak', 679, 589],
    ],
    { featured: true },
    'Bent plywood arms sweep up from the legs in one line.',
  ],
  [
    'Domus Chair (Tapiovaara Style Replica)',
    'tapiovaara',
    'woodchair',
    ['dining-chairs', 'office-chairs'],
    'Finish',
    [
      ['Natural Birch', 429],
      ['Black Birch', 429],
    ],
    {},
    'A stacking chair for student rooms that works at a desk too.',
  ],
  [
    'Pernilla Lounge Chair (Mathsson Style Replica)',
    'mathsson',
    'chaise',
    ['lounge-chairs'],
    'Material',
    [
      ['Natural Beech / Webbing', 1299],
      ['Black Beech / Sheepskin', 1499],
    ],
    {},
    'Bent laminated beech and woven webbing shaped to the body.',
  ],
  [
    'Safari Chair (Klint Style Replica)',
    'klint',
    'woodchair',
    ['lounge-chairs'],
    'Material',
    [
      ['Natural Ash / Cognac Leather', 899],
      ['Natural Ash / Olive Canvas', 849],
    ],
    {},
    'A knock-down ash frame with canvas and leather straps.',
  ],
  [
    'Model 71 Dining Chair (Moller Style Replica)',
    'moller',
    'woodchair',
    ['dining-chairs'],
    'Finish',
    [
      ['Teak / Paper Cord', 499],
      ['Oak / Black Leather', 529],
    ],
    {},
    'A softly curved back and a hand-woven seat.',
  ],
  [
    'Well Tempered Chair (Arad Style Replica)',
    'arad',
    'boxsofa',
    ['lounge-chairs'],
    'Finish',
    [
      ['Brushed Steel', 2199],
      ['Black Steel', 2199],
    ],
    {},
    'Four sheets of tempered steel curled and bolted into an armchair.',
  ],
  [
    'Lady Armchair (Zanuso Style Replica)',
    'zanuso',
    'lounge',
    ['lounge-chairs'],
    'Color',
    [
      ['Teak Velvet', 1499],
      ['Olive Velvet', 1499, 1299],
      ['Cream Boucle', 1549],
    ],
    {},
    'Foam rubber over elastic straps, on slim brass-tipped legs.',
  ],
  [
    'Chiclet Sofa (Wilkes Style Replica)',
    'wilkes',
    'sofa',
    ['sofas'],
    'Color',
    [
      ['Charcoal Wool', 3299],
      ['Teak Wool', 3299],
    ],
    {},
    'Rows of rounded cushions set in a low frame.',
  ],
  [
    'Grasshopper Floor Lamp (Grossman Style Replica)',
    'grossman',
    'tripod',
    ['floor-lamps'],
    'Color',
    [
      ['Black', 599],
      ['Olive Green', 599, 519],
    ],
    {},
    'A tilted conical shade on three slender legs.',
  ],
  [
    'Molded Plastic Rocker (Eames Style Replica)',
    'eames',
    'shell',
    ['lounge-chairs'],
    'Color',
    [
      ['Cream White', 349],
      ['Charcoal', 349],
      ['Olive Green', 349],
    ],
    {},
    'The shell armchair on maple rockers: a nursery favourite.',
  ],
  [
    'Hang It All Coat Rack (Eames Style Replica)',
    'eames',
    'wire',
    ['storage'],
    'Color',
    [
      ['Multicolour', 199],
      ['Walnut', 219],
    ],
    {},
    'Wooden balls on a steel wire frame for coats, hats and bags.',
  ],
  [
    'Bedside Table (Mid-Century Style)',
    null,
    'sideboard',
    ['storage'],
    'Finish',
    [
      ['Walnut', 449],
      ['Natural Oak', 429, 369],
    ],
    {},
    'A single drawer and an open shelf on tapered legs.',
  ],
];

const ALL_PRODUCTS = [...PRODUCTS, ...MORE_PRODUCTS];

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
    ...COLLECTIONS.map(([slug, name, parent, description, art]) => ({
      slug,
      name,
      parent,
      description,
      art,
    })),
    ...DESIGNERS.map(([slug, name, , art]) => ({
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
    description_collection: [
      { title: `About our ${row.name}`, content: row.description },
      {
        title: 'Made to the original proportions',
        content:
          'Each replica is measured against the original design and built by independent workshops in solid materials, with a 5-year frame warranty.',
      },
    ],
    faqs: [
      {
        // The collection's name as shown on its page: proper names keep their capitals ('Charles & Ray Eames').
        question: `How close are your ${row.name} replicas to the originals?`,
        answers:
          'We follow the original proportions and materials as closely as we can, and say so honestly where we differ.',
      },
      {
        question: 'How long does delivery take?',
        answers: DELIVERY_PROMISE,
      },
    ],
  }));
}

/** Products with their illustration and variant values, for the media generator. */
function productArt() {
  return ALL_PRODUCTS.map(([name, , art, , , variantRows]) => ({
    slug: slugify(name),
    art,
    values: variantRows.map(([value]) => value),
  }));
}

const hashByte = (key, index = 0) => createHash('sha1').update(key).digest()[index];

// Filter vocabularies: [word in a variant value, filter value]. Fabrics name the material whatever the
// variant type; woods, stones and metals only where the variant is about the material (not 'Teak Orange').
const FABRICS = [
  ['leather', 'leather'],
  ['boucle', 'boucle'],
  ['wool', 'wool'],
  ['velvet', 'velvet'],
  ['cane', 'cane'],
  ['paper', 'paper-cord'],
  ['webbing', 'webbing'],
  ['canvas', 'canvas'],
  ['sheepskin', 'sheepskin'],
  ['mesh', 'mesh'],
  ['vinyl', 'vinyl'],
  ['hide', 'leather'],
];
const SOLIDS = [
  ['walnut', 'walnut'],
  ['palisander', 'walnut'],
  ['teak', 'teak'],
  ['oak', 'oak'],
  ['ash', 'ash'],
  ['birch', 'birch'],
  ['maple', 'maple'],
  ['beech', 'beech'],
  ['cherry', 'cherry'],
  ['bamboo', 'bamboo'],
  ['ebony', 'walnut'],
  ['marble', 'marble'],
  ['laminate', 'laminate'],
  ['glass', 'glass'],
  ['steel', 'steel'],
  ['chrome', 'steel'],
  ['nickel', 'steel'],
  ['brass', 'brass'],
  ['copper', 'copper'],
];
const MATERIAL_TYPES = new Set(['Material', 'Finish', 'Base', 'Top', 'Frame', 'Profile', 'Panels']);
// What the illustration's piece is mostly made of, when the variants do not say.
const ART_MATERIAL = {
  shell: 'plastic',
  panton: 'plastic',
  egg: 'fibreglass',
  wire: 'steel',
  xframe: 'steel',
  boxsofa: 'steel',
  office: 'aluminium',
  arc: 'steel',
  tripod: 'steel',
  pendant: 'aluminium',
  marshmallow: 'steel',
};
const MATERIAL_LABELS = { 'paper-cord': 'Paper Cord' };
const COLOR_WORDS = [
  ['black', 'black'],
  ['charcoal', 'grey'],
  ['smoke', 'grey'],
  ['grey', 'grey'],
  ['steel', 'grey'],
  ['white', 'white'],
  ['cream', 'white'],
  ['clear', 'white'],
  ['orange', 'orange'],
  ['cognac', 'brown'],
  ['walnut', 'brown'],
  ['palisander', 'brown'],
  ['teak', 'brown'],
  ['cherry', 'brown'],
  ['ebony', 'brown'],
  ['copper', 'brown'],
  ['olive', 'green'],
  ['green', 'green'],
  ['natural', 'natural'],
  ['oak', 'natural'],
  ['ash', 'natural'],
  ['maple', 'natural'],
  ['birch', 'natural'],
  ['beech', 'natural'],
  ['bamboo', 'natural'],
  ['cane', 'natural'],
  ['marble', 'white'],
  ['multicolour', 'multicolour'],
  ['primary', 'multicolour'],
  ['brass', 'gold'],
];
const labelOf = (value, labels = {}) =>
  labels[value] ?? value.charAt(0).toUpperCase() + value.slice(1);
const wordIn = (text, word) => new RegExp(`\\b${word}\\b`, 'i').test(text);

function materialsOf(type, values, art) {
  const found = new Set();
  for (const value of values) {
    for (const [word, material] of FABRICS) if (wordIn(value, word)) found.add(material);
    if (MATERIAL_TYPES.has(type))
      for (const [word, material] of SOLIDS) if (wordIn(value, word)) found.add(material);
  }
  if (ART_MATERIAL[art]) found.add(ART_MATERIAL[art]);
  return [...found].sort();
}

/** A variant's colour: the colour word found earliest in its value ('Teak Orange' is orange, 'Walnut / White' brown). */
function colorOf(value) {
  let best = null;
  for (const [word, color] of COLOR_WORDS) {
    const match = new RegExp(`\\b${word}\\b`, 'i').exec(value);
    if (match && (!best || match.index < best.at || (match.index === best.at && word === 'orange')))
      best = { at: match.index, color };
  }
  if (best && best.color === 'brown' && /teak orange/i.test(value)) return 'orange';
  return best ? best.color : null;
}

const DIMENSIONS = {
  lounge: 'W 84 x D 85 x H 84 cm, seat height 38 cm',
  egg: 'W 86 x D 79 x H 107 cm, seat height 37 cm',
  xframe: 'W 75 x D 75 x H 77 cm, seat height 43 cm',
  daybed: 'W 198 x D 97 x H 39 cm',
  boxsofa: 'W 76 x D 70 x H 67 cm, seat height 42 cm',
  chaise: 'W 56 x D 160 x H 72 cm',
  wire: 'W 85 x D 72 x H 77 cm, seat height 43 cm',
  woodchair: 'W 55 x D 51 x H 76 cm, seat height 45 cm',
  shell: 'W 47 x D 55 x H 81 cm, seat height 46 cm',
  panton: 'W 50 x D 61 x H 83 cm, seat height 44 cm',
  pedestal: 'Diameter 120 x H 73 cm',
  noguchi: 'W 128 x D 93 x H 40 cm',
  legtable: 'W 120 x D 60 x H 40 cm',
  bench: 'W 152 x D 47 x H 36 cm',
  marshmallow: 'W 132 x D 76 x H 79 cm',
  desk: 'W 110 x D 60 x H 75 cm',
  pendant: 'Diameter 50 x H 27 cm, 3 m cable',
  sideboard: 'W 180 x D 45 x H 75 cm',
  office: 'W 58 x D 58 x H 84-94 cm, seat height 42-52 cm',
  sofa: 'W 213 x D 80 x H 75 cm, seat height 42 cm',
  sectional: 'W 290 x D 170 x H 72 cm, seat height 42 cm',
  arc: 'H 240 cm, reach 200 cm, marble base 65 kg',
  tripod: 'H 170 cm, arms reach up to 190 cm',
  tablelamp: 'Diameter 30 x H 45 cm',
  stool: 'Diameter 33 x H 44 cm',
};

// Swatch collections (/swatches) list the products of these leaves.
const SWATCH_COLLECTIONS = {
  'lounge-chairs': 'lounge-chair',
  sofas: 'sofa-sectional',
  'sectional-sofas': 'sofa-sectional',
  'office-chairs': 'office-furniture',
  desks: 'office-furniture',
  'coffee-tables': 'coffee-side-tables',
};

function productDocs() {
  return ALL_PRODUCTS.map(([name, designer, art, leaves, type, variantRows, flags, blurb]) => {
    const slug = slugify(name);
    // About a third of the range is on sale: a default variant without a sale price gets one when the slug's hash says so.
    const rows = variantRows.map((row, index) =>
      index === 0 && row[2] === undefined && hashByte(slug) % 3 === 0
        ? [row[0], row[1], Math.round(row[1] * 0.85)]
        : row,
    );
    const variants = rows.map(([value, price, salePrice], index) => {
      const gallery = [1, 2].map((view) => ({
        url: `/media/products/${slug}-${index + 1}.svg`,
        alternativeText: view === 1 ? `${name} in ${value}` : `${name} in ${value}, seen in a room`,
        ...IMAGE,
      }));
      return {
        _id: stableId(`variant:${slug}:${value}`),
        type,
        value,
        price: round2(price),
        discount_price: salePrice === undefined ? null : round2(salePrice),
        is_discount: salePrice !== undefined,
        gallery: gallery.slice(0, 1),
      };
    });
    const values = rows.map(([value]) => value);
    const materials = materialsOf(type, values, art);
    const express = hashByte(slug, 1) % 5 < 2;
    const swatchCollections = [
      ...new Set(leaves.map((leaf) => SWATCH_COLLECTIONS[leaf]).filter(Boolean)),
    ];
    return {
      _id: stableId(`product:${slug}`),
      slug,
      name,
      designer: designer ? designerName[designer] : STUDIO,
      designer_slug: designer,
      description: blurb,
      badge_text: flags.badge ?? null,
      featured: Boolean(flags.featured),
      category: leaves[0],
      collection_slugs: withAncestors(
        designer ? [...leaves, ...swatchCollections, designer] : [...leaves, ...swatchCollections],
      ),
      materials,
      material_labels: materials.map((material) => labelOf(material, MATERIAL_LABELS)),
      colors: [...new Set(values.map(colorOf).filter(Boolean))].sort(),
      express_shipping: express,
      delivery_note: DELIVERY_PROMISE,
      dimensions: DIMENSIONS[art],
      image_list: variants.map((variant) => variant.gallery[0]),
      variants,
    };
  });
}

function designerDocs() {
  return DESIGNERS.map(([slug, name, country, , biography]) => ({
    _id: stableId(`designer:${slug}`),
    slug,
    name,
    country,
    biography:
      `<p>${biography}</p>` +
      `<p>Our <strong>${name}</strong> style replicas follow the original proportions, made by independent workshops in solid materials.</p>`,
    avatar: {
      url: `/media/designers/${slug}.svg`,
      alternativeText: `Illustrated portrait of ${name}`,
      width: 400,
      height: 400,
    },
    meta_title: `${name} | Designer Replicas | Sohnne`,
    meta_description: `${biography.split('. ')[0].replace(/\.$/, '')}. Shop ${name} style replica furniture at Sohnne.`,
  }));
}

// Shop-the-look rooms: [slug, name, [product slug, x %, y %]...]. The media generator draws each product at its hotspot.
const LOOKS = [
  [
    'living-room',
    'Living Room',
    [
      ['lounge-chair-and-ottoman-eames-style-replica', 22, 62],
      ['three-seater-sofa-knoll-style-replica', 55, 64],
      ['arco-floor-lamp-castiglioni-style-replica', 82, 40],
      ['sculptural-coffee-table-noguchi-style-replica', 48, 82],
    ],
  ],
  [
    'dining-room',
    'Dining Room',
    [
      ['tulip-dining-table-saarinen-style-replica', 50, 72],
      ['wishbone-chair-wegner-style-replica', 25, 66],
      ['ph5-pendant-lamp-henningsen-style-replica', 50, 20],
      ['danish-teak-sideboard-wegner-style-replica', 82, 64],
    ],
  ],
  [
    'bedroom',
    'Bedroom',
    [
      ['daybed-sofa-mid-century-style', 45, 70],
      ['bedside-table-mid-century-style', 16, 72],
      ['mushroom-table-lamp-mid-century-style', 16, 50],
      ['womb-chair-saarinen-style-replica', 80, 64],
    ],
  ],
  [
    'office',
    'Office',
    [
      ['swag-leg-desk-nelson-style-replica', 40, 68],
      ['aluminum-group-office-chair-eames-style-replica', 62, 70],
      ['snoopy-table-lamp-castiglioni-style-replica', 30, 42],
      ['storage-unit-eames-style-replica', 85, 62],
    ],
  ],
];

function lookDocs() {
  return LOOKS.map(([slug, name, hotspots], position) => ({
    _id: stableId(`look:${slug}`),
    slug,
    name,
    position,
    image: {
      url: `/media/looks/${slug}.svg`,
      alternativeText: `A ${name.toLowerCase()} furnished with mid-century replicas`,
      width: 1600,
      height: 1000,
    },
    hotspots: hotspots.map(([product_slug, x, y]) => ({ product_slug, x, y })),
  }));
}

/** For the media generator: each look's products with their art, first variant value and place. */
function lookArt() {
  const bySlug = new Map(productArt().map((product) => [product.slug, product]));
  return LOOKS.map(([slug, , hotspots]) => ({
    slug,
    pieces: hotspots.map(([productSlug, x, y]) => {
      const product = bySlug.get(productSlug);
      if (!product) throw new Error(`Look ${slug} shows unknown product ${productSlug}`);
      return { art: product.art, value: product.values[0], x, y };
    }),
  }));
}

// Upholstery families for /product-material: [name, description, [swatch name, hex]...].
const MATERIALS = [
  [
    'Chenille',
    'A soft, tufted yarn with a velvety pile and a subtle sheen; hard-wearing and warm to the touch.',
    [
      ['Oatmeal', '#D9CBB3'],
      ['Moss', '#6B6B3A'],
      ['Rust', '#B5562B'],
      ['Graphite', '#3D3B38'],
    ],
  ],
  [
    'Felt',
    'Dense pressed wool felt with a matte, even surface; crisp on tailored shapes.',
    [
      ['Stone', '#BDB3A4'],
      ['Olive', '#6B6B3A'],
      ['Charcoal', '#2E2C29'],
      ['Mustard', '#C99A2E'],
    ],
  ],
  [
    'Boucle',
    'A looped yarn with a nubby, cloud-like texture that softens sculptural forms.',
    [
      ['Ivory', '#F1EADD'],
      ['Cream', '#E8DCC7'],
      ['Pebble', '#B8AE9F'],
      ['Caramel', '#B07A4A'],
    ],
  ],
  [
    'Cotton Velvet',
    'A short, dense cotton pile with a soft matte lustre that deepens with use.',
    [
      ['Teak', '#C8642B'],
      ['Forest', '#2F4A3A'],
      ['Navy', '#22304A'],
      ['Blush', '#D9A89A'],
    ],
  ],
  [
    'Lustrous Velvet',
    'A polyester velvet with a high sheen and excellent colour fastness.',
    [
      ['Emerald', '#1F6B4F'],
      ['Sapphire', '#27408B'],
      ['Ochre', '#C6902E'],
      ['Plum', '#5E2A45'],
    ],
  ],
  [
    'Strie Velvet',
    'A velvet with fine irregular stripes in the pile, for a hand-dyed look.',
    [
      ['Sand', '#CDB58F'],
      ['Sage', '#8C9A78'],
      ['Terracotta', '#B35F3D'],
      ['Slate', '#5A6068'],
    ],
  ],
  [
    'Sheepskin',
    'Long-pile shearling, naturally insulating and very soft.',
    [
      ['Natural', '#EFE6D6'],
      ['Honey', '#C99D62'],
      ['Mocha', '#6E5240'],
    ],
  ],
  [
    'Vegan Leather',
    'A polyurethane leather alternative with a fine grain; wipes clean.',
    [
      ['Black', '#1F1D1A'],
      ['Cognac', '#9A5A2C'],
      ['Ivory', '#EDE4D3'],
      ['Olive', '#5E5C36'],
    ],
  ],
  [
    'Cashmere',
    'A wool and cashmere blend with a fine, brushed hand.',
    [
      ['Heather Grey', '#9C9893'],
      ['Camel', '#C19A6B'],
      ['Midnight', '#23263A'],
    ],
  ],
  [
    'Suede',
    'Napped leather with a velvety surface, best for pieces that are sat on gently.',
    [
      ['Tan', '#B58455'],
      ['Tobacco', '#7A5232'],
      ['Slate', '#5A5C60'],
    ],
  ],
  [
    'Woven',
    'A heavy basket-weave fabric in wool and linen with a visible texture.',
    [
      ['Flax', '#CBB995'],
      ['Rye', '#9E8763'],
      ['Ink', '#2B2F3A'],
      ['Clay', '#A8684A'],
    ],
  ],
  [
    'Wool',
    'Pure new wool upholstery, hard-wearing and naturally flame resistant.',
    [
      ['Olive', '#6B6B3A'],
      ['Charcoal', '#2E2C29'],
      ['Teak', '#C8642B'],
      ['Stone', '#CFC4B2'],
    ],
  ],
  [
    'Linen',
    'A washed linen with a relaxed, slightly slubbed look.',
    [
      ['Natural', '#D8CBB3'],
      ['Dove', '#B9B4AC'],
      ['Sea', '#6E8C8E'],
    ],
  ],
  [
    'Top Grain Leather',
    'Corrected and finished leather with an even colour; durable and easy to care for.',
    [
      ['Black', '#1F1D1A'],
      ['Chestnut', '#7A3F22'],
      ['White', '#F3EFE8'],
      ['Cognac', '#9A5A2C'],
    ],
  ],
  [
    'Aniline Leather',
    'Full-grain leather dyed through with no surface coat; it develops a rich patina.',
    [
      ['Cognac', '#A0602F'],
      ['Palisander', '#4A2C1E'],
      ['Saddle', '#8C5A33'],
    ],
  ],
  [
    'Vintage Leather',
    'Waxed, distressed leather with colour variation that looks loved from day one.',
    [
      ['Whiskey', '#8B5530'],
      ['Espresso', '#3E2A20'],
      ['Tan', '#B07B4C'],
    ],
  ],
  [
    'Semi-Aniline Leather',
    'Full-grain leather with a light protective finish: the feel of aniline, easier to live with.',
    [
      ['Black', '#1F1D1A'],
      ['Brandy', '#874A2B'],
      ['Bone', '#E5DCCB'],
    ],
  ],
  [
    'Office-Chair Leather',
    'A thick, pigmented leather made for swivel chairs and daily wear.',
    [
      ['Black', '#1A1A1A'],
      ['Brown', '#5B3A24'],
      ['White', '#F1EEE8'],
    ],
  ],
  [
    'Mesh',
    'A breathable technical mesh for office seating.',
    [
      ['Black', '#1F1D1A'],
      ['Graphite', '#4A4A4A'],
      ['Silver', '#A9A9A9'],
    ],
  ],
  [
    'Pony Hide Print',
    'Hair-on cowhide printed in bold patterns, for statement pieces.',
    [
      ['Black & White', '#2B2B2B'],
      ['Brown & White', '#7B5638'],
    ],
  ],
];

function materialDocs() {
  return MATERIALS.map(([name, description, swatches], position) => ({
    _id: stableId(`material:${slugify(name)}`),
    slug: slugify(name),
    name,
    description,
    position,
    swatches: swatches.map(([swatchName, hex]) => ({ name: swatchName, hex })),
  }));
}

module.exports = {
  dbName: 'sohnne_catalog',
  collectionDocs,
  productDocs,
  /** What the media generator draws. */
  collectionArt: () => collectionRows().map(({ slug, art }) => ({ slug, art })),
  productArt,
  designerDocs,
  lookDocs,
  materialDocs,
  /** Designer avatars and look pictures the media generator draws. */
  designerArt: () => DESIGNERS.map(([slug, name, , art]) => ({ slug, name, art })),
  lookArt,
  async seed(db) {
    await seedDocuments(db);
    await recordReload(db);
  },
};

async function seedDocuments(db) {
  for (const doc of collectionDocs()) {
    await db
      .collection('collections')
      .updateOne(
        { slug: doc.slug },
        { $set: doc, $setOnInsert: { _id: stableId(`collection:${doc.slug}`) } },
        { upsert: true },
      );
  }
  for (const { _id, ...doc } of productDocs()) {
    await db
      .collection('products')
      .updateOne({ slug: doc.slug }, { $set: doc, $setOnInsert: { _id } }, { upsert: true });
  }
  for (const [name, docs] of [
    ['designers', designerDocs()],
    ['looks', lookDocs()],
    ['materials', materialDocs()],
  ]) {
    for (const { _id, ...doc } of docs) {
      await db
        .collection(name)
        .updateOne({ slug: doc.slug }, { $set: doc, $setOnInsert: { _id } }, { upsert: true });
    }
  }
}

/**
 * Tells running catalog services to read the whole catalogue again: a change in their change log, whose
 * number is claimed by inserting it (services/catalog/src/store/catalog-changes.ts describes the log).
 */
async function recordReload(db) {
  const log = db.collection('catalog_changes');
  const [newest] = await log.find().sort({ _id: -1 }).limit(1).toArray();
  for (let number = (newest?._id ?? 0) + 1; ; number += 1) {
    try {
      await log.insertOne({
        _id: number,
        at: new Date(),
        products: [],
        reload: ['products', 'collections', 'designers', 'looks', 'materials'],
      });
      return;
    } catch (error) {
      if (error.code !== 11000) throw error;
    }
  }
}
