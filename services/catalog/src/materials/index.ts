export { materialsPart } from './materials-part';
export type { MaterialRecord } from './material.schema';
