export { looksPart } from './looks-part';
export type { LookRecord } from './look.schema';
