export { PROTECTION_PLAN } from './protection-plan';
