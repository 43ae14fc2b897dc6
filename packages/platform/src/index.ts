export * from './contract';
export * from './http';
export * from './react';
export * from './store';
