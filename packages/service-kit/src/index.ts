export * from './config';
export * from './tokens';
export * from './session';
export * from './csrf';
export * from './metrics';
export * from './health';
export * from './service-kit.module';
export * from './create-app';
