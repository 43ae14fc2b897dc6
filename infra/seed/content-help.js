'use strict';
// Help content for the content seed: FAQ topics (/help, /customer-care, the financing page) and the
// showrooms. Facts follow the spec (warehouses, couriers, shipping, cancellation and refund rules).

const { SHIPPING_TIMES, SHIPS } = require('./content-delivery');

const q = (question, answers) => ({ question, answers });

const FAQ_GROUPS = [
  {
    group: 'help',
    topics: [
      [
        'Product Availability',
        [
          q(
            'How do I know if an item is in stock?',
            `Every product page shows availability for the variant you choose. ${SHIPS}.`,
          ),
          q(
            'What if an item goes out of stock after I order?',
            'We tell you the new estimated date straight away; you can wait, choose another item or cancel that item for a full refund.',
          ),
        ],
      ],
      [
        'Warehouse and Fulfillment',
        [
          q(
            'Where do you ship from?',
            'We ship from our warehouses in the USA, the UK and Germany, choosing the one closest to you that holds your items.',
          ),
          q('How soon will my order ship?', SHIPPING_TIMES),
        ],
      ],
      [
        'Payment Method',
        [
          q(
            'Which payment methods do you accept?',
            'We accept major cards (Visa, Mastercard and American Express), the pay-later service Klarna, the wallet services PayPal, Apple Pay and Google Pay, and an instalment financing plan. Instalment financing is available only in the US, subject to credit approval, with no fee from Sohnne.',
          ),
          q('When am I charged?', 'Your payment is taken when you place your order.'),
        ],
      ],
      [
        'Shipping Service',
        [
          q(
            'Which courier will deliver my order?',
            'One of our three courier partners, UPS, FedEx or DHL, is assigned to your order automatically at checkout, based on your address and the size of your pieces.',
          ),
          q('Do you offer expedited shipping?', `No. ${SHIPPING_TIMES}`),
        ],
      ],
      [
        'Cancellation Policy',
        [
          q(
            'Can I cancel my order?',
            'Yes, as long as it has not shipped yet: use the cancel button on the order in My Account. Once an order has shipped it can only be returned.',
          ),
          q(
            'Is there a cancellation fee?',
            'A 5% cancellation fee applies; the rest of the payment is refunded. Made-to-order items cannot be cancelled once production has started.',
          ),
        ],
      ],
      [
        'Refund Policy',
        [
          q('How will I be refunded?', 'Refunds go to your original payment method.'),
          q(
            'How long does a refund take?',
            'Up to 10 business days from the day we approve the refund.',
          ),
        ],
      ],
      [
        'Warranty',
        [
          q(
            'What does the warranty cover?',
            'Defects in materials and workmanship under normal household use: frames, joints, mechanisms and upholstery seams.',
          ),
          q(
            'How do I make a warranty claim?',
            'Write to hello@sohnne.test with your order number, a description and photos; we repair, send a part or replace the piece.',
          ),
        ],
      ],
      [
        'financing plan',
        [
          q(
            'Can I pay in instalments?',
            'Yes. In the US and its territories you can pay later in 3, 6 or 12 monthly instalments, subject to credit approval.',
          ),
          q(
            'Is there interest?',
            '3-month plans are at 0% APR; longer plans range from 10% to 36% APR depending on your credit.',
          ),
        ],
      ],
    ],
  },
  {
    group: 'customer-care',
    topics: [
      [
        'Delivery',
        [
          q(
            'When will my order arrive?',
            `${SHIPPING_TIMES} Your delivery window is confirmed 24 to 48 hours ahead.`,
          ),
          q(
            'Can you deliver on a specific date?',
            'Tell us the date when you order or reply to your confirmation e-mail, and we do our best to meet it. We can also hold an order for up to 30 days.',
          ),
          q(
            'Do you bring furniture into the room?',
            'In-room delivery is available in the USA only; the team unpacks your pieces and takes the boxes away.',
          ),
        ],
      ],
      [
        'Returns & Refunds',
        [
          q(
            'How do I return an item?',
            'A return must first be requested by e-mail to hello@sohnne.test within 30 days of delivery. Returns need the original condition, tags, packaging and proof of purchase; we then arrange the collection. Return shipping is not always covered.',
          ),
          q(
            'What if I refuse a delivery?',
            'A refused delivery becomes a return or an exchange, and a $49 return shipping fee applies.',
          ),
          q(
            'How long do refunds take?',
            'Refunds reach your original payment method within up to 10 business days.',
          ),
        ],
      ],
      [
        'Order Issues',
        [
          q(
            'My item arrived damaged. What should I do?',
            'Report it within 48 hours with photos of the item and the packaging, and we repair or replace it.',
          ),
          q(
            'How do I cancel my order?',
            'Use the cancel button on the order in My Account before it ships; a 5% cancellation fee applies.',
          ),
          q(
            'Can I change my delivery address?',
            'Yes, until your order ships: write to us with your order number and the new address.',
          ),
        ],
      ],
      [
        'Product & Stock',
        [
          q(
            'Are your products originals?',
            'No. Sohnne sells replicas inspired by mid-century and modern classics, and is not affiliated with the original designers or manufacturers.',
          ),
          q(
            'Can I order fabric or leather swatches?',
            'Yes, from the swatches page: pick your swatches, enter your details and we post them to you.',
          ),
          q(
            'Will an out-of-stock item come back?',
            'Most do. Contact us and we tell you the expected date.',
          ),
        ],
      ],
      [
        'Help & FAQ',
        [
          q(
            'How do I contact you?',
            'Use the contact form, the live chat or write to hello@sohnne.test. Support is available 24/7.',
          ),
          q('Do you have showrooms?', 'Yes: in Berlin, London and San Francisco.'),
        ],
      ],
      [
        'Technical',
        [
          q(
            'I forgot my password.',
            'Use "Forgot password" on the login page and we e-mail you a link to set a new one.',
          ),
          q(
            'The site does not load properly.',
            'Refresh the page, clear your browser cache or try another browser; if it persists, tell us which page and browser you use.',
          ),
        ],
      ],
    ],
  },
  {
    group: 'customer-care-popular',
    topics: [
      [
        'Popular questions',
        [
          q('When will my order ship?', `${SHIPS}.`),
          q('Can I cancel my order?', 'Yes, before it ships, with a 5% cancellation fee.'),
          q(
            'How long do refunds take?',
            'Up to 10 business days, to your original payment method.',
          ),
          q('Where do you ship from?', 'Our warehouses in the USA, the UK and Germany.'),
        ],
      ],
    ],
  },
  {
    group: 'financing',
    topics: [
      [
        'Financing',
        [
          q(
            'How does pay later work?',
            'Choose pay later at checkout and split your purchase into 3, 6 or 12 monthly instalments. Pay later is available online only and is subject to credit approval.',
          ),
          q(
            'What interest rate will I pay?',
            '3-month plans are at 0% APR. Other plans range from 10% to 36% APR, depending on your credit.',
          ),
          q('Is there a minimum order?', 'Yes, your cart must be at least USD 50.'),
          q(
            'Who can use pay later?',
            'Customers in the United States and its territories, for online orders.',
          ),
        ],
      ],
    ],
  },
].map(({ group, topics }) => ({
  group,
  topics: topics.map(([topic, items]) => ({ topic, items })),
}));

