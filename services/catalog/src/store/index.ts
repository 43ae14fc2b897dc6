// What the features use of the store: the store itself, the parts they register, the snapshot they read them
// from, and the time slices a long build pauses on. The store imports no feature.
export { CatalogStore } from './catalog-store.service';
export { partKey } from './catalog-snapshot';
export type {
  CatalogIndex,
  CatalogSnapshot,
  KeptOf,
  PartDefinition,
  PartInput,
  PartKey,
  ProductSource,
  SnapshotPart,
} from './catalog-snapshot';
export { sortInSlices, TimeSlicer } from './time-slice';
