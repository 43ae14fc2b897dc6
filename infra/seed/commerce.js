'use strict';
// Seed of the commerce service's database: exchange rates (units per 1 USD). Idempotent: upserts by code.

const CURRENCY_RATES = [
  { code: 'EUR', rate: 0.92 },
  { code: 'GBP', rate: 0.79 },
];

module.exports = {
  dbName: 'sohnne_commerce',
  /** @param {import('mongodb').Db} db */
  async seed(db) {
    const rates = db.collection('currency_rates');
    await rates.createIndex({ code: 1 }, { unique: true });
    for (const { code, rate } of CURRENCY_RATES) {
      await rates.updateOne({ code }, { $set: { rate } }, { upsert: true });
    }
    return { currency_rates: CURRENCY_RATES.length };
  },
};