const SHOWROOMS = [
  {
    slug: 'sohnne-berlin',
    name: 'Sohnne Berlin',
    address: { street: 'Torstraße 118', city: 'Berlin', postcode: '10119', country: 'Germany' },
    hours: [
      ['Monday - Friday', '11:00 - 19:00'],
      ['Saturday', '10:00 - 18:00'],
      ['Sunday', 'Closed'],
    ],
    phone: '+49 30 5557 2025',
  },
  {
    slug: 'sohnne-london',
    name: 'Sohnne London',
    address: {
      street: '42 Redchurch Street',
      city: 'London',
      postcode: 'E2 7DJ',
      country: 'United Kingdom',
    },
    hours: [
      ['Monday - Friday', '10:00 - 19:00'],
      ['Saturday', '10:00 - 18:00'],
      ['Sunday', '12:00 - 17:00'],
    ],
    phone: '+44 20 7946 0125',
  },
  {
    slug: 'sohnne-san-francisco',
    name: 'Sohnne San Francisco',
    address: {
      street: '1550 Market Street',
      city: 'San Francisco',
      state: 'CA',
      postcode: '94102',
      country: 'United States',
    },
    hours: [
      ['Monday - Friday', '10:00 - 18:00'],
      ['Saturday', '10:00 - 17:00'],
      ['Sunday', 'Closed'],
    ],
    phone: '+1 (555) 013-2025',
  },
].map((room) => ({
  ...room,
  hours: room.hours.map(([days, time]) => ({ days, time })),
  mapImage: `/media/showrooms/${room.slug}.svg`,
  directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
    // A US address is city, state and ZIP code; elsewhere the postcode comes first.
    room.address.state
      ? `${room.address.street}, ${room.address.city}, ${room.address.state} ${room.address.postcode}, ${room.address.country}`
      : `${room.address.street}, ${room.address.postcode} ${room.address.city}, ${room.address.country}`,
  )}`,
}));

module.exports = { FAQ_GROUPS, SHOWROOMS };

// Customer reviews: ~40, generated from a fixed list so the seed is deterministic.
const REVIEWERS = [
  'Hannah K.',
  'Marcus L.',
  'Priya S.',
  'Tom W.',
  'Elena R.',
  'David C.',
  'Sofia M.',
  'James O.',
  'Lena B.',
  'Omar H.',
];
const REVIEW_TEXTS = [
  [
    5,
    'Better than I expected',
    'The leather is soft and the stitching is neat. It looks exactly like the photos.',
  ],
  [
    5,
    'Beautiful chair',
    'Arrived well packed and in perfect condition. Assembly took ten minutes.',
  ],
  [
    4,
    'Great value',
    'Very comfortable and solid. Delivery took a little longer than the estimate, but the team kept me informed.',
  ],
  [
    5,
    'Our favourite piece',
    'The walnut is lovely and the proportions are spot on. Guests always ask about it.',
  ],
  [
    3,
    'Good, but firm',
    'Well made, though the cushions are firmer than I expected. They are softening with use.',
  ],
  [
    5,
    'Excellent service',
    'A leg was scratched on arrival; I sent photos and a replacement came within a week.',
  ],
  [4, 'Very happy', 'The colour is slightly warmer than on screen, but it suits the room well.'],
  [5, 'Solid and stylish', 'Heavy, stable and beautifully finished. Worth every penny.'],
];
const REVIEWS = Array.from({ length: 40 }, (_, index) => {
  const [rating, title, body] = REVIEW_TEXTS[index % REVIEW_TEXTS.length];
  const day = new Date(Date.UTC(2024, 0, 3) + index * 9 * 24 * 60 * 60 * 1000);
  return {
    reviewId: `r-${String(index + 1).padStart(3, '0')}`,
    author: REVIEWERS[index % REVIEWERS.length],
    rating: index === 17 ? 2 : rating,
    title,
    body,
    date: day,
    verified: index % 5 !== 4,
  };
});

const PRESS = {
  slug: 'press',
  quotes: [
    {
      outlet: 'The Design Ledger',
      quote: 'Sohnne makes the icons of the fifties feel at home in a city apartment.',
    },
    {
      outlet: 'Modern Living Weekly',
      quote: 'Faithful proportions and honest materials at a price that makes sense.',
    },
    {
      outlet: 'Interior Notes',
      quote: 'The lounge chair replica is the most convincing we have sat in.',
    },
    {
      outlet: 'Home & Form',
      quote: 'A retailer that calls a replica a replica, and builds it properly.',
    },
    {
      outlet: 'The Weekend Review',
      quote: 'Delivery was smooth, and the team was refreshingly easy to reach.',
    },
    {
      outlet: 'City Apartment Magazine',
      quote: 'Mid-century style without the auction-house prices.',
    },
    {
      outlet: 'Craft & Material',
      quote: 'Careful upholstery and solid frames: these pieces are made to be used.',
    },
  ],
  contacts: {
    media: { label: 'Media enquiries', email: 'press@sohnne.test' },
    partnerships: { label: 'Partnerships', email: 'partners@sohnne.test' },
  },
};

module.exports.REVIEWS = REVIEWS;
module.exports.PRESS = PRESS;

// 'Meet the Affiliates' / ambassadors carousels and the /professionals service icons.
const person = (name, handle) => ({
  name,
  handle,
  photo: `/media/people/${handle.slice(1).replace(/[^a-z0-9]+/g, '-')}.svg`,
});
const CAROUSELS = [
  {
    name: 'affiliates',
    entries: [
      person('Nina Alvarez', '@nina.at.home'),
      person('Ben Carter', '@bencarter.interiors'),
      person('Aiko Tanaka', '@aiko.livingroom'),
      person('Leo Fischer', '@leofischer.design'),
      person('Maya Brooks', '@mayabrooks.home'),
      person('Sam Okoye', '@samokoye.studio'),
    ],
  },
  {
    name: 'ambassadors',
    entries: [
      person('Clara Jensen', '@clarajensen.space'),
      person('Rafael Costa', '@rafael.costa.home'),
      person('Ivy Chen', '@ivychen.interiors'),
      person('Noah Weber', '@noahweber.rooms'),
      person('Zara Malik', '@zaramalik.design'),
    ],
  },
];
const PROFESSIONAL_SERVICES = [
  { name: 'Trade pricing', icon: '/media/icons/trade-pricing.svg' },
  { name: 'Dedicated account manager', icon: '/media/icons/account-manager.svg' },
  { name: 'Bulk orders', icon: '/media/icons/bulk-orders.svg' },
  { name: 'Custom finishes', icon: '/media/icons/custom-finishes.svg' },
  { name: 'Free shipping', icon: '/media/icons/free-shipping.svg' },
  { name: '5-year warranty', icon: '/media/icons/warranty.svg' },
];

module.exports.CAROUSELS = CAROUSELS;
module.exports.PROFESSIONAL_SERVICES = PROFESSIONAL_SERVICES;
