import { partKey, type PartDefinition } from '../store';
import type { MaterialRecord } from './material.schema';

/** The upholstery materials in the catalogue snapshot, in their set order. */
export interface MaterialsPart {
  readonly materials: readonly MaterialRecord[];
}

export const MATERIALS = partKey<MaterialsPart>('materials');

export const materialsPart = (
  read: () => Promise<MaterialRecord[]>,
): PartDefinition<MaterialsPart> => ({
  key: MATERIALS,
  build: async () => ({ materials: (await read()).sort((a, b) => a.position - b.position) }),
});
