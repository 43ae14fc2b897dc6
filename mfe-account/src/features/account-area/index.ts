// The account-area feature's public surface: what other features of this MFE may use.
export { AccountHeading } from './AccountHeading';
export { AccountLayout } from './AccountLayout';
export { ConfirmDialog } from './ConfirmDialog';
export { Manuals } from './Manuals';
export { safeRedirect } from './guard';
