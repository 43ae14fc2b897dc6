const { createMfeConfig } = require('@sohnne/webpack-config');

module.exports = createMfeConfig({
  dirname: __dirname,
  name: 'catalog',
  port: 4101,
  exposes: {
    './app': './src/app.tsx',
    './ProductCarousel': './src/features/product-carousel/parcel.tsx',
    './PremiumReplicas': './src/features/premium-replicas/parcel.tsx',
    './ProductGrid': './src/features/product-grid/parcel.tsx',
  },
});
