// Seed of the account service: the demo customer (two addresses, a wishlist of four catalog products)
// and the manual books. Hashes like services/account/src/users/password.ts (scrypt N=16384 r=8 p=1,
// 16-byte salt, 64-byte key, `scrypt$N$r$p$salt$hash` in base64).
const { createHash, randomBytes, scrypt } = require('node:crypto');
const { ObjectId } = require('mongodb');
// The catalogue's answer for a product (its own mapper, so its published price), from its build.
const { toProductDto } = require('@sohnne/catalog-service/dist/products/product.mapper');
const catalog = require('./catalog');
const { manualDocs } = require('./manuals');

/** Fixed so other seeds (e.g. commerce's demo orders) can name the demo customer. */
const DEMO_USER_ID = '64d0c0ffee00000000000001';

const DEMO_CUSTOMER = {
  email: 'demo@sohnne.test',
  username: 'demo',
  password: 'SohnneDemo2025!',
  first_name: 'Dana',
  last_name: 'Miller',
  display_name: 'Dana Miller',
};

/** A stable ObjectId for a seed key (same key, same id, on every machine). */
const stableId = (key) => new ObjectId(createHash('sha1').update(key).digest('hex').slice(0, 24));

/** The demo customer's address book: home is the default (its `default_since`). Stored names (postal_code, phone_number, notes). */
const DEMO_ADDRESSES = [
  {
    key: 'home',
    first_name: 'Dana',
    last_name: 'Miller',
    street_address: 'Maple Avenue',
    house_number: '1428',
    city: 'Springfield',
    state: 'IL',
    postal_code: '62704',
    country: 'United States',
    phone_number: '+1 217 555 0142',
    notes: 'Leave large parcels with the neighbour at 1430.',
    is_default: true,
  },
  {
    key: 'studio',
    first_name: 'Dana',
    last_name: 'Miller',
    street_address: 'West Lake Street',
    house_number: '311',
    city: 'Chicago',
    state: 'IL',
    postal_code: '60606',
    country: 'United States',
    phone_number: '+1 312 555 0199',
    notes: '',
    is_default: false,
  },
];

/** Products on the demo customer's wishlist, by catalog slug. */
const DEMO_WISHLIST_SLUGS = [
  'egg-chair-jacobsen-style-replica',
  'womb-chair-saarinen-style-replica',
  'arco-floor-lamp-castiglioni-style-replica',
  'danish-teak-sideboard-wegner-style-replica',
];

/** The wishlist entries with the summary the service snapshots from the catalog when a product is added. */
function demoWishlist() {
  const products = new Map(catalog.productDocs().map((product) => [product.slug, product]));
  return DEMO_WISHLIST_SLUGS.map((slug, index) => {
    const product = products.get(slug);
    if (!product) throw new Error(`No catalog product ${slug} for the demo wishlist`);
    const { id, name, image, price, discount_price, is_discount, pay_price, was_price } =
      toProductDto(product);
    return {
      product_id: id,
      name,
      slug,
      small_image_url: image?.url ?? null,
      price,
      discount_price,
      is_discount,
      pay_price,
      was_price,
      // Oldest last, so the list shows them in this order (newest first).
      created_at: new Date(Date.UTC(2025, 0, 10 - index)),
    };
  });
}

function hashPassword(password) {
  const [N, r, p] = [16384, 8, 1];
  const salt = randomBytes(16);
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 64, { N, r, p }, (error, key) =>
      error
        ? reject(error)
        : resolve(['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$')),
    ),
  );
}

module.exports = {
  dbName: 'sohnne_account',
  DEMO_USER_ID,
  DEMO_CUSTOMER,
  DEMO_ADDRESSES,
  demoWishlist,
  async seed(db) {
    const { password, ...profile } = DEMO_CUSTOMER;
    const now = new Date();
    await db.collection('users').updateOne(
      { email: profile.email },
      {
        $set: { ...profile, password_hash: await hashPassword(password), updated_at: now },
        $setOnInsert: { _id: new ObjectId(DEMO_USER_ID), created_at: now },
      },
      { upsert: true },
    );
    const user_id = new ObjectId(DEMO_USER_ID);
    for (const { key, is_default, ...address } of DEMO_ADDRESSES) {
      await db.collection('addresses').updateOne(
        { _id: stableId(`address:demo:${key}`) },
        {
          $set: {
            ...address,
            user_id,
            default_since: is_default ? new Date(Date.UTC(2025, 0, 1)) : null,
            updated_at: now,
          },
          $setOnInsert: { created_at: now },
        },
        { upsert: true },
      );
    }
    for (const item of demoWishlist()) {
      await db
        .collection('wishlist_items')
        .updateOne(
          { user_id, product_id: item.product_id },
          { $set: { ...item, user_id } },
          { upsert: true },
        );
    }
    for (const manual of manualDocs()) {
      await db
        .collection('manuals')
        .updateOne({ slug: manual.slug }, { $set: manual }, { upsert: true });
    }
  },
};
