export { Material, MaterialSchema } from './material.schema';
export type { MaterialRecord } from './material.schema';
