'use strict';
// Blog posts for the content seed: original articles on mid-century design. Stored in our own shape
// (the content service maps them to the WordPress REST field names on the way out).

const AUTHORS = {
  mara: { name: 'Mara Lindqvist', avatar: '/media/blog/authors/mara-lindqvist.svg' },
  theo: { name: 'Theo Okafor', avatar: '/media/blog/authors/theo-okafor.svg' },
  june: { name: 'June Whitaker', avatar: '/media/blog/authors/june-whitaker.svg' },
  felix: { name: 'Felix Brandt', avatar: '/media/blog/authors/felix-brandt.svg' },
};

// [slug, title, category, author, date, intro, [[heading, paragraph], ...]]
const TOPICS = [
  [
    'what-makes-a-design-mid-century',
    'What Makes a Design Mid-Century?',
    'Design History',
    'mara',
    '2023-01-12',
    'The phrase gets stretched to cover almost anything with tapered legs. Here is what actually ties the period together.',
    [
      [
        'Honest materials',
        'Designers of the 1940s to 1960s let plywood, steel and leather show what they were, instead of hiding structure under carving and fabric.',
      ],
      [
        'Lightness',
        'Raised on slim legs, pieces let the floor run underneath them, which makes small post-war rooms feel larger.',
      ],
      [
        'Industry as a partner',
        'Moulding, bending and welding techniques developed for wartime production found their way into chairs and tables built in series.',
      ],
    ],
  ],
  [
    'caring-for-walnut-veneer',
    'Caring for Walnut Veneer Through the Seasons',
    'Care Guides',
    'felix',
    '2023-02-03',
    'Walnut veneer rewards a little attention. A few habits keep its grain deep and its surface even for decades.',
    [
      [
        'Dust first, always',
        'A soft, dry cloth moved with the grain lifts dust before it can scratch. Microfibre works well; feather dusters only move the dust around.',
      ],
      [
        'Mind the humidity',
        'Wood breathes. Keep relative humidity between 40 and 55 percent and away from radiators to prevent hairline cracks.',
      ],
      [
        'Oil sparingly',
        'Twice a year is plenty. Apply a thin coat of furniture oil, leave it for fifteen minutes and buff off every trace of excess.',
      ],
    ],
  ],
  [
    'the-lounge-chair-at-seventy',
    'The Lounge Chair at Seventy',
    'Icons',
    'theo',
    '2023-03-18',
    'Few chairs have been photographed, copied and loved as much as the plywood-and-leather lounger. Why does it still feel current?',
    [
      [
        'A chair built like a baseball mitt',
        'Its designers wanted the warm, worn-in receptiveness of an old glove, and the shells cradle the body in exactly that way.',
      ],
      [
        'Three shells, one silhouette',
        'Separate moulded shells for seat, back and headrest float on rubber mounts, giving the chair its layered profile.',
      ],
      [
        'Choosing a replica',
        'Look for seven-ply shells, full-grain leather and a swivel base with a five-star footprint that sits firmly on the floor.',
      ],
    ],
  ],
  [
    'styling-a-small-living-room',
    'Styling a Small Living Room the Mid-Century Way',
    'Interiors',
    'june',
    '2023-04-07',
    'Small rooms were the norm when these designs appeared. That is exactly why they work so well in city apartments today.',
    [
      [
        'Start with one anchor piece',
        'Choose a sofa or lounge chair you love and let everything else defer to it in scale and colour.',
      ],
      [
        'Keep legs visible',
        'Furniture raised on legs shows more floor, and more visible floor reads as more space.',
      ],
      [
        'Light from three heights',
        'Combine a floor lamp, a table lamp and a pendant so the room never depends on a single ceiling light.',
      ],
    ],
  ],
  [
    'a-short-history-of-moulded-plywood',
    'A Short History of Moulded Plywood',
    'Design History',
    'mara',
    '2023-05-22',
    'Before fibreglass and plastic, thin sheets of wood glued under heat and pressure changed what a chair could be.',
    [
      [
        'From splints to seats',
        'Techniques refined for lightweight medical splints proved that plywood could be bent in more than one direction at once.',
      ],
      [
        'Compound curves',
        'Moulding in two directions gave seats their sculpted, body-following forms without any upholstery at all.',
      ],
      [
        'Why it still matters',
        'Moulded plywood is strong, light and repairable, qualities that look more modern every year.',
      ],
    ],
  ],
  [
    'how-to-choose-a-dining-table',
    'How to Choose a Dining Table That Lasts',
    'Buying Guides',
    'felix',
    '2023-06-14',
    'A dining table sees more life than almost any other piece in the home. Here is how to pick one you will keep.',
    [
      [
        'Measure the room, then the chairs',
        'Allow about 90 centimetres between the table edge and the wall so chairs can be pulled out comfortably.',
      ],
      [
        'Round, oval or rectangular',
        'Round and oval tops seat guests more sociably and suit square rooms; rectangles follow long, narrow spaces.',
      ],
      [
        'Tops that forgive',
        'Marble and oiled wood both age with character. Lacquered tops resist stains but show scratches more readily.',
      ],
    ],
  ],
  [
    'colour-in-the-fifties-home',
    'Colour in the Fifties Home',
    'Interiors',
    'june',
    '2023-07-02',
    'The period is remembered in teak and white, but its interiors were surprisingly bold with colour.',
    [
      [
        'Earth with an accent',
        'Ochre, olive and rust were often paired with a single vivid note such as turquoise or tomato red.',
      ],
      [
        'Colour on textiles',
        'Cushions, throws and rugs carried pattern and colour, so rooms could change with the seasons.',
      ],
      [
        'A modern palette',
        'Try warm whites, mushroom greys and one saturated accent to get the feeling without a period costume.',
      ],
    ],
  ],
  [
    'the-tulip-table-explained',
    'The Pedestal Table Explained',
    'Icons',
    'theo',
    '2023-08-19',
    'A single cast foot in place of four legs: the idea was to clean up the "slum of legs" under the average dining table.',
    [
      [
        'One foot, many chairs',
        'Without corner legs in the way, chairs can be placed anywhere around the top, which is ideal in smaller dining nooks.',
      ],
      [
        'Balance matters',
        'A heavy cast-aluminium base keeps the top stable; lightweight bases tip when someone leans on the edge.',
      ],
      [
        'Tops to choose',
        'Laminate is practical for families, marble brings weight and a cool touch, and wood softens the sculptural base.',
      ],
    ],
  ],
  [
    'leather-care-basics',
    'Leather Care Basics for Lounge Chairs and Sofas',
    'Care Guides',
    'felix',
    '2023-09-05',
    'Good leather grows more beautiful with use, provided it is kept clean and supple.',
    [
      [
        'Clean gently',
        'Wipe with a slightly damp cloth and distilled water. Avoid household cleaners, which strip the natural oils.',
      ],
      [
        'Condition twice a year',
        'A neutral conditioner keeps the hide flexible and helps prevent cracking along seams and creases.',
      ],
      [
        'Keep it out of the sun',
        'Direct sunlight fades and dries leather. Rotate cushions and draw the curtains on bright afternoons.',
      ],
    ],
  ],
  [
    'scandinavian-versus-american-modern',
    'Scandinavian Versus American Modern',
    'Design History',
    'mara',
    '2023-10-11',
    'Both schools prized function and simplicity, but they arrived there from very different places.',
    [
      [
        'Craft and wood',
        'Nordic designers grew out of a cabinetmaking tradition, favouring solid teak, oak and hand-finished joints.',
      ],
      [
        'Industry and experiment',
        'American designers worked with manufacturers to test fibreglass, wire and moulded plywood at scale.',
      ],
      [
        'Mixing them at home',
        'A teak sideboard beside a wire-base chair shows how easily the two traditions talk to each other.',
      ],
    ],
  ],
  [
    'lighting-a-room-with-pendants',
    'Lighting a Room With Pendants',
    'Interiors',
    'june',
    '2023-11-23',
    'Mid-century pendants were designed to shape light, not just to supply it.',
    [
      [
        'Height above the table',
        'Hang a dining pendant 70 to 80 centimetres above the tabletop so it lights the surface without glaring.',
      ],
      [
        'Layered shades',
        'Multi-shade designs direct light downward and sideways, hiding the bulb from every seated angle.',
      ],
      [
        'Warm bulbs',
        'Choose 2700 K lamps for living and dining areas; cooler light flattens wood and leather tones.',
      ],
    ],
  ],
  [
    'a-guide-to-replica-furniture',
    'A Guide to Replica Furniture',
    'Buying Guides',
    'theo',
    '2023-12-08',
    'Replicas make classic designs affordable. Knowing what to look for separates a good one from a poor copy.',
    [
      [
        'Proportions first',
        'A faithful replica follows the original dimensions closely; small changes in seat height or angle change everything.',
      ],
      [
        'Materials you can verify',
        'Ask for the leather grade, the wood species and the frame material, and expect clear answers.',
      ],
      [
        'Honest descriptions',
        'A good retailer calls a replica a replica and never suggests a licence or affiliation it does not have.',
      ],
    ],
  ],
  [
    'designing-a-reading-corner',
    'Designing a Reading Corner',
    'Interiors',
    'june',
    '2024-01-16',
    'A chair, a light and a place to set down a cup: the best reading corners are simple.',
    [
      [
        'The right chair',
        'Choose a lounge chair with a supportive back and armrests at elbow height so you can hold a book for hours.',
      ],
      [
        'Light over the shoulder',
        'An arc or floor lamp placed behind and to one side lights the page without shadows.',
      ],
      ['A small side table', "Keep it within arm's reach and no higher than the chair's armrest."],
    ],
  ],
  [
    'bentwood-and-its-legacy',
    'Bentwood and Its Legacy',
    'Design History',
    'mara',
    '2024-02-02',
    'Steam-bent beech made the café chair a global object a century before the mid-century modernists took up the theme.',
    [
      [
        'Steam and moulds',
        'Solid wood softened by steam can be bent around forms, then dried to hold its curve for good.',
      ],
      [
        'Fewer parts',
        'Bentwood chairs used a handful of components and a few screws, which made them easy to ship flat.',
      ],
      [
        'The modern echo',
        'Mid-century designers took the same idea of economy and lightness into plywood and tubular steel.',
      ],
    ],
  ],
  [
    'choosing-a-sofa-fabric',
    'Choosing a Sofa Fabric',
    'Buying Guides',
    'felix',
    '2024-03-09',
    'Fabric decides how a sofa looks, feels and lasts. Here is how to choose with confidence.',
    [
      [
        'Rub counts',
        'For everyday use, look for a Martindale rating of at least 25,000 rubs; busy family sofas deserve 40,000 or more.',
      ],
      [
        'Bouclé and wool',
        'Looped bouclé hides wear and feels soft, while wool blends resist stains and recover from creasing.',
      ],
      [
        'Colour and light',
        'Order a swatch and look at it in your own room in the morning and in the evening before you decide.',
      ],
    ],
  ],
  [
    'the-return-of-travertine',
    'The Return of Travertine',
    'Materials',
    'theo',
    '2024-04-13',
    'The porous, honey-toned stone of the seventies is back on coffee tables and side tables.',
    [
      [
        'What travertine is',
        'A limestone formed around mineral springs, with natural pits and bands that make every slab unique.',
      ],
      [
        'Filled or unfilled',
        'Filled surfaces are smoother and easier to clean; unfilled stone shows more texture and character.',
      ],
      ['Care', 'Use coasters, wipe spills quickly and reseal once a year with a stone sealer.'],
    ],
  ],
  [
    'working-from-home-in-style',
    'Working From Home in Style',
    'Interiors',
    'june',
    '2024-05-06',
    'A home office can be comfortable and still belong to the rest of the house.',
    [
      [
        'A desk with presence',
        'A wooden desk on slim legs looks like furniture rather than office equipment.',
      ],
      [
        'A chair that supports',
        'Pair it with an aluminium-frame office chair with a tilt mechanism and proper lumbar support.',
      ],
      [
        'Hide the cables',
        'A cable tray under the desktop keeps the view clean when the laptop is closed.',
      ],
    ],
  ],
  [
    'marble-tables-care-guide',
    'Marble Tables: A Care Guide',
    'Care Guides',
    'felix',
    '2024-06-01',
    'Marble is strong but porous. A little care keeps it bright.',
    [
      [
        'Seal it',
        'A penetrating sealer, reapplied every six to twelve months, slows the absorption of wine, coffee and oil.',
      ],
      [
        'Avoid acids',
        'Lemon juice, vinegar and many cleaners etch the surface. Use a pH-neutral stone cleaner.',
      ],
      [
        'Patina is part of it',
        "Fine marks and a softening of the polish over time are part of the material's charm.",
      ],
    ],
  ],
  [
    'the-wire-chair-story',
    'The Wire Chair Story',
    'Icons',
    'theo',
    '2024-06-27',
    'Welded steel rods turned a chair into a drawing in space.',
    [
      [
        'Made from a mesh',
        'A grid of welded wire formed a seat that was both strong and almost transparent.',
      ],
      [
        'Pads for comfort',
        'Removable seat and back pads in fabric or leather added comfort and colour.',
      ],
      [
        'Where it works',
        'Around a dining table its open form keeps the room light, even with six chairs in place.',
      ],
    ],
  ],
  [
    'outdoor-mid-century-living',
    'Outdoor Mid-Century Living',
    'Interiors',
    'june',
    '2024-07-21',
    'The period loved indoor-outdoor living, from glass walls to patio lounges.',
    [
      [
        'Materials that cope',
        'Powder-coated steel and teak weather well; bring cushions inside when it rains.',
      ],
      [
        'Blurring the edge',
        'Repeat colours and materials inside and out so the terrace reads as another room.',
      ],
      ['Shade', 'A large umbrella or pergola keeps leather and fabrics from fading in summer sun.'],
    ],
  ],
  [
    'teak-sideboards-what-to-know',
    'Teak Sideboards: What to Know',
    'Buying Guides',
    'felix',
    '2024-08-14',
    'The long, low sideboard is the quiet workhorse of the mid-century dining room.',
    [
      [
        'Length and height',
        'Leave at least 30 centimetres of wall at each end, and keep the top below the window sill.',
      ],
      [
        'Doors and drawers',
        'Sliding doors suit narrow rooms; a mix of drawers and shelves keeps cutlery and glassware apart.',
      ],
      [
        'Oiling teak',
        'Teak likes a teak oil every six months and nothing in between but a dry cloth.',
      ],
    ],
  ],
  [
    'designer-couples-of-the-fifties',
    'Designer Couples of the Fifties',
    'Design History',
    'mara',
    '2024-09-03',
    "Several of the period's best-known studios were partnerships between husband and wife.",
    [
      [
        'Shared studios',
        'Partners divided work between furniture, textiles, film and exhibition design, blurring the usual disciplines.',
      ],
      [
        'Experiments at home',
        'Their own houses often served as laboratories for new furniture and new ways of living.',
      ],
      [
        'A lasting model',
        'The collaborative studio remains a template for many design practices today.',
      ],
    ],
  ],
  [
    'how-we-inspect-every-piece',
    'How We Inspect Every Piece',
    'Behind the Scenes',
    'theo',
    '2024-09-29',
    'Every Sohnne piece is checked twice before it reaches you. Here is what our team looks for.',
    [
      [
        'At the workshop',
        'Frames are checked for square and stability, joints for gaps and finishes for runs and dust.',
      ],
      [
        'Before it ships',
        'Upholstery seams, leather colour consistency and moving parts are inspected and photographed.',
      ],
      ['Packaging', 'Corners are protected and every piece is wrapped so it arrives as it left.'],
    ],
  ],
  [
    'rugs-for-mid-century-rooms',
    'Rugs for Mid-Century Rooms',
    'Interiors',
    'june',
    '2024-10-18',
    'A rug defines a seating area and softens the hard floors the period loved.',
    [
      [
        'Size it right',
        'At least the front legs of every seat should rest on the rug in a living room.',
      ],
      [
        'Pattern or plain',
        'Geometric patterns suit plain upholstery; busy fabrics call for a quiet, textured rug.',
      ],
      ['Natural fibres', 'Wool and jute wear well and age gracefully under daily traffic.'],
    ],
  ],
  [
    'the-arc-floor-lamp',
    'The Arc Floor Lamp',
    'Icons',
    'mara',
    '2024-11-07',
    'A marble base, a steel arc and a dome of light over the table: a lamp that did the work of a ceiling fixture.',
    [
      [
        'Light without wiring',
        'The arc brought overhead light to a table without drilling into the ceiling.',
      ],
      [
        'The marble counterweight',
        'A heavy base balances the long reach and keeps the lamp stable.',
      ],
      [
        'Placing it',
        'Allow about two metres of reach and check the dome clears heads when people stand up.',
      ],
    ],
  ],
  [
    'gifts-for-design-lovers',
    'Gifts for Design Lovers',
    'Buying Guides',
    'june',
    '2024-12-02',
    'Not every gift has to be a lounge chair. These ideas bring a little of the period into any home.',
    [
      [
        'Small objects',
        'A wall clock, a table lamp or a set of bookends brings mid-century lines to a shelf.',
      ],
      ['Textiles', 'A wool throw or cushion in period colours updates a sofa in minutes.'],
      ['Books', 'A well-illustrated monograph is a gift that keeps inspiring.'],
    ],
  ],
  [
    'furniture-for-renters',
    'Mid-Century Furniture for Renters',
    'Interiors',
    'felix',
    '2025-01-05',
    'Renters can still make a home their own without drilling a single hole.',
    [
      [
        'Freestanding light',
        'Floor and table lamps replace ceiling fixtures you are not allowed to change.',
      ],
      [
        'Pieces that move',
        'Choose furniture that comes apart or travels well, so it follows you to the next home.',
      ],
      ['Leaning, not hanging', 'Lean art and mirrors on a sideboard instead of hanging them.'],
    ],
  ],
  [
    'tubular-steel-and-the-bauhaus',
    'Tubular Steel and the Bauhaus',
    'Design History',
    'mara',
    '2025-02-10',
    'Bicycle frames inspired some of the first tubular steel chairs, and the material changed furniture for good.',
    [
      [
        'Light and strong',
        'Bent steel tube carried loads with very little material, so chairs could float.',
      ],
      [
        'The cantilever',
        'Without back legs, the cantilever chair gave a gentle spring to every seat.',
      ],
      [
        'Chrome and leather',
        'Polished chrome and leather or cane make a combination that still feels sharp.',
      ],
    ],
  ],
  [
    'a-week-with-a-lounge-chair',
    'A Week With a Lounge Chair',
    'Behind the Scenes',
    'theo',
    '2025-03-15',
    'One of our editors lived with our lounge chair replica for a week. Here are the notes.',
    [
      [
        'Day one',
        'The leather is firm at first; by the third evening the cushions had started to soften and shape.',
      ],
      [
        'Midweek',
        'The swivel and tilt made it the natural place to read, and the ottoman took the weight off long days.',
      ],
      [
        'The verdict',
        'It earned a permanent place by the window, and it is now the most contested seat in the house.',
      ],
    ],
  ],
  [
    'mixing-old-and-new',
    'Mixing Old and New',
    'Interiors',
    'june',
    '2025-04-22',
    'The most interesting rooms rarely belong to a single decade.',
    [
      [
        'One rule for materials',
        'Repeat a material, such as walnut or brass, across old and new pieces to tie the room together.',
      ],
      [
        'Contrast of shape',
        'Set a curved chair against a straight-lined table, or a round mirror over a long sideboard.',
      ],
      ['Edit often', 'Take one thing away before adding something new.'],
    ],
  ],
  [
    'shipping-large-furniture',
    'Shipping Large Furniture: What to Expect',
    'Behind the Scenes',
    'felix',
    '2025-05-30',
    'From warehouse to room of choice: the journey of a sofa.',
    [
      [
        'Measure first',
        'Measure doorways, stairs and lifts before ordering, so the delivery team can bring it straight in.',
      ],
      [
        'Scheduling',
        'Your delivery window is confirmed 24 to 48 hours ahead, and the driver calls about 30 minutes before arriving.',
      ],
      [
        'Inspect on arrival',
        'Check every piece and report any damage within 48 hours so we can put it right.',
      ],
    ],
  ],
  [
    'autumn-at-home',
    'Autumn at Home: Warm Woods and Soft Light',
    'Interiors',
    'mara',
    '2025-09-18',
    'As the days shorten, the warmth of wood and leather comes into its own.',
    [
      ['Layer textiles', 'Add wool throws and cushions in rust, ochre and olive.'],
      ['Lower the light', 'Dimmable lamps at low heights make evenings calmer.'],
      ['Bring in the outside', 'Branches in a simple vase echo the colours of teak and walnut.'],
    ],
  ],
];

