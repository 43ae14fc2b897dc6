export * from './contract';
export * from './http';
export * from './money';
export * from './page-data';
export * from './react';
export * from './routing';
export * from './store';
