export { Look, LookSchema } from './look.schema';
export type { LookRecord } from './look.schema';