const image = (slug) => `/media/blog/${slug}.svg`;

function bodyOf(title, intro, sections) {
  const parts = [`<p>${intro}</p>`, `<h1>${title}</h1>`];
  sections.forEach(([heading, text], index) => {
    parts.push(`<h2>${heading}</h2>`, `<p>${text}</p>`);
    if (index === 1) {
      // The section's first sentence, with its own full stop (a one-sentence text has no '. ' to split at).
      const first = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? `${text}.`;
      parts.push(
        '<h3>In practice</h3>',
        `<p>${first} Small decisions like this add up to a room that feels settled and calm.</p>`,
      );
    }
  });
  parts.push(
    '<h2>Living with it</h2>',
    '<p>Good design is meant to be used. Choose pieces that suit the way you live, look after them, and they will keep their character for many years.</p>',
    '<ul><li>Buy fewer, better pieces.</li><li>Look after materials as the seasons change.</li><li>Let the room evolve over time.</li></ul>',
  );
  return parts.join('\n');
}

const POSTS = TOPICS.map(([slug, title, category, author, date, intro, sections], index) => ({
  wpId: 1000 + index,
  slug,
  title,
  excerpt: `<p>${intro}</p>`,
  html: bodyOf(title, intro, sections),
  date: new Date(`${date}T09:00:00.000Z`),
  categories: [category],
  author: AUTHORS[author],
  image: image(slug),
}));

module.exports = { POSTS, AUTHORS };
