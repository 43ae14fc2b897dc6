export { DESIGNERS, designersPart } from './designers-part';
export type { DesignersPart } from './designers-part';
export type { DesignerRecord } from './designer.schema';
