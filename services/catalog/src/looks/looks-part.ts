import { partKey, type PartDefinition } from '../store';
import type { LookRecord } from './look.schema';

/** The looks in the catalogue snapshot, in their set order. */
export interface LooksPart {
  readonly looks: readonly LookRecord[];
}

export const LOOKS = partKey<LooksPart>('looks');

export const looksPart = (read: () => Promise<LookRecord[]>): PartDefinition<LooksPart> => ({
  key: LOOKS,
  build: async () => ({ looks: (await read()).sort((a, b) => a.position - b.position) }),
});
