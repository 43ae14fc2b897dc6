// Development only: import from an MFE's src/bootstrap.tsx (standalone), never from code the shell loads.
export {
  createDevPlatform,
  type DevFederationRuntime,
  type DevPlatformOptions,
} from './dev-platform';
export { runStandalone } from './dev-run';
