/* eslint-disable @typescript-eslint/no-require-imports */
// Seed of the account service: the demo customer. Hashes like services/account/src/users/password.ts
// (scrypt N=16384 r=8 p=1, 16-byte salt, 64-byte key, `scrypt$N$r$p$salt$hash` in base64).
const { randomBytes, scrypt } = require('node:crypto');
const { ObjectId } = require('mongodb');

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
  },
};
