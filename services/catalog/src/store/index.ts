// What the features use of the store: the parts they register, the snapshot they read them from, and the
// time slices a long build pauses on. The store imports no feature.
export { partKey } from './catalog-snapshot';
export type {
  CatalogIndex,
  CatalogSnapshot,
  PartDefinition,
  PartInput,
  PartKey,
  ProductSource,
  SnapshotPart,
} from './catalog-snapshot';
export { sortInSlices, TimeSlicer } from './time-slice';
