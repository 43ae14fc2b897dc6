import { partKey, type PartDefinition } from '../store';
import type { DesignerRecord } from './designer.schema';

const collator = new Intl.Collator();

/** The designers in the catalogue snapshot, ordered by name and by slug. */
export class DesignersPart {
  readonly designers: readonly DesignerRecord[];
  readonly designerBySlug: ReadonlyMap<string, DesignerRecord>;

  constructor(designers: readonly DesignerRecord[]) {
    this.designers = [...designers].sort(
      (a, b) => collator.compare(a.name, b.name) || a.slug.localeCompare(b.slug),
    );
    this.designerBySlug = new Map(this.designers.map((designer) => [designer.slug, designer]));
  }
}

export const DESIGNERS = partKey<DesignersPart>('designers');

export const designersPart = (
  read: () => Promise<DesignerRecord[]>,
): PartDefinition<DesignersPart> => ({
  key: DESIGNERS,
  build: async () => new DesignersPart(await read()),
});
