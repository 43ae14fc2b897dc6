import { iconProps } from '@sohnne/ui';

export const BagIcon = () => (
  <svg {...iconProps}>
    <path d="M6 8h12l-1 12H7L6 8Z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </svg>
);

export const SearchIcon = () => (
  <svg {...iconProps} width={18} height={18}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </svg>
);

export const MenuIcon = () => (
  <svg {...iconProps}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

export const ChatIcon = () => (
  <svg {...iconProps} width={18} height={18}>
    <path d="M5 5h14v10H9l-4 4V5Z" />
  </svg>
);

export const AccessibilityIcon = () => (
  <svg {...iconProps} width={18} height={18}>
    <circle cx="12" cy="4.5" r="1.5" />
    <path d="M5 8.5 12 10l7-1.5M12 10v4.5M9 21l3-6.5 3 6.5" />
  </svg>
);
