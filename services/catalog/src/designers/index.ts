export { Designer, DesignerSchema } from './designer.schema';
export type { DesignerRecord } from './designer.schema';
