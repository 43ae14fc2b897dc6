// The content-blocks feature's public surface: what other features of this MFE may use.
export {
  Actions,
  Callout,
  Card,
  Cards,
  formatUsd,
  FormColumn,
  Hero,
  Section,
  StepsSection,
  Success,
} from './blocks';
