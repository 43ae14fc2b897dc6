// The protection-plan feature's public surface: what other features of this MFE may use.
export { CartProtectionPlan } from './CartProtectionPlan';
