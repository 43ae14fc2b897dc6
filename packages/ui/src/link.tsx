import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

// Its own module: every MFE root provides the link (platform's MfeProviders), while the breadcrumb and
// pagination that draw it are needed by some pages only; in one module they came along to every page.

/** How a same-site link is drawn: the MFE root provides the platform's client-side Link; plain anchors otherwise. */
export type UiLink = ComponentType<{
  to: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
  rel?: string;
}>;

const PlainLink: UiLink = ({ to, children, ...rest }) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

export const UiLinkContext = createContext<UiLink>(PlainLink);

export function useUiLink(): UiLink {
  return useContext(UiLinkContext);
}
