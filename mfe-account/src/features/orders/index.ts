// The orders feature's public surface: what other features of this MFE may use.
export { ResponsiveTable } from './table';
