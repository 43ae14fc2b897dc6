// The financing feature's public surface: what other features of this MFE may use.
export { CartInstalment } from './CartInstalment';
